import { stringify } from 'csv-stringify/sync';
import { EXPORT_COLUMNS, type ExportValue } from '../columns.ts';
import { endStream, writeChunk, type FileWriter } from './types.ts';

const BOM = '\ufeff';
const TEXT = EXPORT_COLUMNS.map((c) => c.kind === 'text');
const DATETIME = EXPORT_COLUMNS.map((c) => c.kind === 'datetime');

/** A text cell Excel would run as a formula gets a leading apostrophe (OWASP CSV injection advice). */
export const formulaSafe = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/**
 * RFC 4180 lines through csv-stringify: CRLF ends, quotes doubled, fields with a comma, quote, CR, LF or edge spaces quoted
 * (Excel would trim unquoted edge spaces). Text columns are made formula-safe; numbers stay numbers.
 */
export function csvLines(rows: ExportValue[][], text: boolean[] = TEXT): string {
  const safe = rows.map((values) => values.map((v, i) => (text[i] && typeof v === 'string' ? formulaSafe(v) : v)));
  return stringify(safe, { record_delimiter: 'windows', quoted_match: /[\r\n]|^\s|\s$/ });
}

/** Date-times as "YYYY-MM-DD HH:MM:SS" (UTC), which Excel reads as a date; ISO "T…Z" it would keep as text. */
const excelFriendly = (values: ExportValue[]) =>
  values.map((v, i) => (DATETIME[i] && typeof v === 'string' ? v.replace('T', ' ').replace(/(\.\d+)?Z$/, '') : v));

/** UTF-8 with a byte-order mark (so Excel picks UTF-8), CRLF line ends, one header line. */
export const writeCsv: FileWriter = async (out, rows) => {
  await writeChunk(
    out,
    BOM +
      csvLines(
        [EXPORT_COLUMNS.map((c) => c.header)],
        EXPORT_COLUMNS.map(() => true),
      ),
  );
  for await (const batch of rows) {
    await writeChunk(out, csvLines(batch.map(excelFriendly)));
  }
  await endStream(out);
};
