/**
 * A LIKE/ILIKE pattern matching the keyword anywhere (or, with `prefix`, at the start), with the keyword's own % and _
 * taken literally.
 */
export function keywordPattern(keyword: string | undefined, options: { prefix?: boolean } = {}): string {
  const escaped = (keyword ?? '').trim().replace(/[\\%_]/g, (c) => `\\${c}`);
  return options.prefix ? `${escaped}%` : `%${escaped}%`;
}
