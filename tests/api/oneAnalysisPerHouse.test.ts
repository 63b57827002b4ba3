import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoListingsIfEmpty } from '../../server/listings/demoData.ts';
import { refreshStaleMetrics } from '../../server/listings/metrics/recompute.ts';
import { METRICS_VERSION } from '../../server/listings/metrics/valuation.ts';
import { bearer, buildTestApp, registeredUser, type TestUser } from './helpers.ts';
import { readPdf } from './pdfReader.ts';
import { setCredits } from './searchHelpers.ts';

// Issue 24, "one analysis per house": the property page and the full report with its default assumptions show the same
// ARV, rehab, rent, LP/ARV and value gap, because the report values the listing from what its stored metrics chose.
let h: Awaited<ReturnType<typeof buildTestApp>>;
let user: TestUser;
const today = new Date('2025-06-01');

beforeAll(async () => {
  h = await buildTestApp();
  await seedDemoListingsIfEmpty(h.db, { count: 2000, today });
  user = await registeredUser(h.app);
  await setCredits(h, user, 100);
}, 120_000);
afterAll(() => h.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  h.app.inject({ method, url, headers: bearer(user), ...(payload ? { payload } : {}) });

describe('one analysis per house', () => {
  it('20 demo listings: the property page and the full report agree on ARV, rehab, rent, LP/ARV and value gap', async () => {
    // On the market and sold, in every condition, spread over the data (md5 order), each with an ARV.
    const listings = await h.db.query<{ id: string }>(
      `(select id::text as id from listings where arv is not null and status = 'for_sale' order by md5(id::text) limit 14)
       union all (select id::text from listings where arv is not null and status = 'sold' order by md5(id::text) limit 6)`,
    );
    expect(listings).toHaveLength(20);
    const conditions = new Set<string>();
    for (const { id } of listings) {
      const page = (await call('GET', `/api/properties/${id}/`)).json();
      const created = await call('POST', '/api/report/', { property_id: id });
      expect(created.statusCode).toBe(201);
      const report = created.json();
      conditions.add(page.condition);
      expect({
        arv: report.arv.value,
        arv_confidence: report.arv.confidence,
        comps: report.comps.length,
        rehab: report.rehab.total.value,
        rent: report.rent.value,
        lp_arv: report.lp_arv.value,
        value_gap: report.value_gap.value,
      }).toEqual({
        arv: page.arv,
        arv_confidence: page.arv_confidence,
        comps: page.explanation.arv.comps.length,
        rehab: page.rehab_estimate,
        rent: page.rent_estimate,
        lp_arv: page.lp_arv,
        value_gap: page.value_gap,
      });
      // The page lists the same comparables the report adjusted.
      expect(report.comps.map((c: { property_id: string }) => c.property_id)).toEqual(
        page.explanation.arv.comps.map((c: { property_id: string }) => c.property_id),
      );
    }
    expect(conditions.size).toBeGreaterThan(1);
  }, 120_000);

  it("a user's choices recompute from the listing's inputs, with sales nearby to add; the PDF shows LP/ARV in percent", async () => {
    const [row] = await h.db.query<{ id: string }>(
      `select id::text as id from listings where status = 'for_sale' and arv_comp_count >= 4 order by md5(id::text) limit 1`,
    );
    const report = (await call('POST', '/api/report/', { property_id: row!.id })).json();
    const [first] = report.comps as { property_id: string }[];
    const changed = (await call('PUT', `/api/report/${report.id}/assumptions/`, { excluded_comp_ids: [first!.property_id] })).json();
    expect(changed.comps.map((c: { property_id: string }) => c.property_id)).not.toContain(first!.property_id);
    expect(changed.comps.length).toBeGreaterThanOrEqual(3);
    // Back to no choice: the listing's own figures again.
    const back = (await call('PUT', `/api/report/${report.id}/assumptions/`, { excluded_comp_ids: [] })).json();
    expect(back.arv.value).toBe(report.arv.value);
    const pdf = readPdf((await call('GET', `/api/report/${report.id}/pdf`)).rawPayload).pages.join('\n');
    expect(pdf).toContain(`LP/ARV\n${Math.round(report.lp_arv.value * 100)}%`);
  }, 60_000);

  it('metrics stored under older rules are recomputed at start, ZIP by ZIP, and then agree with the report again', async () => {
    const [row] = await h.db.query<{ id: string; postal_code: string }>(
      `select id::text as id, postal_code from listings where status = 'for_sale' and arv is not null order by md5(id::text) limit 1`,
    );
    await h.db.query('update listings set metrics_version = null, arv = 1000 where id = $1', [row!.id]);
    const inZip = await h.db.query<{ n: number }>('select count(*)::int as n from listings where postal_code = $1', [row!.postal_code]);
    expect(await refreshStaleMetrics(h.db, today)).toBe(inZip[0]!.n);
    expect(await refreshStaleMetrics(h.db, today)).toBe(0);
    const page = (await call('GET', `/api/properties/${row!.id}/`)).json();
    const report = (await call('POST', '/api/report/', { property_id: row!.id })).json();
    const [stored] = await h.db.query<{ metrics_version: number }>('select metrics_version from listings where id = $1', [row!.id]);
    expect(stored!.metrics_version).toBe(METRICS_VERSION);
    expect(page.arv).not.toBe(1000);
    expect([page.arv, page.rehab_estimate, page.rent_estimate]).toEqual([report.arv.value, report.rehab.total.value, report.rent.value]);
  }, 60_000);
});
