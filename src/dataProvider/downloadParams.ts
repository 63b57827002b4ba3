/** How the search page's query becomes download parameters (pure; tested without a browser). */
import { locationText, placesOf } from './searchLocation.ts';
import type { FileType } from './downloadTypes.ts';

export const FILE_FORMATS: { type: FileType; label: string; extension: string }[] = [
  { type: 'excel', label: 'Excel (.xlsx)', extension: 'xlsx' },
  { type: 'pdf', label: 'PDF', extension: 'pdf' },
  { type: 'csv', label: 'CSV', extension: 'csv' },
  { type: 'json', label: 'JSON', extension: 'json' },
];
export const DEFAULT_FILE_TYPE: FileType = 'excel';
export const extensionOf = (type: FileType) => FILE_FORMATS.find((f) => f.type === type)!.extension;

/**
 * A search as a page or a saved search holds it: the search's fields (searchTypes.ts), the location possibly still a list
 * of places as older saved searches stored it.
 */
export type DownloadQuery = Record<string, unknown>;
const NOT_SENT = new Set(['page', 'page_size', 'file_type', 'export_format']);

/** Query string of a download: every filter as the search sends it (lists of locations as JSON), plus the format field. */
export function downloadParams(query: DownloadQuery, fileType: FileType, auction: boolean, formatField = 'file_type'): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (NOT_SENT.has(key) || value === undefined || value === null || value === '') continue;
    if (key === 'location' && typeof value !== 'string') params.set(key, JSON.stringify(value));
    else params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  if (auction && !params.has('is_auction') && !params.has('listingType')) params.set('is_auction', 'true');
  params.set(formatField, fileType);
  return params;
}

/** The retry after 'Invalid location format' (spec section 8): the first location as plain text, the auction flag and the format only. */
export function minimalParams(query: DownloadQuery, fileType: FileType, auction: boolean, formatField = 'file_type'): URLSearchParams {
  const params = new URLSearchParams({ location: placesOf(locationText(query.location))[0] ?? '' });
  if (auction) params.set('is_auction', 'true');
  params.set(formatField, fileType);
  return params;
}

/** auction_properties_{date}.{ext}, the name the direct auction export is saved under. */
export const auctionFileName = (fileType: FileType, now = new Date()) =>
  `auction_properties_${now.toISOString().slice(0, 10)}.${extensionOf(fileType)}`;
