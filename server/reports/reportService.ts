import { galleryPhotos } from '../properties/illustrativePhotos.ts';
import type { Credits } from '../credits/credits.ts';
import type { ApiChannel, LedgerEntry } from '../credits/ledger.ts';
import { quoteOf } from '../credits/quote.ts';
import type { Database, Queryable } from '../db/database.ts';
import { badRequest, notFound, outOfCredits } from '../lib/errors.ts';
import type { Page } from '../lib/pagination.ts';
import { bestMatch, normalizeStreet, parseAddress } from './analysis/addressMatch.ts';
import { analyseReport, type AssumptionOverrides } from './analysis/buildReport.ts';
import { listingEvents } from '../listings/history/listingHistoryRepository.ts';
import { ownerRecordOfListing } from '../listings/records/propertyRecordsRepository.ts';
import { gatherReportInputs, type ReportInputsWithProperty } from './reportInputs.ts';
import { reportsRepository, type PropertyFacts, type StoredReport } from './reportsRepository.ts';
import { salesRepository } from './salesRepository.ts';
import type { FullReport } from './schemas.ts';

/** What one report costs (charged once, when it is generated; reading it again is free). */
export const REPORT_CREDIT_COST = 1;
/** The widget shows a report of the same listing made this many days ago or less again, instead of paying for a new one. */
export const WIDGET_REPORT_REUSE_DAYS = 7;
export const NO_MATCH = 'No listing matches this address. Check the street number and spelling, or pick a suggestion.';
export const NOT_FOUND = 'Report not found.';
export const notEnoughReportCredits = () =>
  outOfCredits(`A full property report costs ${REPORT_CREDIT_COST} credit and you have none left.`);

const today = () => new Date().toISOString().slice(0, 10);

/** The answer's body: the property's facts with its pictures, then every analysis with its explanation. */
function compose(inputs: ReportInputsWithProperty, overrides: AssumptionOverrides) {
  const p = inputs.property;
  // The listing's photos, or the gallery's labelled drawings made from its facts when it has none.
  const photos = galleryPhotos(
    p.media.map((m) => ({ ...m, kind: m.kind ?? 'photo' })),
    { ...p, id: Number(p.id) },
  );
  return {
    property: { ...p, photos, thumbnail_url: photos[0]!.url },
    reference_date: inputs.referenceDate,
    // Reports stored before the history was gathered have none.
    history: inputs.history ?? [],
    // The property record as it stood when the report was made (issue 28); null without one or in older reports.
    owner: inputs.owner ?? null,
    ...analyseReport(inputs, overrides),
  };
}

/** A stored report as the API answers it (its body was composed by this service: see schemas.ts). */
export const present = (row: StoredReport) =>
  ({ id: row.id, created_at: row.created_at, updated_at: row.updated_at, ...row.body }) as FullReport;

/** Where the report history lives (a report's own page is {@link reportLink}). */
export const REPORT_HISTORY_LINK = '/products/full-property-report/history';
/** The app page of one report: where its ledger row points. */
export const reportLink = (id: number | string) => `/report?id=${id}`;

/** The ledger row of a report of a listing (its quote's label); `id` once the report is stored. */
export const reportEntry = (address: string, id?: number | string): LedgerEntry => ({
  kind: 'report',
  description: `Full property report: ${address}`,
  link: id === undefined ? REPORT_HISTORY_LINK : reportLink(id),
});

/** Generates, stores, lists and recomputes full property reports. */

/** `credits`: the app's credits domain, which charges a report in the transaction that stores it. */
export function reportService(db: Database, credits: Credits) {
  const repository = reportsRepository(db);
  const reader = salesRepository(db);

  /**
   * The report's inputs: the listing's stored valuation, reproduced (see gatherReportInputs), and its price and status
   * history as of now (kept with the report, like its comparables).
   */
  const gather = async (p: PropertyFacts, day: string): Promise<ReportInputsWithProperty> => {
    const [inputs, history, owner] = await Promise.all([
      gatherReportInputs(reader, p, day),
      listingEvents(db, Number(p.id)),
      ownerRecordOfListing(db, Number(p.id)),
    ]);
    return { ...inputs, history, owner };
  };

  /** The listing an address names (typed tolerantly), or 404. */
  async function resolve(request: { address?: string; property_id?: string }): Promise<PropertyFacts> {
    if (request.property_id) {
      const p = await repository.property(request.property_id);
      if (!p) throw notFound('Property not found.');
      return p;
    }
    const typed = parseAddress(request.address ?? '');
    if (!typed.houseNumber) throw notFound(NO_MATCH);
    const match = bestMatch(typed, await repository.candidates(typed.houseNumber, typed.zip));
    if (!match) throw notFound(NO_MATCH);
    return (await repository.property(match.id))!;
  }

  return {
    repository,

    /**
     * Resolves, analyses, charges REPORT_CREDIT_COST and stores in one transaction: a 404 or a failure costs nothing.
     * `widgetKeyId`: made by that key's website widget, which may show it again (see {@link widgetReport}).
     */
    async generate(
      userId: number,
      request: { address?: string; property_id?: string },
      via?: ApiChannel | null,
      widgetKeyId: number | null = null,
    ) {
      const property = await resolve(request);
      const inputs = await gather(property, today());
      const body = compose(inputs, {});
      const row = await db.transaction(async (tx: Queryable) => {
        // Stored first so the ledger row can point at it; a 402 rolls the report back with the charge.
        const stored = await reportsRepository(tx).insert(
          userId,
          property.id,
          property.address,
          inputs.referenceDate,
          inputs,
          body,
          widgetKeyId,
        );
        const entry = reportEntry(property.address, stored.id);
        if ((await credits.charge({ userId, cost: REPORT_CREDIT_COST, entry, via, tx })) === null) throw notEnoughReportCredits();
        return stored;
      });
      return present(row);
    },

    /** What generating the report of an address or listing would cost now, in the ledger's words (404 as generate answers). */
    async quote(userId: number, request: { address?: string; property_id?: string }) {
      const [property, balance] = await Promise.all([resolve(request), credits.balance(userId)]);
      const price = { label: reportEntry(property.address).description, cost: REPORT_CREDIT_COST, freeReason: null, freeUntil: null };
      return quoteOf('report', price, balance);
    },

    /**
     * The report the website widget shows of a listing: the one its key's widget made within WIDGET_REPORT_REUSE_DAYS
     * (free: its visitors see the same listing's report without paying again), else a new one charged to the owner.
     */
    async widgetReport(userId: number, keyId: number, propertyId: string, via: ApiChannel) {
      const recent = await repository.recentWidgetReport(keyId, propertyId, WIDGET_REPORT_REUSE_DAYS);
      if (recent) return { report: present(recent), reused: true };
      return { report: await this.generate(userId, { property_id: propertyId }, via, keyId), reused: false };
    },

    async get(id: number, userId: number) {
      const row = await repository.find(id, userId);
      if (!row) throw notFound(NOT_FOUND);
      return row;
    },

    /** Merges the changed assumptions (and comp choices) into the saved ones and recomputes from the stored inputs. */
    async updateAssumptions(id: number, userId: number, changes: AssumptionOverrides) {
      const row = await this.get(id, userId);
      const overrides = { ...row.overrides, ...changes };
      if (changes.added_comp_ids?.length) {
        const known = new Set(row.inputs.sales.map((s) => s.property_id));
        const missing = changes.added_comp_ids.filter((c) => !known.has(c));
        const extra = await reader.salesByIds(missing);
        if (extra.length !== missing.length)
          throw badRequest('added_comp_ids must name closed sales.', { added_comp_ids: ['Not a closed sale.'] });
        row.inputs.sales.push(...extra);
      }
      const updated = await db.transaction(async (tx: Queryable) => {
        if (changes.added_comp_ids?.length) await reportsRepository(tx).saveInputs(id, row.inputs);
        return reportsRepository(tx).update(id, userId, overrides, compose(row.inputs, overrides));
      });
      if (!updated) throw notFound(NOT_FOUND);
      return present(updated);
    },

    list: (userId: number, page: Page, search?: string) => repository.list(userId, page, search),

    suggest: (text: string, limit: number) => repository.suggest(normalizeStreet(text), limit),

    /** The public sample: the most confidently valued listing on the market, analysed today, never stored or charged. */
    async demo() {
      const id = await repository.demoListingId();
      if (!id) throw notFound('No listing to show a sample report for yet.');
      const inputs = await gather((await repository.property(id))!, today());
      return { id: 0, created_at: new Date().toISOString(), updated_at: new Date().toISOString(), is_sample: true, ...compose(inputs, {}) };
    },
  };
}
export type ReportService = ReturnType<typeof reportService>;
