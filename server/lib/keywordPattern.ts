/** An ILIKE pattern matching the keyword anywhere, with the keyword's own % and _ taken literally. */
export function keywordPattern(keyword: string | undefined): string {
  const escaped = (keyword ?? '').trim().replace(/[\\%_]/g, (c) => `\\${c}`);
  return `%${escaped}%`;
}
