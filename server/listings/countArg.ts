/** `--count N` or `--count=N` from argv, else the fallback. */
export function countArg(argv: string[], fallback: number): number {
  const i = argv.findIndex((a) => a === '--count' || a.startsWith('--count='));
  if (i < 0) return fallback;
  const raw = argv[i]!.includes('=') ? argv[i]!.split('=')[1] : argv[i + 1];
  const n = Number(String(raw).replace(/_/g, ''));
  if (!Number.isInteger(n) || n <= 0) throw new Error(`--count needs a positive whole number, got ${raw}`);
  return n;
}
