/**
 * Owner equity from public records (issue 28), pure: the open balance of each recorded loan amortised by the standard
 * formula, the estimated equity (market value − open balances), equity in percent of the market value and LTV
 * (open balances ÷ market value), years owned, and whether the owner is absentee. docs/property-records.md.
 */
import { addressKey } from '../listingRow.ts';

/** A recorded loan (a deed of trust or mortgage in the recorder's file): fixed rate, monthly payments from the recording day. */
export interface RecordedLoan {
  amount: number;
  /** Annual interest rate in percent (6 = 6%). */
  rate_pct: number;
  term_months: number;
  /** YYYY-MM-DD: the day the loan was recorded; the first payment is counted a month later. */
  recorded_on: string;
}

/** Rate assumed for a recorded loan whose rate the file does not give; term assumed: 30 years. */
export const DEFAULT_RATE_PCT = 6.5;
export const DEFAULT_TERM_MONTHS = 360;

const cents = (n: number) => Math.round(n * 100) / 100;

/** The monthly payment of a fixed-rate loan: P·r / (1 − (1 + r)^−n), r the monthly rate; P / n at 0%. */
export function monthlyPayment(amount: number, ratePct: number, termMonths: number): number {
  const r = ratePct / 1200;
  return r === 0 ? amount / termMonths : (amount * r) / (1 - (1 + r) ** -termMonths);
}

/**
 * The balance after `paid` monthly payments: P·(1 + r)^k − payment·((1 + r)^k − 1) / r (0 once the term has run, the
 * whole amount before the first payment), to the cent.
 */
export function remainingBalance(amount: number, ratePct: number, termMonths: number, paid: number): number {
  if (paid >= termMonths) return 0;
  if (paid <= 0) return cents(amount);
  const r = ratePct / 1200;
  if (r === 0) return cents((amount * (termMonths - paid)) / termMonths);
  const growth = (1 + r) ** paid;
  return cents(amount * growth - (monthlyPayment(amount, ratePct, termMonths) * (growth - 1)) / r);
}

/** Whole months from one day to another (payments made): 2020-01-15 → 2025-01-15 is 60; a day short of it, 59. */
export function monthsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.slice(0, 10).split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.slice(0, 10).split('-').map(Number) as [number, number, number];
  return Math.max(0, (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0));
}

/** Whole years from the last sale to `asOf` (null without a sale date). */
export function yearsOwned(lastSaleDate: string | null | undefined, asOf: string): number | null {
  return lastSaleDate ? Math.floor(monthsBetween(lastSaleDate, asOf) / 12) : null;
}

export interface EquityEstimate {
  /** Sum of the recorded loans' amortised balances, to the cent. */
  open_mortgage_balance: number;
  /** Market value − open balance; null without a market value. */
  estimated_equity: number | null;
  /** Equity in percent of the market value, one decimal (negative when under water). */
  equity_pct: number | null;
  /** Open balance ÷ market value, four decimals (0.8 = 80%). */
  ltv: number | null;
}

/** Equity as of a day: every recorded loan amortised from its recording day to `asOf`. */
export function estimateEquity(marketValue: number | null | undefined, loans: readonly RecordedLoan[], asOf: string): EquityEstimate {
  const balance = cents(
    loans.reduce(
      (sum, loan) => sum + remainingBalance(loan.amount, loan.rate_pct, loan.term_months, monthsBetween(loan.recorded_on, asOf)),
      0,
    ),
  );
  if (!marketValue || marketValue <= 0) return { open_mortgage_balance: balance, estimated_equity: null, equity_pct: null, ltv: null };
  const equity = cents(marketValue - balance);
  return {
    open_mortgage_balance: balance,
    estimated_equity: equity,
    equity_pct: Math.round((equity / marketValue) * 1000) / 10,
    ltv: Math.round((balance / marketValue) * 10000) / 10000,
  };
}

/** Street words as USPS abbreviates them, so "102 Fixture Street" is "102 Fixture St". */
const STREET_WORDS: Record<string, string> = {
  street: 'st',
  avenue: 'ave',
  road: 'rd',
  drive: 'dr',
  lane: 'ln',
  boulevard: 'blvd',
  court: 'ct',
  place: 'pl',
  circle: 'cir',
  terrace: 'ter',
  parkway: 'pkwy',
  highway: 'hwy',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
};

/**
 * An address as the records compare them: the listings' address key (lower case, punctuation out) with street words
 * abbreviated and the ZIP's five digits.
 */
const mailKey = (address: string, postalCode: string) =>
  addressKey(
    address
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .map((word) => STREET_WORDS[word] ?? word)
      .join(' '),
    postalCode.trim().slice(0, 5),
  );

/**
 * Absentee owner: the owner's tax bills go to another address than the property's. Without a mailing address the owner
 * is not called absentee (nothing says so).
 */
export function isAbsentee(
  property: { address: string; postalCode: string },
  mailing: { address?: string | null; postalCode?: string | null },
): boolean {
  if (!mailing.address?.trim()) return false;
  return mailKey(mailing.address, mailing.postalCode ?? '') !== mailKey(property.address, property.postalCode);
}
