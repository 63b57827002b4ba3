import { labelOf, STATUS_OPTIONS, SUBTYPE_OPTIONS } from '../../custom/search/filterOptions.ts';
import { fromQuery } from '../../custom/search/filterModel.ts';
import { decodeGeometry, describeGeometry } from '../../custom/map/geometry.ts';

const k = (value: string) => {
  const n = Number(value.replace(/[$,]/g, ''));
  return n >= 1_000_000 ? `$${+(n / 1_000_000).toFixed(2)}M` : n >= 1000 ? `$${Math.round(n / 1000)}k` : `$${n}`;
};

/** A saved query in words: "Active · Excellent/High potential · up to 30 days · $100k–$300k". */
export function querySummary(query: Record<string, unknown>): string {
  const v = fromQuery(query);
  const parts: string[] = [];
  if (v.listingKind) parts.push(v.listingKind === 'auction' ? 'Auctions' : 'Standard');
  parts.push(v.status.length ? v.status.map((s) => labelOf(STATUS_OPTIONS, s)).join('/') : 'Any status');
  if (v.investmentPotential.length) parts.push(`${v.investmentPotential.join('/')} potential`);
  if (v.condition.length) parts.push(`${v.condition.join('/')} condition`);
  if (v.dom) parts.push(`up to ${v.dom} days on market`);
  if (v.priceMin || v.priceMax)
    parts.push(
      v.priceMin && v.priceMax ? `${k(v.priceMin)}–${k(v.priceMax)}` : v.priceMin ? `from ${k(v.priceMin)}` : `up to ${k(v.priceMax)}`,
    );
  if (v.valueGapMin) parts.push(`value gap ≥ ${v.valueGapMin}%`);
  if (v.lpArvMax) parts.push(`LP/ARV ≤ ${v.lpArvMax}%`);
  if (v.propertySubtype.length) parts.push(v.propertySubtype.map((s) => labelOf(SUBTYPE_OPTIONS, s)).join('/'));
  if (v.bedsMin) parts.push(`${v.bedsMin}+ beds`);
  if (v.bathsMin) parts.push(`${v.bathsMin}+ baths`);
  if (v.sqftMin || v.sqftMax) parts.push(`${v.sqftMin || '0'}–${v.sqftMax || 'any'} sq ft`);
  if (v.yearBuiltMin || v.yearBuiltMax) parts.push(`built ${v.yearBuiltMin || '…'}–${v.yearBuiltMax || '…'}`);
  const area = decodeGeometry(v.geometry);
  if (area) parts.push(`inside a drawn area (${describeGeometry(area).replace(/^Drawn area, /, '')})`);
  return parts.join(' · ');
}
