const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/**
 * Whole dollars as every text the server writes shows them (e-mails, downloads, PDFs, criteria lines): $1,250 and
 * -$64,400, the sign an ASCII hyphen (the PDF fonts' WinAnsi encoding has no U+2212).
 */
export const moneyText = (n: number) => wholeDollars.format(n);

/** moneyText, or '—' when the amount is not known. */
export const moneyOrDash = (n: number | null | undefined) => (n === null || n === undefined ? '—' : moneyText(n));

/** A value gap with its sign and percent: "+$42,000 (18.5%)", "-$3,000", or '—' when the ARV is not known. */
export function valueGapText(gap: number | null, pct: number | null): string {
  if (gap === null) return '—';
  return `${gap > 0 ? '+' : ''}${moneyText(gap)}${pct === null ? '' : ` (${pct}%)`}`;
}
