import type { Queryable } from '../db/database.ts';
import { badRequest } from '../lib/errors.ts';
import type { Credits } from './credits.ts';
import { creditsRepository, type LedgerRow } from './creditsRepository.ts';
import type { LedgerKind } from './ledger.ts';
import { nextDay, startOfDay, usagePeriod, userTimeZone } from './usagePeriod.ts';

/** Credits used on one day of the period, by kind (refunds: credits given back that day). */
export interface UsageDay {
  date: string;
  searches: number;
  downloads: number;
  reports: number;
  api_calls: number;
  refunds: number;
}

/** The usage field each ledger kind adds to (grants add to none); the team usage view sums by the same rule. */
export const USAGE_FIELD: Partial<Record<LedgerKind, keyof Omit<UsageDay, 'date'>>> = {
  search: 'searches',
  download: 'downloads',
  report: 'reports',
  api: 'api_calls',
  refund: 'refunds',
};

/** Credits used net of refunds, as the dashboard's "used this period" counts them. */
export const creditsUsed = (d: Omit<UsageDay, 'date'>) => d.searches + d.downloads + d.reports + d.api_calls - d.refunds;

/** Ledger filters as the API takes them: dates (inclusive) in the user's time zone. */
export interface LedgerQuery {
  kind?: LedgerKind;
  from?: string;
  to?: string;
}

/** The usage dashboard: balance, period, credits used per day, and the ledger. */
export function usageDashboard(db: Queryable, credits: Credits) {
  const repository = creditsRepository(db);

  async function ledger(userId: number, query: LedgerQuery, limit: number, offset: number): Promise<{ count: number; rows: LedgerRow[] }> {
    if (query.from && query.to && query.from > query.to)
      throw badRequest('from must not be after to.', { to: ['Must be on or after the start date.'] });
    const timeZone = query.from || query.to ? userTimeZone(await repository.accountHolder(userId)) : 'UTC';
    return repository.ledgerPage(
      userId,
      {
        kind: query.kind,
        from: query.from ? startOfDay(query.from, timeZone) : undefined,
        to: query.to ? startOfDay(nextDay(query.to), timeZone) : undefined,
      },
      limit,
      offset,
    );
  }

  return {
    ledger,

    /** `billingPeriod`: the plan in force's period (the caller's, from billing); without one, the calendar month. */
    async data(userId: number, limit: number, billingPeriod?: { start: Date; end: Date } | null) {
      const now = credits.now();
      const balance = await credits.balance(userId);
      const period = usagePeriod(await repository.accountHolder(userId), now, billingPeriod);
      const perDay = await repository.creditsPerDay(userId, period.start, period.end, period.timeZone);
      const days = new Map<string, UsageDay>();
      for (let day = period.firstDay; day <= period.lastDay; day = nextDay(day)) {
        days.set(day, { date: day, searches: 0, downloads: 0, reports: 0, api_calls: 0, refunds: 0 });
      }
      for (const { day, kind, credits } of perDay) {
        const field = USAGE_FIELD[kind];
        const entry = days.get(day);
        if (field && entry) entry[field] += credits;
      }
      const usage = [...days.values()];
      const used = usage.reduce((sum, d) => sum + creditsUsed(d), 0);
      return {
        balance,
        used_this_period: used,
        period_start: period.firstDay,
        period_end: period.lastDay,
        time_zone: period.timeZone,
        usage,
        ledger: await ledger(userId, {}, limit, 0),
      };
    },
  };
}
