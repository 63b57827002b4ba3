import { EXPORT_COLUMNS, type ExportValue } from '../columns.ts';
import { endStream, writeChunk, type FileWriter } from './types.ts';

const BOM = '\ufeff';
const TEXT = EXPORT_COLUMNS.map((c) => c.kind === 'text');
const DATETIME = EXPORT_COLUMNS.map((c) => c.kind === 'datetime');

/** RFC 4180: fields with a comma, quote, CR or LF (or edge spaces) are quoted, quotes doubled. */
export function csvField(value: ExportValue, isText = false): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  let text = String(value);
  // A text cell Excel would run as a formula gets a leading apostrophe (OWASP CSV injection advice).
  if (isText && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (values: ExportValue[], text: boolean[] = TEXT) => values.map((v, i) => csvField(v, text[i])).join(',') + '\r\n';

/** Date-times as "YYYY-MM-DD HH:MM:SS" (UTC), which Excel reads as a date; ISO "T…Z" it would keep as text. */
const excelFriendly = (values: ExportValue[]) =>
  values.map((v, i) => (DATETIME[i] && typeof v === 'string' ? v.replace('T', ' ').replace(/(\.\d+)?Z$/, '') : v));

/** UTF-8 with a byte-order mark (so Excel picks UTF-8), CRLF line ends, one header line. */
export const writeCsv: FileWriter = async (out, rows) => {
  await writeChunk(out, BOM + csvLine(EXPORT_COLUMNS.map((c) => c.header), EXPORT_COLUMNS.map(() => true)));
  for await (const batch of rows) {
    await writeChunk(out, batch.map((values) => csvLine(excelFriendly(values))).join(''));
  }
  await endStream(out);
};
