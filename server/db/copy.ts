/**
 * PostgreSQL's COPY text format (https://www.postgresql.org/docs/current/sql-copy.html#SQL-COPY-FILE-FORMATS): one line per
 * row, columns separated by tabs, `\N` for null, and backslash, newline, carriage return and tab escaped with a backslash.
 * Bulk loads (`Database.copyFrom`) write rows in it: many times faster than INSERT … SELECT FROM json for large batches.
 */

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };
const RESERVED = /[\\\n\r\t]/;
// Most values hold none of the four: a test scans them without building a new string.
const escapeText = (text: string) => (RESERVED.test(text) ? text.replace(/[\\\n\r\t]/g, (c) => ESCAPES[c]!) : text);

/** A PostgreSQL array literal of texts (`text[]`), every element quoted: commas, braces, quotes or the word NULL stay text. */
export class TextArray {
  constructor(readonly items: readonly string[]) {}
  toString() {
    return `{${this.items.map((item) => `"${item.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
  }
}

/** One value as a COPY field: null → \N, booleans t/f, dates as ISO timestamps, objects and arrays as JSON (jsonb columns). */
export function copyField(value: unknown): string {
  if (typeof value === 'string') return escapeText(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`COPY cannot write the number ${value}`);
    return String(value);
  }
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof Date) return value.toISOString();
  if (value instanceof TextArray) return escapeText(value.toString());
  return escapeText(JSON.stringify(value));
}

/** Rows as COPY text: the fields of each row in the order of the COPY statement's column list. */
export function copyText(rows: Iterable<readonly unknown[]>): string {
  let text = '';
  for (const row of rows) text += `${row.map(copyField).join('\t')}\n`;
  return text;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** A table or column name of the project's own, checked before it is written into SQL so a typo cannot become SQL. */
export function plainIdentifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`Not a plain SQL identifier: ${name}`);
  return name;
}

/** `table (a, b, c)` for a COPY statement. */
export const copyTarget = (table: string, columns: readonly string[]) =>
  `${plainIdentifier(table)} (${columns.map(plainIdentifier).join(', ')})`;
