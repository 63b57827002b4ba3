import type { Static } from 'typebox';
import type { Queryable } from '../db/database.ts';
import type { Page } from '../lib/pagination.ts';
import { isoDate, isoTime } from '../lib/sqlFormat.ts';
import type { PropertySummary } from '../listings/search/schemas.ts';
import { storedCompsSql } from '../listings/storedCompsSql.ts';
import { OWNER_JOIN, SUMMARY_COLUMNS } from '../listings/search/searchRepository.ts';
import type { MediaItem } from '../listings/listingRow.ts';
import type { PotentialFactor } from '../listings/metrics/investment.ts';
import type { StoredComp } from './compSummary.ts';
import type { IllustrativeFacts } from './illustrativePhotos.ts';
import type { PropertyDetail } from './schemas.ts';

type Detail = Static<typeof PropertyDetail>;
type Explanation = Detail['explanation'];
/** A detail row as selected: the facts, and the stored explanation parts (comps as stored: see compSummary.ts). */
type DetailRow = Omit<Detail, 'explanation' | 'arv_confidence_level'> & {
  arv_comps: (Omit<Explanation['arv']['comps'][number], 'property_id'> | StoredComp)[];
  condition_cues: Explanation['condition']['cues'];
  /** As stored: the figures, with the sentence of older rows (potentialReason writes it when read). */
  potential_factors: PotentialFactor[];
};
type SavedRow = Static<typeof PropertySummary> & { property_id: string; saved_address: string; note: string; saved_at: string };

export function propertiesRepository(db: Queryable) {
  return {
    async detail(id: number, userId: number) {
      const [row] = await db.query<DetailRow>(
        `select ${SUMMARY_COLUMNS.replace('$user', '$2')}, l.public_remarks, l.media, ${isoDate('l.listing_contract_date')} as listing_contract_date,
           ${isoDate('l.off_market_date')} as off_market_date, l.prior_days_on_market, ${isoTime('l.metrics_computed_at')} as metrics_computed_at,
           ${storedCompsSql('e')} as arv_comps, coalesce(e.condition_cues, '[]') as condition_cues, coalesce(e.potential_factors, '[]') as potential_factors
         from listings l left join listing_explanations e on e.listing_id = l.id ${OWNER_JOIN} where l.id = $1`,
        [id, userId],
      );
      if (!row) return undefined;
      // Comps stored before they carried their listing's id (METRICS_VERSION 1) are named by listing key.
      const keys = row.arv_comps.filter((c) => !('property_id' in c)).map((c) => c.listing_key);
      const ids = keys.length
        ? await db.query<{ id: string; listing_key: string }>(
            'select id::text as id, listing_key from listings where listing_key = any($1::text[])',
            [keys],
          )
        : [];
      const idOf = new Map(ids.map((r) => [r.listing_key, r.id]));
      return {
        ...row,
        arv_comps: row.arv_comps.map((c) => ('property_id' in c ? c : { ...c, property_id: idOf.get(c.listing_key) ?? null })),
      };
    },

    /** What the photo gallery needs: the address, the stored media and the facts the illustrative drawings show. */
    async gallery(id: number) {
      const [row] = await db.query<IllustrativeFacts & { property_id: string; is_demo: boolean; media: MediaItem[] }>(
        `select l.id::int as id, l.id::text as property_id, l.unparsed_address as address, l.city, l.state_or_province as state, l.postal_code,
           l.bedrooms_total as bedrooms, l.bathrooms_total_integer as bathrooms, l.living_area, l.lot_size_square_feet as lot_size_sqft,
           l.year_built, l.property_sub_type as property_subtype, l.is_demo, l.media
         from listings l where l.id = $1`,
        [id],
      );
      return row;
    },

    async exists(id: number): Promise<{ address: string } | undefined> {
      const [row] = await db.query<{ address: string }>(
        `select unparsed_address || ', ' || city || ', ' || state_or_province || ' ' || postal_code as address from listings where id = $1`,
        [id],
      );
      return row;
    },

    /** Idempotent; a re-save without an address keeps the one given before. */
    async save(userId: number, listingId: number, address: string | null, fallbackAddress: string): Promise<{ inserted: boolean }> {
      const [row] = await db.query<{ inserted: boolean }>(
        `insert into saved_properties (user_id, listing_id, address) values ($1, $2, coalesce($3, $4))
         on conflict (user_id, listing_id) do update set address = coalesce($3, saved_properties.address), updated_at = now()
         returning (xmax = 0) as inserted`,
        [userId, listingId, address, fallbackAddress],
      );
      return row!;
    },

    async unsave(userId: number, listingId: number): Promise<boolean> {
      return (
        (await db.query('delete from saved_properties where user_id = $1 and listing_id = $2 returning id', [userId, listingId])).length > 0
      );
    },

    async setNote(userId: number, listingId: number, note: string): Promise<boolean> {
      const rows = await db.query(
        'update saved_properties set note = $3, updated_at = now() where user_id = $1 and listing_id = $2 returning id',
        [userId, listingId, note],
      );
      return rows.length > 0;
    },

    async note(userId: number, listingId: number): Promise<string | undefined> {
      const [row] = await db.query<{ note: string }>('select note from saved_properties where user_id = $1 and listing_id = $2', [
        userId,
        listingId,
      ]);
      return row?.note;
    },

    async saved(userId: number, page: Page) {
      const [{ count }] = (await db.query<{ count: number }>('select count(*)::int as count from saved_properties where user_id = $1', [
        userId,
      ])) as [{ count: number }];
      const rows = await db.query<SavedRow>(
        `select s.listing_id::text as property_id, s.address as saved_address, s.note, ${isoTime('s.created_at')} as saved_at,
           ${SUMMARY_COLUMNS.replace('$user', '$1')}
         from saved_properties s join listings l on l.id = s.listing_id ${OWNER_JOIN} where s.user_id = $1 order by s.id desc limit $2 offset $3`,
        [userId, page.limit, page.offset],
      );
      // The item routes (note, get-note, unsave) take the property's id: the list names each row by the same id.
      const results = rows.map(({ property_id, saved_address, note, saved_at, ...property }) => ({
        id: Number(property_id),
        property_id,
        address: saved_address,
        note,
        created_at: saved_at,
        property,
      }));
      return { count, results };
    },
  };
}
