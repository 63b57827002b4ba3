import type { ListingRow, MediaItem } from '../listingRow.ts';
import { resoRow, RowError } from '../import/resoCsvRow.ts';

/**
 * StandardStatus values that take a listing off the market; a feed may send such a record with little more than its key
 * (a deletion), which then changes the stored listing's status instead of being refused for its missing fields.
 * 'Deleted' is not a RESO value but some feeds send it for 'Delete'.
 */
export const OFF_MARKET_STATUSES = ['Delete', 'Withdrawn', 'Canceled', 'Expired'] as const;

export type FeedRecord =
  | { kind: 'listing'; key: string; modified: Date; row: ListingRow; offMarket: boolean }
  /** Off market by key: the stored listing takes this status (and the off-market date); unknown keys are passed over. */
  | { kind: 'delisted'; key: string; modified: Date; status: string; offMarketDate: string };

export { RowError };

/** Media items of a `$expand=Media` record: photos in their Order, http(s) only, with their description as caption. */
function mediaOf(value: unknown): MediaItem[] | null {
  if (!Array.isArray(value)) return null;
  return value
    .filter((m): m is Record<string, unknown> => typeof m === 'object' && m !== null)
    .filter((m) => m.MediaCategory === undefined || m.MediaCategory === null || m.MediaCategory === 'Photo')
    .filter((m) => typeof m.MediaURL === 'string' && /^https?:\/\//.test(m.MediaURL))
    .sort((a, b) => (Number(a.Order) || 0) - (Number(b.Order) || 0))
    .map((m) => ({
      url: m.MediaURL as string,
      kind: 'photo' as const,
      ...(typeof m.ShortDescription === 'string' && m.ShortDescription ? { caption: m.ShortDescription } : {}),
    }));
}

/** An OData record's fields as the CSV import reads them (text): numbers and booleans spelled out, lists comma-joined. */
function asText(record: Record<string, unknown>): Record<string, string> {
  const text: Record<string, string> = {};
  for (const [field, value] of Object.entries(record)) {
    if (typeof value === 'string') text[field] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') text[field] = String(value);
    else if (Array.isArray(value) && value.every((v) => typeof v === 'string')) text[field] = value.join(',');
  }
  return text;
}

/**
 * One record of the feed → a listings row through the CSV import's mapping (resoCsvRow.ts), or an off-market change by
 * key; throws RowError with the reason for a record to skip.
 */
export function feedRecord(value: unknown): FeedRecord {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new RowError('the record is not an object');
  const record = value as Record<string, unknown>;
  const key = typeof record.ListingKey === 'string' ? record.ListingKey.trim() : '';
  if (!key) throw new RowError('ListingKey is missing');
  if (key.length > 255) throw new RowError('ListingKey is longer than 255 characters');
  const stamp = record.ModificationTimestamp;
  const modified = typeof stamp === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(stamp) ? new Date(stamp) : null;
  if (!modified || Number.isNaN(modified.getTime()))
    throw new RowError(`ModificationTimestamp "${String(stamp ?? '')}" is not a timestamp`);
  const text = asText(record);
  const rawStatus = (text.StandardStatus ?? '').replace(/\s+/g, '');
  const status = rawStatus.toLowerCase() === 'deleted' ? 'Delete' : rawStatus;
  const offMarketStatus = OFF_MARKET_STATUSES.find((s) => s.toLowerCase() === status.toLowerCase());
  try {
    const row = resoRow({ ...text, StandardStatus: status });
    const media = mediaOf(record.Media);
    return { kind: 'listing', key, modified, row: media ? { ...row, media } : row, offMarket: Boolean(offMarketStatus) };
  } catch (error) {
    if (!(error instanceof RowError) || !offMarketStatus) throw error;
    const offMarket = /^\d{4}-\d{2}-\d{2}/.test(text.OffMarketDate ?? '')
      ? text.OffMarketDate!.slice(0, 10)
      : modified.toISOString().slice(0, 10);
    return { kind: 'delisted', key, modified, status: offMarketStatus, offMarketDate: offMarket };
  }
}
