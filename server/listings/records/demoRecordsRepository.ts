import { yieldToEventLoop, type Queryable } from '../../db/database.ts';

/**
 * Demo owner data (issue 28): a generated property record for every demo listing's address, so the owner filters, columns
 * and report work on the demo set, and for a quarter of them a neighbour's: the same street a few doors along, a house no
 * listing has, which the off-market search finds. Shown as "Demo owner data" wherever it appears (is_demo). One set-based
 * statement over the listings (no rows through the event loop); deterministic: every draw is a hash of the listing key, so
 * the same listings give the same records. Equity uses amortised_balance (migration 145), the SQL twin of equity.ts.
 *
 * The mix: a sale 1–30 years back (recent ones likelier; a sold listing's sale is its own close), 72% financed at 80–96.5%
 * of the price at a rate of the sale's era, 30% absentee owners (55% of multi-family), 3% vacant, 4% tax delinquent,
 * pre-foreclosure for listings in foreclosure (notice of sale) and 2% of financed others (notice of default), 1.5% lis
 * pendens, 1% probate. A neighbour's house is valued at 85–115% of the listing's, and is never in foreclosure.
 */
/** Which house a statement writes the record of: the listing's own, or its off-market neighbour's. */
type DemoHouse = 'listing' | 'neighbour';

const RECORD_COLUMNS = `address_key, parcel_number, unparsed_address, city, state_or_province, postal_code, county_or_parish, latitude, longitude,
  owner_names, mailing_address, mailing_city, mailing_state, mailing_postal_code, absentee, owner_occupied,
  last_sale_price, last_sale_date, assessed_value, market_value, tax_amount, tax_delinquent, loans,
  open_mortgage_balance, estimated_equity, equity_pct, ltv, estimated_on,
  preforeclosure_stage, preforeclosure_recorded_on, preforeclosure_sale_date, lis_pendens, probate, vacant, distress_flags, is_demo`;

const demoRecordsSql = (house: DemoHouse) => `
insert into property_records (${RECORD_COLUMNS})
select distinct on (address_key) address_key, parcel_number, unparsed_address, city, state_or_province, postal_code, county_or_parish, latitude, longitude,
  owner_names,
  case when absentee then mail_street else unparsed_address end,
  case when absentee then mail_city else city end,
  case when absentee then mail_state else state_or_province end,
  case when absentee then mail_zip else postal_code end,
  absentee, not absentee and not vacant,
  sale_price, sale_date, round(market_value * 0.85, -2), market_value, round(market_value * 0.85 * 0.017), tax_delinquent,
  case when financed then jsonb_build_array(jsonb_build_object('amount', loan, 'rate_pct', rate, 'term_months', term,
    'recorded_on', to_char(sale_date, 'YYYY-MM-DD'))) else '[]'::jsonb end,
  balance, market_value - balance, round(100 * (market_value - balance) / market_value, 1), round(balance / market_value, 4),
  current_date, stage, case when stage is not null then current_date - (15 + (u11 * 120)::int) end,
  case when stage = 'notice_of_sale' then coalesce(auction_day, current_date + 30) end,
  lis_pendens, probate, vacant,
  array_remove(array[case when stage is not null then 'preforeclosure' end, case when lis_pendens then 'lis_pendens' end,
    case when tax_delinquent then 'tax_default' end, case when probate then 'probate' end, case when vacant then 'vacant' end], null),
  true
from (
  select d.*,
    case when financed then round(amortised_balance(loan::float8, rate::float8, term,
      months_paid)::numeric, 2)
    else 0 end as balance,
    case when foreclosure and financed then 'notice_of_sale' when financed and u11 < 0.02 then 'notice_of_default' end as stage
  from (
    select s.*,
      round(sale_price * case when u4 < 0.5 then 0.8 when u4 < 0.8 then 0.9 else 0.965 end) as loan,
      round((case when date_part('year', sale_date) >= 2023 then 6.5 + u5 * 0.8
        when date_part('year', sale_date) >= 2020 then 2.75 + u5 * 0.6
        when date_part('year', sale_date) >= 2009 then 3.75 + u5 * 1.0
        else 5.75 + u5 * 1.0 end) * 8) / 8 as rate,
      case when u6 < 0.15 then 180 else 360 end as term,
      -- Whole months from the sale (the loan's recording) to today, as equity.ts's monthsBetween counts them.
      ((date_part('year', current_date) - date_part('year', sale_date)) * 12 + date_part('month', current_date)
        - date_part('month', sale_date) - case when date_part('day', current_date) < date_part('day', sale_date) then 1 else 0 end)::int
        as months_paid
    from (
      select ${house === 'listing' ? LISTING_HOUSE : NEIGHBOUR_HOUSE},
        coalesce(l.close_date, current_date - ((1 + floor(u.u1 * u.u1 * 30)) * 365 + floor(u.u2 * 300))::int) as sale_date,
        coalesce(l.close_price, round((coalesce(l.arv, l.list_price) / power(1.045::float8, 1 + floor(u.u1 * u.u1 * 30)))::numeric, -3))::numeric as sale_price,
        u.u3 < 0.72 as financed, u.u4, u.u5, u.u6, u.u11,
        u.u7 < case when l.property_sub_type in ('Duplex', 'Triplex', 'Quadruplex') then 0.55 else 0.3 end as absentee,
        u.u9 < 0.03 as vacant, u.u10 < 0.04 as tax_delinquent, u.u12 < 0.015 as lis_pendens, u.u13 < 0.01 as probate,
        ${house === 'listing' ? "'In Foreclosure' = any(l.special_listing_conditions)" : 'false'} as foreclosure,
        case when u.u8 < 0.25 then 'PO Box ' || (100 + floor(u.u2 * 9800))::int
          else (100 + floor(u.u8 * 9800))::int || ' ' || (array['Oak', 'Maple', 'Cedar', 'Pine', 'Elm', 'Lake', 'Hill', 'Park'])[1 + floor(u.u6 * 8)::int] || ' St' end as mail_street,
        (array['Dallas', 'Phoenix', 'Chicago', 'Miami', 'Denver', 'Atlanta', 'Seattle', 'Charlotte', 'Irvine', 'New York'])[1 + floor(u.u18 * 10)::int] as mail_city,
        (array['TX', 'AZ', 'IL', 'FL', 'CO', 'GA', 'WA', 'NC', 'CA', 'NY'])[1 + floor(u.u18 * 10)::int] as mail_state,
        (array['75201', '85004', '60601', '33130', '80202', '30303', '98101', '28202', '92614', '10001'])[1 + floor(u.u18 * 10)::int] as mail_zip,
        case when u.u14 < 0.15 then array[(array['Smith', 'Garcia', 'Nguyen', 'Patel', 'Johnson', 'Brown', 'Lee', 'Miller', 'Davis', 'Lopez'])[1 + floor(u.u15 * 10)::int] || ' Holdings LLC']
          when u.u14 < 0.25 then array[(array['James', 'Maria', 'Robert', 'Linda', 'David', 'Susan', 'Carlos', 'Mei', 'Ahmed', 'Grace'])[1 + floor(u.u16 * 10)::int] || ' ' || (array['Smith', 'Garcia', 'Nguyen', 'Patel', 'Johnson', 'Brown', 'Lee', 'Miller', 'Davis', 'Lopez'])[1 + floor(u.u15 * 10)::int],
            (array['Anna', 'Michael', 'Sofia', 'Daniel', 'Emily', 'Jose', 'Olivia', 'Kevin', 'Priya', 'Tom'])[1 + floor(u.u17 * 10)::int] || ' ' || (array['Smith', 'Garcia', 'Nguyen', 'Patel', 'Johnson', 'Brown', 'Lee', 'Miller', 'Davis', 'Lopez'])[1 + floor(u.u15 * 10)::int]]
          else array[(array['James', 'Maria', 'Robert', 'Linda', 'David', 'Susan', 'Carlos', 'Mei', 'Ahmed', 'Grace'])[1 + floor(u.u16 * 10)::int] || ' ' || (array['Smith', 'Garcia', 'Nguyen', 'Patel', 'Johnson', 'Brown', 'Lee', 'Miller', 'Davis', 'Lopez'])[1 + floor(u.u15 * 10)::int]] end as owner_names
      from (${house === 'listing' ? 'select * from listings' : NEIGHBOUR_LISTINGS}) l
      cross join lateral (select
        ${draws(18)}) u
      where l.is_demo and l.id between $1 and $2 and coalesce(l.arv, l.close_price, l.list_price) > 0
    ) s
  ) d
) f
order by address_key, parcel_number
-- Two houses at one address (two listings, or two listings' neighbours): the lower parcel number keeps it, in one statement
-- (distinct on) or across statements and lanes (whichever wrote first), so the records do not depend on the order of ranges.
on conflict (address_key) do update set (${RECORD_COLUMNS}) = (${RECORD_COLUMNS.replace(/(\w+)/g, 'excluded.$1')})
  where property_records.is_demo and excluded.parcel_number < property_records.parcel_number`;

/** The listing's own house: its address, place and value. */
const LISTING_HOUSE = `l.address_key, l.unparsed_address, l.city, l.state_or_province, l.postal_code, l.county_or_parish, l.latitude,
        l.longitude, 'DEMO-' || l.postal_code || '-' || lpad(l.id::text, 7, '0') as parcel_number,
        (l.auction_date at time zone 'UTC')::date as auction_day,
        coalesce(l.arv, l.close_price, l.list_price)::numeric as market_value`;

/**
 * A quarter of the demo listings (by a draw of their key) as their neighbour: 2 to 40 house numbers along the same street,
 * with its own key (so its own draws), no sale of its own, never sold at auction, and never an address some listing has.
 * address_key as addressKey() spells it.
 */
const NEIGHBOUR_LISTINGS = `select * from (select l.id, l.is_demo, l.listing_key || ':neighbour' as listing_key, address, l.city, l.state_or_province,
    l.postal_code, l.county_or_parish, l.latitude + 0.0004 * step as latitude, l.longitude + 0.0004 * step as longitude,
    l.property_sub_type, l.special_listing_conditions, l.arv * value_ratio as arv, null::numeric as close_price,
    null::date as close_date, l.list_price * value_ratio as list_price,
    trim(regexp_replace(lower(address), '[^a-z0-9]+', ' ', 'g')) || '|' || l.postal_code as address_key
  from listings l
  cross join lateral (select ((hashtext(l.listing_key || ':neighbour') & 2147483647) % 100000)::float8 / 100000 as pick,
    1 + ((hashtext(l.listing_key || ':step') & 2147483647) % 20) as step,
    0.85 + ((hashtext(l.listing_key || ':value') & 2147483647) % 31)::float8 / 100 as value_ratio) n
  cross join lateral (select (substring(l.unparsed_address from '^[0-9]+')::int + 2 * n.step)::text
    || substring(l.unparsed_address from '^[0-9]+(.*)$') as address) a
  where n.pick < 0.25 and l.unparsed_address ~ '^[0-9]{1,6} ') neighbour
  where not exists (select 1 from listings o where o.address_key = neighbour.address_key)`;

const NEIGHBOUR_HOUSE = `l.address_key, l.address as unparsed_address, l.city, l.state_or_province, l.postal_code, l.county_or_parish,
        l.latitude, l.longitude, 'DEMO-' || l.postal_code || '-' || lpad(l.id::text, 7, '0') || 'N' as parcel_number,
        null::date as auction_day, coalesce(l.arv, l.list_price)::numeric as market_value`;

export const DEMO_RECORDS_SQL = demoRecordsSql('listing');
export const DEMO_NEIGHBOUR_RECORDS_SQL = demoRecordsSql('neighbour');

/** `n` uniform draws in [0, 1) from the listing key: u1 … un. */
function draws(n: number): string {
  return Array.from(
    { length: n },
    (_, i) => `((hashtext(l.listing_key || ':${i + 1}') & 2147483647) % 100000)::float8 / 100000 as u${i + 1}`,
  ).join(',\n        ');
}

/** Demo listings per statement: about 0.3 s of an in-process PGlite's time each on a quiet 2-core machine. */
const CHUNK_LISTINGS = 5000;

/** PostgreSQL's deadlock_detected: two lanes inserting the same two neighbours in opposite orders (rare); the chunk is retried. */
const DEADLOCK = '40P01';

/**
 * Writes the demo owner data for the demo listings (one record per address, none twice, so a run stopped half-way is
 * finished by the next), a range of listing ids per statement with a turn for waiting requests after each: 100,000
 * listings take about 7 s of the database's time, so seeding does this after the listings are searchable. `lanes` ranges
 * run side by side on a PostgreSQL server (one per core it has to spare); a neighbour never takes a listing's address, so
 * lanes only meet on an address two houses share, where the lower parcel number wins either way. Answers the records written.
 */
export async function seedDemoPropertyRecords(db: Queryable, chunk = CHUNK_LISTINGS, lanes = 1): Promise<number> {
  const [range] = await db.query<{ first: string | null; last: string | null }>(
    'select min(id)::text as first, max(id)::text as last from listings where is_demo',
  );
  if (!range?.first || !range.last) return 0;
  const last = Number(range.last);
  let next = Number(range.first);
  let written = 0;
  const lane = async () => {
    for (let from = next; from <= last; from = next) {
      next += chunk;
      // Not `written += await …`: that adds to the total as it was before the wait, losing what the other lanes added.
      const records = await recordsOfRange(db, from, from + chunk - 1);
      written += records;
      await yieldToEventLoop();
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  return written;
}

async function recordsOfRange(db: Queryable, from: number, to: number): Promise<number> {
  let written = 0;
  // The listings' own records first: a neighbour whose address is another listing's then finds that one taken.
  for (const sql of [DEMO_RECORDS_SQL, DEMO_NEIGHBOUR_RECORDS_SQL]) {
    for (;;) {
      try {
        // xmax = 0 marks a row inserted rather than taken over from a higher parcel number: records, not writes, are counted.
        const result = await db.query<{ n: number }>(
          `with written as (${sql} returning xmax = 0 as inserted)
          select count(*) filter (where inserted)::int as n from written`,
          [from, to],
        );
        written += result[0]?.n ?? 0;
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== DEADLOCK) throw error;
      }
    }
  }
  return written;
}
