/** A figure of the report with how it was computed: the formula in words and the inputs it used (shown on hover). */
export interface Figure {
  value: number | null;
  formula: string;
  inputs: Record<string, number | string | null>;
}

export const figure = (value: number | null, formula: string, inputs: Figure['inputs'] = {}): Figure => ({ value, formula, inputs });

/** Rounds to a step (dollars to $1, $100, $1,000; ratios to 0.01). */
export const roundTo = (value: number, step: number) => Math.round(value / step) * step;
/** Rounds to `digits` decimals without floating noise (0.1 + 0.2 → 0.3). */
export const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;
export const pct = (value: number) => value / 100;
