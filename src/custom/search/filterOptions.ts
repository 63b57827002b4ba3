export interface Option {
  value: string;
  label: string;
}

/** Spec section 9: the default status is for_sale, shown as Active. */
export const STATUS_OPTIONS: Option[] = [
  { value: 'for_sale', label: 'Active' },
  { value: 'pending', label: 'Pending' },
  { value: 'sold', label: 'Sold' },
  { value: 'off_market', label: 'Off market' },
];

/** Best first; the tour suggests Excellent or High. */
export const POTENTIAL_OPTIONS: Option[] = ['Excellent', 'High', 'Medium', 'Low'].map((v) => ({ value: v, label: v }));
export const CONDITION_OPTIONS: Option[] = ['Excellent', 'Good', 'Fair', 'Poor', 'Very Poor'].map((v) => ({ value: v, label: v }));

export const DOM_OPTIONS: Option[] = [
  { value: '', label: 'Any' },
  ...[7, 14, 30, 60, 90, 180, 365].map((days) => ({ value: String(days), label: `Up to ${days} days` })),
];

export const LISTING_KIND_OPTIONS: Option[] = [
  { value: '', label: 'Standard and auction' },
  { value: 'standard', label: 'Standard only' },
  { value: 'auction', label: 'Auction only' },
];

export const SUBTYPE_OPTIONS: Option[] = [
  { value: 'SingleFamilyResidence', label: 'Single family' },
  { value: 'Condominium', label: 'Condo' },
  { value: 'Townhouse', label: 'Townhouse' },
  { value: 'Duplex', label: 'Duplex' },
  { value: 'Triplex', label: 'Triplex' },
  { value: 'Quadruplex', label: 'Fourplex' },
  { value: 'ManufacturedHome', label: 'Manufactured home' },
  { value: 'UnimprovedLand', label: 'Land' },
];

export const MIN_COUNT_OPTIONS = (max: number): Option[] => [
  { value: '', label: 'Any' },
  ...Array.from({ length: max }, (_, i) => ({ value: String(i + 1), label: `${i + 1}+` })),
];

export const labelOf = (options: Option[], value: string) => options.find((o) => o.value === value)?.label ?? value;
