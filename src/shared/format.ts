const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export const DASH = '—';
export const money = (value: number | null | undefined) => (value === null || value === undefined ? DASH : usd.format(value));
/** An amount the API keeps in cents (a deal's offer) in dollars. */
export const centsToDollars = (cents: number | null | undefined) => (cents === null || cents === undefined ? null : cents / 100);
export const count = (value: number | null | undefined) => (value === null || value === undefined ? DASH : whole.format(value));
export const percent = (value: number | null | undefined, digits = 0) =>
  value === null || value === undefined ? DASH : `${value.toFixed(digits)}%`;
/** A ratio (0.64) as a percentage (64%). */
export const ratioPercent = (value: number | null | undefined) =>
  value === null || value === undefined ? DASH : `${Math.round(value * 100)}%`;
export const plural = (n: number, one: string, many = `${one}s`) => `${whole.format(n)} ${n === 1 ? one : many}`;

/** 2026-03-04 or an ISO timestamp → Mar 4, 2026 (dates without a time are read as UTC days). */
export function shortDate(value: string | null | undefined): string {
  if (!value) return DASH;
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: value.length === 10 ? 'UTC' : undefined,
  });
}

export function dateTime(value: string | null | undefined): string {
  if (!value) return DASH;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
