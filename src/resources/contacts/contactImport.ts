import { parse } from 'csv-parse/browser/esm/sync';
import { autoMatch, CONTACT_FIELD_LABELS, type ContactField, type ImportMapping } from '../../../server/crm/contacts/schemas.ts';
import type { ImportReport } from '../../dataProvider/crmTypes.ts';

export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
/** Rows shown under the header while the columns are matched. */
export const PREVIEW_ROWS = 5;

export { autoMatch, CONTACT_FIELD_LABELS, type ContactField, type ImportMapping };

/** The contact fields in the order the mapping offers them (email first: the one a row needs). */
export const MAPPABLE_FIELDS = Object.keys(CONTACT_FIELD_LABELS) as ContactField[];

export interface CsvPreview {
  headers: string[];
  rows: string[][];
}

/** The header row and the first rows of a CSV text, read as the server reads it; throws a sentence when unreadable. */
export function readPreview(text: string): CsvPreview {
  let records: string[][];
  try {
    records = parse(text.replace(/^\uFEFF/, ''), { to: PREVIEW_ROWS + 1, skip_empty_lines: true, relax_column_count: true, trim: true });
  } catch (error) {
    throw new Error(`The file is not a readable CSV file (${(error as Error).message}).`);
  }
  const [headers, ...rows] = records;
  if (!headers?.length) throw new Error('The file is empty: its first line should name the columns.');
  return { headers, rows };
}

/** The field a column fills under the mapping, if any. */
export const fieldOfColumn = (mapping: ImportMapping, header: string) => MAPPABLE_FIELDS.find((field) => mapping[field] === header);

/** The mapping with `header` filling `field` (or nothing, with ''), each field from one column and each column one field. */
export function assignColumn(mapping: ImportMapping, header: string, field: ContactField | ''): ImportMapping {
  const next: ImportMapping = Object.fromEntries(Object.entries(mapping).filter(([, chosen]) => chosen !== header));
  if (field) next[field] = header;
  return next;
}

/** One line summing up an import for the toast. */
export function importSummary(report: ImportReport): string {
  const parts = [`${report.created_count} of ${report.total_rows} imported`];
  if (report.group_added) parts.push(`${report.group_added} added to the group`);
  if (report.skipped.length) parts.push(`${report.skipped.length} skipped`);
  if (report.errors.length) parts.push(`${report.errors.length} with errors`);
  return `${parts.join(', ')}.`;
}
