import type { Queryable } from '../db/database.ts';
import type { Page } from '../lib/pagination.ts';
import { isoDate, isoTime } from '../lib/sqlFormat.ts';
import type { AddressCandidate } from './analysis/addressMatch.ts';
import type { AssumptionOverrides, ReportInputs } from './analysis/buildReport.ts';

/** The listing's facts shown in a report. */
export interface PropertyFacts {
  id: string;
  listing_key: string;
  address: string;
  street: string;
  city: string;
  state: string;
  postal_code: string;
  latitude: number | null;
  longitude: number | null;
  property_type: string;
  property_subtype: string | null;
  status: string;
  standard_status: string;
  special_listing_conditions: string[];
  is_auction: boolean;
  auction_date: string | null;
  auction_opening_bid: number | null;
  auction_type: string | null;
  auction_venue: string | null;
  auction_status: string | null;
  list_price: number;
  close_price: number | null;
  close_date: string | null;
  on_market_date: string | null;
  bedrooms: number | null;
  bathrooms: number | null;
  living_area: number | null;
  lot_size_sqft: number | null;
  year_built: number | null;
  condition: string | null;
  public_remarks: string;
  media: { url: string; kind?: string; caption?: string }[];
  is_demo: boolean;
}

const FACTS = `l.id::text as id, l.listing_key, l.unparsed_address || ', ' || l.city || ', ' || l.state_or_province || ' ' || l.postal_code as address,
  l.unparsed_address as street, l.city, l.state_or_province as state, l.postal_code, l.latitude, l.longitude, l.property_type, l.property_sub_type as property_subtype,
  l.status, l.standard_status, l.special_listing_conditions, l.is_auction, ${isoTime('l.auction_date')} as auction_date, l.auction_opening_bid, l.auction_type,
  l.auction_venue, l.auction_status, l.list_price, l.close_price, ${isoDate('l.close_date')} as close_date, ${isoDate('l.on_market_date')} as on_market_date,
  l.bedrooms_total::int as bedrooms, l.bathrooms_total_integer::int as bathrooms, l.living_area, l.lot_size_square_feet as lot_size_sqft,
  l.year_built::int as year_built, l.condition, l.public_remarks, l.media, l.is_demo`;

export interface StoredReport {
  id: number;
  user_id: number;
  listing_id: string;
  address: string;
  reference_date: string;
  overrides: AssumptionOverrides;
  inputs: ReportInputs & { property: PropertyFacts };
  body: Record<string, unknown>;
  created_at: string;
  updated_at: string;
}

const REPORT = `id::int as id, user_id::int as user_id, listing_id::text as listing_id, address, ${isoDate('reference_date')} as reference_date, overrides, inputs, body,
  ${isoTime('created_at')} as created_at, ${isoTime('updated_at')} as updated_at`;

export function reportsRepository(db: Queryable) {
  return {
    async property(id: number | string): Promise<PropertyFacts | undefined> {
      const [row] = await db.query<PropertyFacts>(`select ${FACTS} from listings l where l.id = $1`, [id]);
      return row;
    },

    /** Listings whose street starts with the typed house number, in the typed ZIP when there is one (then matched in code). */
    candidates(houseNumber: string, zip: string | null): Promise<AddressCandidate[]> {
      return db.query<AddressCandidate>(
        `select id::text as id, unparsed_address as street, city, state_or_province as state, postal_code, status from listings
         where address_key like $1 and ($2::text is null or postal_code = $2) and living_area > 0 order by id desc limit 500`,
        [`${houseNumber} %`, zip],
      );
    },

    /** Addresses for the address box: listings whose normalised address starts with what was typed. */
    suggest(prefix: string, limit: number): Promise<{ property_id: string; address: string; status: string }[]> {
      return db.query(
        `select id::text as property_id, unparsed_address || ', ' || city || ', ' || state_or_province || ' ' || postal_code as address, status
         from listings where address_key like $1 and living_area > 0 order by (status = 'for_sale') desc, id desc limit $2`,
        [`${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`, limit],
      );
    },

    /** A listing to show as the public sample: on the market, with a confident ARV from many comps. */
    async demoListingId(): Promise<string | undefined> {
      const [row] = await db.query<{ id: string }>(
        `select id::text as id from listings where status = 'for_sale' and arv is not null and living_area > 0 and latitude is not null
         order by (arv_confidence >= 70) desc, investment_rank desc nulls last, arv_comp_count desc nulls last, id limit 1`,
      );
      return row?.id;
    },

    /** `widgetKeyId`: the key whose website widget made the report (see {@link recentWidgetReport}). */
    async insert(
      userId: number,
      listingId: string,
      address: string,
      referenceDate: string,
      inputs: unknown,
      body: unknown,
      widgetKeyId: number | null = null,
    ): Promise<StoredReport> {
      const [row] = await db.query<StoredReport>(
        `insert into reports (user_id, listing_id, address, reference_date, inputs, body, widget_key_id)
         values ($1, $2, $3, $4, $5, $6, $7) returning ${REPORT}`,
        [userId, listingId, address, referenceDate, JSON.stringify(inputs), JSON.stringify(body), widgetKeyId],
      );
      return row!;
    },

    /** The newest report the key's widget made of the listing within `days`, as made (its owner never changed its assumptions). */
    async recentWidgetReport(keyId: number, listingId: string, days: number): Promise<StoredReport | undefined> {
      const [row] = await db.query<StoredReport>(
        `select ${REPORT} from reports where widget_key_id = $1 and listing_id = $2 and overrides = '{}'::jsonb
           and created_at > now() - make_interval(days => $3) order by id desc limit 1`,
        [keyId, listingId, days],
      );
      return row;
    },

    /** The caller's report; another user's is as absent as a missing one. */
    async find(id: number, userId: number | null): Promise<StoredReport | undefined> {
      const [row] = await db.query<StoredReport>(`select ${REPORT} from reports where id = $1 and ($2::bigint is null or user_id = $2)`, [
        id,
        userId,
      ]);
      return row;
    },

    /** Replaces a report's inputs (the comparables its owner added become part of them). */
    async saveInputs(id: number, inputs: unknown): Promise<void> {
      await db.query('update reports set inputs = $2 where id = $1', [id, JSON.stringify(inputs)]);
    },

    async update(id: number, userId: number, overrides: AssumptionOverrides, body: unknown): Promise<StoredReport | undefined> {
      const [row] = await db.query<StoredReport>(
        `update reports set overrides = $3, body = $4, updated_at = now() where id = $1 and user_id = $2 returning ${REPORT}`,
        [id, userId, JSON.stringify(overrides), JSON.stringify(body)],
      );
      return row;
    },

    /** The caller's reports, newest first; `search` matches the address. */
    async list(userId: number, page: Page, search?: string): Promise<{ count: number; rows: StoredReport[] }> {
      const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const where = `user_id = $1 and ($2::text is null or address ilike $2)`;
      const [counted] = await db.query<{ count: number }>(`select count(*)::int as count from reports where ${where}`, [userId, pattern]);
      const rows = await db.query<StoredReport>(
        `select ${REPORT.replace('inputs, body', `'{}'::jsonb as inputs, jsonb_build_object('arv', body->'arv', 'property', jsonb_build_object('thumbnail_url', body->'property'->'thumbnail_url', 'list_price', body->'property'->'list_price')) as body`)}
         from reports where ${where} order by id desc limit $3 offset $4`,
        [userId, pattern, page.limit, page.offset],
      );
      return { count: counted!.count, rows };
    },
  };
}
export type ReportsRepository = ReturnType<typeof reportsRepository>;
