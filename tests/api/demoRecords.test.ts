import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoListingsIfEmpty } from '../../server/listings/demoData.ts';
import { seedDemoPropertyRecords } from '../../server/listings/records/demoRecordsRepository.ts';
import { estimateEquity, type RecordedLoan } from '../../server/listings/records/equity.ts';
import { buildTestApp, registeredUser, type TestUser } from './helpers.ts';
import { getJson } from './searchHelpers.ts';

let harness: Awaited<ReturnType<typeof buildTestApp>>;
let user: TestUser;
beforeAll(async () => {
  harness = await buildTestApp();
  const started = Date.now();
  await seedDemoListingsIfEmpty(harness.db, { count: 3000 });
  console.log(`seeded 3,000 demo listings with their owner data in ${Date.now() - started} ms`);
  user = await registeredUser(harness.app);
});
afterAll(() => harness.close());

describe('demo owner data', () => {
  it('gives every demo address one record, labelled demo, in the planned mix', async () => {
    const [stats] = await harness.db.query<Record<string, number>>(
      `select (select count(distinct address_key)::int from listings where is_demo) as addresses,
         count(*) filter (where exists (select 1 from listings l where l.address_key = property_records.address_key))::int as records,
         count(*)::int as total, count(*) filter (where is_demo)::int as demo, count(*) filter (where absentee)::int as absentee,
         count(*) filter (where owner_occupied)::int as occupied, count(*) filter (where jsonb_array_length(loans) > 0)::int as financed,
         count(*) filter (where tax_delinquent)::int as delinquent, count(*) filter (where preforeclosure_stage is not null)::int as preforeclosure,
         count(*) filter (where equity_pct >= 40)::int as equity40, count(*) filter (where absentee and mailing_address = unparsed_address)::int as bad_mail
       from property_records`,
    );
    expect(stats!.records).toBe(stats!.addresses);
    expect(stats!.demo).toBe(stats!.total);
    const share = (n: number) => n / stats!.total;
    expect(share(stats!.absentee)).toBeGreaterThan(0.25);
    expect(share(stats!.absentee)).toBeLessThan(0.4);
    expect(share(stats!.financed)).toBeGreaterThan(0.65);
    expect(share(stats!.financed)).toBeLessThan(0.8);
    expect(share(stats!.delinquent)).toBeGreaterThan(0.02);
    expect(share(stats!.delinquent)).toBeLessThan(0.07);
    expect(stats!.preforeclosure).toBeGreaterThan(10);
    expect(stats!.equity40).toBeGreaterThan(stats!.total / 3);
    expect(stats!.bad_mail).toBe(0);
  });

  it("the SQL's balances and equity agree with equity.ts for every financed record", async () => {
    const rows = await harness.db.query<{
      market: number;
      loans: RecordedLoan[];
      balance: number;
      equity: number;
      pct: number;
      ltv: number;
      on: string;
    }>(
      `select market_value::float8 as market, loans, open_mortgage_balance::float8 as balance, estimated_equity::float8 as equity,
         equity_pct::float8 as pct, ltv::float8 as ltv, to_char(estimated_on, 'YYYY-MM-DD') as on
       from property_records where jsonb_array_length(loans) > 0`,
    );
    expect(rows.length).toBeGreaterThan(1000);
    for (const row of rows) {
      const expected = estimateEquity(row.market, row.loans, row.on);
      expect(row.balance).toBeCloseTo(expected.open_mortgage_balance, 1);
      expect(row.equity).toBeCloseTo(expected.estimated_equity!, 1);
      expect(row.pct).toBeCloseTo(expected.equity_pct!, 5);
      expect(row.ltv).toBeCloseTo(expected.ltv!, 5);
    }
  });

  it('searches find demo listings by owner facts and say the data is demo', async () => {
    const [{ state }] = (await harness.db.query<{ state: string }>(
      'select state_or_province as state from listings group by 1 order by count(*) desc limit 1',
    )) as [{ state: string }];
    const { status, body } = await getJson(
      harness,
      user,
      `/api/searches/properties/?location=${state}&absentee_owner=true&equity_pct_min=40`,
    );
    expect(status).toBe(200);
    expect(body.count).toBeGreaterThan(0);
    for (const row of body.results as Record<string, unknown>[]) {
      expect(row).toMatchObject({ absentee_owner: true, owner_data: 'Demo owner data' });
      expect(row.equity_pct as number).toBeGreaterThanOrEqual(40);
      expect(row.owner_names).toEqual(expect.any(String));
    }
  });

  it('gives a quarter of the demo houses an off-market neighbour, which the off-market search finds', async () => {
    const [counts] = await harness.db.query<{ listings: number; neighbours: number; listed: number }>(
      `select (select count(*)::int from listings where is_demo) as listings,
         count(*) filter (where parcel_number like '%N')::int as neighbours,
         count(*) filter (where parcel_number like '%N' and exists (select 1 from listings l where l.address_key = r.address_key))::int as listed
       from property_records r`,
    );
    expect(counts!.neighbours / counts!.listings).toBeGreaterThan(0.18);
    expect(counts!.neighbours / counts!.listings).toBeLessThan(0.27);
    expect(counts!.listed).toBe(0);
    const [{ state, n }] = (await harness.db.query<{ state: string; n: number }>(
      `select state_or_province as state, count(*)::int as n from property_records r
       where not exists (select 1 from listings l where l.address_key = r.address_key) group by 1 order by 2 desc limit 1`,
    )) as [{ state: string; n: number }];
    const { status, body } = await getJson(harness, user, `/api/searches/off-market/?location=${state}&page_size=100`);
    expect(status).toBe(200);
    expect(body.count).toBe(n);
    const first = (body.results as { address: string; postal_code: string; record: { owner_data: string } }[])[0]!;
    expect(first.record.owner_data).toBe('Demo owner data');
    expect(first.address).toMatch(/^\d+ /);
  });

  it('writes the same records in two lanes of small ranges as in one, and counts every one (runs last: it rewrites them)', async () => {
    const digest = async () =>
      (
        await harness.db.query<{ n: number; digest: string }>(
          `select count(*)::int as n, md5(string_agg(address_key || parcel_number || coalesce(estimated_equity::text, ''), ',' order by address_key)) as digest
           from property_records where is_demo`,
        )
      )[0]!;
    const before = await digest();
    await harness.db.query('delete from property_records where is_demo');
    expect(await seedDemoPropertyRecords(harness.db, 200, 2)).toBe(before.n);
    expect(await digest()).toEqual(before);
  });
});
