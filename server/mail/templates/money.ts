const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export const formatMoney = (value: number | null) => (value === null ? '—' : dollars.format(value));

/** "+$42,000 (18.5%)" or "—" when the ARV is unknown. */
export function formatValueGap(gap: number | null, pct: number | null): string {
  if (gap === null) return '—';
  const sign = gap > 0 ? '+' : gap < 0 ? '−' : '';
  return `${sign}${dollars.format(Math.abs(gap))}${pct === null ? '' : ` (${pct}%)`}`;
}
