/**
 * PostgreSQL's COPY text format (https://www.postgresql.org/docs/current/sql-copy.html#SQL-COPY-FILE-FORMATS): one line per
 * row, columns separated by tabs, `\N` for null, and backslash, newline, carriage return and tab escaped with a backslash.
 * Bulk loads (`Database.copyFrom`) write rows in it: many times faster than INSERT … SELECT FROM json for large batches.
 */

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };
const escapeText = (text: string) => text.replace(/[\\\n\r\t]/g, (c) => ESCAPES[c]!);

/** A PostgreSQL array literal of texts (`text[]`), every element quoted: commas, braces, quotes or the word NULL stay text. */
export class TextArray {
  constructor(readonly items: readonly string[]) {}
  toString() {
    return `{${this.items.map((item) => `"${item.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
  }
}

/** One value as a COPY field: null → \N, booleans t/f, dates as ISO timestamps, objects and arrays as JSON (jsonb columns). */
export function copyField(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`COPY cannot write the number ${value}`);
    return String(value);
  }
  if (typeof value === 'string') return escapeText(value);
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

/** `table (a, b, c)` for a COPY statement; names are the project's own, checked so a typo cannot become SQL. */
export function copyTarget(table: string, columns: readonly string[]): string {
  for (const name of [table, ...columns]) if (!IDENTIFIER.test(name)) throw new Error(`Not a plain SQL identifier: ${name}`);
  return `${table} (${columns.join(', ')})`;
}
