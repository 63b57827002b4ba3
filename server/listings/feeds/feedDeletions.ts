import { upsertListings } from '../listingsWriteRepository.ts';
import { addOffMarket, feedListingKeysOnMarket, storedListingRows } from './feedStateRepository.ts';
import type { FeedSettings } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { FeedError, type ODataClient } from './odataClient.ts';

/** Keys asked for per page of the key listing. */
const KEYS_PER_PAGE = 1000;
/** Listings changed per transaction. */
const BATCH = 200;
/**
 * The most of the feed's listings one check may take off the market: more looks like a broken or partial answer (a wrong
 * resource, a server cut short), not deletions, and stops the check with an error instead.
 */
export const MAX_VANISHED_SHARE = 0.2;

/**
 * Deletions a feed never announced: after a full replication, the feed's keys are listed (`$select=ListingKey`) and every
 * listing the feed brought that is still on the market but no longer in the feed is taken off it (StandardStatus Delete,
 * through the same upsert, so it gets a status_change event). Answers how many.
 */
export async function offMarketVanished(
  {
    db,
    feed,
    client,
    owner,
    log,
  }: { db: Database; feed: FeedSettings; client: ODataClient; owner: string; log: { info(obj: object, msg?: string): void } },
  sameOrigin: (next: string) => void,
): Promise<number> {
  const keys = new Set<string>();
  let url: string | null = `${feed.baseUrl}/${feed.resource}?$select=ListingKey&$orderby=ListingKey&$top=${KEYS_PER_PAGE}`;
  while (url) {
    const page = await client.getPage(url);
    if (page.nextLink) sameOrigin(page.nextLink);
    for (const record of page.records) {
      const key = (record as { ListingKey?: unknown } | null)?.ListingKey;
      if (typeof key === 'string' && key.trim()) keys.add(key.trim());
    }
    url = page.nextLink;
  }
  const held = await feedListingKeysOnMarket(db);
  const vanished = held.filter((key) => !keys.has(key));
  if (vanished.length === 0) return 0;
  if (vanished.length > Math.max(1, held.length * MAX_VANISHED_SHARE))
    throw new FeedError(
      `${vanished.length} of the feed's ${held.length} listings on the market are missing from its key listing: more than ` +
        `${MAX_VANISHED_SHARE * 100}%, so none was taken off the market.`,
    );
  const today = new Date().toISOString().slice(0, 10);
  for (let i = 0; i < vanished.length; i += BATCH) {
    await db.transaction(async (tx) => {
      const rows = (await storedListingRows(tx, vanished.slice(i, i + BATCH))).map((row) => ({
        ...row,
        standard_status: 'Delete',
        off_market_date: row.off_market_date ?? today,
      }));
      await upsertListings(tx, rows, { history: 'feed' });
      await addOffMarket(tx, feed.id, owner, rows.length);
    });
  }
  log.info({ feed: feed.id, count: vanished.length }, 'listings gone from the feed taken off the market');
  return vanished.length;
}
