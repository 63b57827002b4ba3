/**
 * PostgreSQL's COPY text format (https://www.postgresql.org/docs/current/sql-copy.html#SQL-COPY-FILE-FORMATS): one line per
 * row, columns separated by tabs, `\N` for null, and backslash, newline, carriage return and tab escaped with a backslash.
 * Bulk loads (`Database.copyFrom`) write rows in it: many times faster than INSERT … SELECT FROM json for large batches.
 */

/** A PostgreSQL array literal of texts (`text[]`), every element quoted: commas, braces, quotes or the word NULL stay text. */
export class TextArray {
  constructor(readonly items: readonly string[]) {}
  toString() {
    return `{${this.items.map((item) => `"${item.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
  }
}

const TAB = 9;
const NEWLINE = 10;
const CARRIAGE_RETURN = 13;
const BACKSLASH = 92;
/** The letter after the backslash for each character the format reserves (\t, \n, \r, \\). */
const ESCAPED: Record<number, number> = { [TAB]: 116, [NEWLINE]: 110, [CARRIAGE_RETURN]: 114, [BACKSLASH]: BACKSLASH };
const utf8 = new TextEncoder();

/**
 * Rows as COPY text, escaped and encoded as UTF-8 in one pass straight into a growing buffer: no intermediate strings to
 * join (a seeding's COPY text was a quarter of its generator's CPU as strings) and bytes a worker thread can hand over
 * without a copy. Values: null → \N, booleans t/f, dates as ISO timestamps, objects and arrays as JSON (jsonb columns).
 */
export class CopyRows {
  #bytes = new Uint8Array(1 << 16);
  #length = 0;
  #rows = 0;

  /** One row: its fields in the order of the COPY statement's column list. */
  add(row: readonly unknown[]): void {
    for (let i = 0; i < row.length; i++) {
      if (i > 0) this.#byte(TAB);
      this.#field(row[i]);
    }
    this.#byte(NEWLINE);
    this.#rows++;
  }

  get rows() {
    return this.#rows;
  }

  /** The rows written so far as bytes of their own (transferable to another thread); the writer starts again empty. */
  take(): Uint8Array<ArrayBuffer> {
    const taken = this.#bytes.slice(0, this.#length);
    this.#length = 0;
    this.#rows = 0;
    return taken;
  }

  #field(value: unknown) {
    if (typeof value === 'string') this.#text(value);
    else if (typeof value === 'number') {
      if (!Number.isFinite(value)) throw new Error(`COPY cannot write the number ${value}`);
      this.#text(String(value));
    } else if (value === null || value === undefined) {
      this.#byte(BACKSLASH);
      this.#byte(78); // N
    } else if (typeof value === 'boolean') this.#byte(value ? 116 : 102);
    else if (value instanceof Date) this.#text(value.toISOString());
    else if (value instanceof TextArray) this.#text(value.toString());
    else this.#text(JSON.stringify(value));
  }

  #byte(byte: number) {
    if (this.#length === this.#bytes.length) this.#grow(1);
    this.#bytes[this.#length++] = byte;
  }

  /** ASCII a byte a character, escaping the four reserved ones; the rest of a text from its first non-ASCII character through the encoder. */
  #text(text: string) {
    // At most 3 bytes a UTF-16 unit (an escape takes 2, a surrogate pair 4 for two units).
    if (this.#length + 3 * text.length > this.#bytes.length) this.#grow(3 * text.length);
    const bytes = this.#bytes;
    let at = this.#length;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code >= 0x80) {
        const rest = text.slice(i).replace(/[\\\n\r\t]/g, (c) => `\\${String.fromCharCode(ESCAPED[c.charCodeAt(0)]!)}`);
        at += utf8.encodeInto(rest, bytes.subarray(at)).written;
        break;
      }
      if (code === TAB || code === NEWLINE || code === CARRIAGE_RETURN || code === BACKSLASH) {
        bytes[at++] = BACKSLASH;
        bytes[at++] = ESCAPED[code]!;
      } else bytes[at++] = code;
    }
    this.#length = at;
  }

  #grow(needed: number) {
    const grown = new Uint8Array(Math.max(2 * this.#bytes.length, this.#length + needed));
    grown.set(this.#bytes.subarray(0, this.#length));
    this.#bytes = grown;
  }
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
