import type { DownloadRecord } from '../../dataProvider/downloadTypes.ts';
import type { MAX_NAME_LENGTH as API_MAX_NAME_LENGTH } from '../../../server/routes/downloads/schemas.ts';
import { count, plural } from '../../shared/format.ts';
/** "1.2 MB" for a file size in bytes. */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return '';
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

/**
 * The API schema's name limit, as a type: the compiler refuses a different number here. Not imported as a value: that
 * module builds the download routes' TypeBox schemas when it loads, which would put TypeBox and the whole search filter
 * schema on every page's first load (the new-search page's among them).
 */
const MAX_NAME_LENGTH: typeof API_MAX_NAME_LENGTH = 100;

/** The rename rule the API applies (its length from the API's schema), checked first in the form. */
export function nameError(name: string): string | undefined {
  const trimmed = name.trim();
  if (!trimmed) return 'Enter a name.';
  if (trimmed.length > MAX_NAME_LENGTH) return `At most ${MAX_NAME_LENGTH} characters.`;
  return undefined;
}

/** The status in words: 'Ready', 'Building: 1,200 of 5,000 rows', 'Failed'. */
export const statusLabel = (r: Pick<DownloadRecord, 'status' | 'rows_written' | 'row_count'>) =>
  r.status === 'building'
    ? `Building: ${count(r.rows_written)} of ${plural(r.row_count, 'row')}`
    : r.status === 'ready'
      ? 'Ready'
      : 'Failed';
