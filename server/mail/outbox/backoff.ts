/** Exponential back-off: base, 2×base, 4×base … capped; attempt is 1 for the first failure. */
export function backoffDelay(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}
