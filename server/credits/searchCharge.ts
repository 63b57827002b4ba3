import type { SqlParams } from '../lib/sqlParams.ts';
import { ledgerInsertSql } from './creditsRepository.ts';
import type { LedgerEntry } from './ledger.ts';
import { SEARCH_PASS_MS } from './searchPass.ts';

/** What a search statement needs to charge its caller for a filter set, once per SEARCH_PASS_HOURS. */
export interface SearchCharge {
  /** Credits the filter set costs when it is not paid for yet. */
  cost: number;
  /** {@link searchFingerprint} of the filters. */
  fingerprint: string;
  /** The ledger row written when this statement pays. */
  entry: LedgerEntry;
  /** The clock's now: passes older than SEARCH_PASS_HOURS before it have expired. */
  at: Date;
  /** Unique per request: tells this statement's payment from a concurrent one for the same filters. */
  nonce: string;
}

/**
 * The credit CTEs of a search statement (the credits module's part of searchSql): `account` reads the balance and whether
 * the filters are paid for; `allowed` is the condition to scan at all; `spent` pays, when the page CTE named `page` has
 * rows and the filters are not paid for, with one conditional UPDATE of the account row, and records the pass on it;
 * `logged` writes the ledger row. PostgreSQL re-checks the UPDATE's condition and SET on the latest row version after
 * waiting for a concurrent spend, so parallel requests never overspend and one filter set is paid once.
 */
export function searchChargeSql(params: SqlParams, user: string, charge: SearchCharge) {
  const cost = params.add(charge.cost);
  const fp = params.add(charge.fingerprint);
  const cutoff = params.add(new Date(charge.at.getTime() - SEARCH_PASS_MS).toISOString());
  const atText = params.add(charge.at.toISOString());
  const nonce = params.add(charge.nonce);
  const paid = (passes: string) => `coalesce((${passes} -> ${fp}::text ->> 'at')::timestamptz > ${cutoff}::timestamptz, false)`;
  const liveAndNew = `(select coalesce(jsonb_object_agg(k, v), '{}'::jsonb) from jsonb_each(passes) e(k, v) where (v ->> 'at')::timestamptz > ${cutoff}::timestamptz)
          || jsonb_build_object(${fp}::text, jsonb_build_object('at', ${atText}::text, 'by', ${nonce}::text))`;
  return {
    account: `account as (select a.balance, ${paid('a.passes')} as paid from (select 1) one left join credit_accounts a on a.user_id = ${user})`,
    allowed: `(select balance >= ${cost} or paid from account)`,
    spent: `spent as (update credit_accounts set
        balance = balance - case when ${paid('passes')} then 0 else ${cost} end,
        passes = case when ${paid('passes')} then passes else ${liveAndNew} end,
        updated_at = ${atText}::text::timestamptz
      where user_id = ${user} and exists (select 1 from page) and not (select paid from account) and (balance >= ${cost} or ${paid('passes')})
      returning user_id, balance, (passes -> ${fp}::text ->> 'by') = ${nonce}::text as charged)`,
    logged: `logged as (${ledgerInsertSql(params, 'spent', `-${cost}::int`, charge.entry, charge.at, 'charged')})`,
  };
}
