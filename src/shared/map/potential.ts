/** Marker colours by investment potential; the legend names them in words. */
export const POTENTIAL_COLORS: Record<string, string> = {
  Excellent: '#2e7d32',
  High: '#0277bd',
  Medium: '#ef6c00',
  Low: '#757575',
};
export const UNRATED_COLOR = '#bdbdbd';
export const CLUSTER_COLOR = '#5c6bc0';
export const HIGHLIGHT_COLOR = '#d81b60';

export const potentialColor = (potential: string | null) => (potential ? (POTENTIAL_COLORS[potential] ?? UNRATED_COLOR) : UNRATED_COLOR);

/** The legend's entries, best first, then the unrated. */
export const LEGEND: { label: string; color: string }[] = [
  ...Object.entries(POTENTIAL_COLORS).map(([label, color]) => ({ label: `${label} potential`, color })),
  { label: 'Not rated', color: UNRATED_COLOR },
];
