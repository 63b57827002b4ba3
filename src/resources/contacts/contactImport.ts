import type { ImportReport } from '../../dataProvider/crmTypes.ts';

export const IMPORT_COLUMNS = 'first_name, last_name, email, phone, company, role, tags, notes';
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

/** One line summing up an import for the toast. */
export function importSummary(report: ImportReport): string {
  const parts = [`${report.created_count} of ${report.total_rows} imported`];
  if (report.skipped.length) parts.push(`${report.skipped.length} skipped`);
  if (report.errors.length) parts.push(`${report.errors.length} with errors`);
  return `${parts.join(', ')}.`;
}
