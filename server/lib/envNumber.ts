/**
 * A whole-number setting from the environment: the default when unset or blank, a clear error when it is not a whole
 * number of at least `min` (a bare Number() would turn "10k" into NaN and quietly switch a limit off).
 */
export function envNumber(name: string, fallback: number, { min = 0, env = process.env }: { min?: number; env?: NodeJS.ProcessEnv } = {}): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number of at least ${min}, got "${raw}"`);
  return value;
}
