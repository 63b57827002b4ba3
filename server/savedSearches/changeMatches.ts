import type { Queryable } from '../db/database.ts';
import { STATUS_LABELS, type Status } from '../listings/search/filter/options.ts';
import { storedSearch } from './savedSearchQuery.ts';
import { changeAlertReads, type SearchMatchedChange } from './savedSearchesRepository.ts';

export type { SearchMatchedChange };

const ALL_STATUSES = Object.keys(STATUS_LABELS) as Status[];
/** Saved searches whose filters are checked in one statement. */
const SEARCHES_PER_STATEMENT = 50;

/**
 * The price drops, status changes and auction moves recorded after `since` that match saved searches alerting on their
 * kind: each search's stored filters (the search's own WHERE, `whereSql`) over the changed listings as they are now (for a
 * status change, with any status: a listing leaving the search's statuses, Active → Pending, is what such an alert is
 * for), changes recorded after the search's alerts were switched on only. One row per saved search and change, by change
 * then search; a saved search whose query no longer reads as a search matches nothing. A statement per 50 searches.
 */
export async function savedSearchChangeMatches(db: Queryable, since: Date): Promise<SearchMatchedChange[]> {
  const reads = changeAlertReads(db);
  const changes = await reads.changesSince(since);
  if (!changes.length) return [];
  const kinds = [...new Set(changes.map((change) => change.kind))];
  const latest = new Date(Math.max(...changes.map((change) => new Date(change.at).getTime())));
  const searches = await reads.alertingSearches(kinds, latest);

  // Per search and group (status changes, the rest), the changes it alerts on, with the filters they are matched by.
  const candidates = searches.flatMap((search) => {
    const filters = storedSearch(search.query)?.filters;
    if (!filters) return [];
    const switchedOn = new Date(search.since).getTime();
    const own = changes.filter((change) => search.change_alerts.includes(change.kind) && new Date(change.at).getTime() >= switchedOn);
    return (['other', 'status'] as const).flatMap((group) => {
      const grouped = own.filter((change) => (change.kind === 'status_change') === (group === 'status'));
      const used = group === 'status' ? { ...filters, statuses: ALL_STATUSES } : filters;
      return grouped.length ? [{ key: `${search.id}:${group}`, search, filters: used, changes: grouped }] : [];
    });
  });
  const matched = new Set<string>();
  for (let start = 0; start < candidates.length; start += SEARCHES_PER_STATEMENT) {
    const batch = candidates.slice(start, start + SEARCHES_PER_STATEMENT).map(({ key, filters, changes: own }) => ({
      key,
      filters,
      listingIds: [...new Set(own.map((change) => change.listing_id))],
    }));
    for (const found of await reads.matchingListings(batch)) matched.add(found);
  }

  return candidates
    .flatMap(({ key, search, changes: own }) =>
      own
        .filter((change) => matched.has(`${key}:${change.listing_id}`))
        .map((change) => ({
          listing_event_id: change.id,
          user_id: search.user_id,
          saved_search_id: search.id,
          saved_search_name: search.name,
        })),
    )
    .sort((a, b) => a.listing_event_id - b.listing_event_id || a.saved_search_id - b.saved_search_id);
}
