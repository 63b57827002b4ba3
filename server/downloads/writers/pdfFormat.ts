import { moneyText } from '../../lib/money.ts';
import type { ColumnKind, ExportValue } from '../columns.ts';

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A ratio (LP/ARV 0.627) as people read it everywhere, in whole percent (63%), as src/shared/format.ts's ratioPercent. */
export const ratioPercent = (ratio: number) => `${whole.format(ratio * 100)}%`;

/** A whole number with thousands separators (1,850). */
export const countText = (n: number) => whole.format(n);

/** An instant as a person reads it in their time zone: "Nov 26, 2026, 4:41 AM CST" (UTC when the zone is not known). */
export function dateTimeText(date: Date, timeZone = 'UTC'): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: zone,
      timeZoneName: 'short',
    }).format(date);
  let text: string;
  try {
    text = format(timeZone);
  } catch {
    text = format('UTC');
  }
  return text.replace(/\s/g, ' ');
}

/** A calendar day (2026-03-04, or the day part of an ISO timestamp read in UTC) as "Mar 4, 2026". */
export function dayText(value: string): string {
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return winAnsi(value);
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** Display text of a value in the PDF (the spreadsheet formats, spelled out). */
export function displayText(value: ExportValue, kind: ColumnKind): string {
  if (value === null) return '';
  const n = Number(value);
  switch (kind) {
    case 'integer':
      return whole.format(n);
    case 'year':
      return String(n);
    case 'currency':
      return moneyText(n);
    case 'percent':
      return `${oneDecimal.format(n)}%`;
    case 'ratio':
      return ratioPercent(n);
    case 'datetime':
      return String(value).slice(0, 16).replace('T', ' ');
    default:
      return winAnsi(String(value));
  }
}

// Characters outside Latin-1 that the standard PDF fonts' WinAnsi encoding still has.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** The standard fonts (no embedding, so no reader warnings) cover WinAnsi only: strip accents, then replace the rest. */
export function winAnsi(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char)) out += char;
    else if (code === 0x09 || code === 0x0a || code === 0x0d) out += ' ';
    else out += char.normalize('NFKD').replace(/[^\x20-\x7e]/g, '') || '?';
  }
  return out;
}

export const isNumeric = (kind: ColumnKind) => kind !== 'text' && kind !== 'date' && kind !== 'datetime';

/** A width measure of one font at one size, with a cache (search rows repeat cities, types and statuses). */
export function measurer(pdf: PDFKit.PDFDocument, font: string, size: number): (text: string) => number {
  pdf.font(font);
  const measured = (pdf as unknown as { _font: { widthOfString(text: string, size: number): number } })._font;
  const cache = new Map<string, number>();
  return (text) => {
    let width = cache.get(text);
    if (width === undefined) {
      if (cache.size > 20_000) cache.clear();
      width = measured.widthOfString(text, size);
      cache.set(text, width);
    }
    return width;
  };
}

/** Lines of `text` no wider than `width`, broken at spaces (a word longer than a line is broken between letters); at most `maxLines`, the last one then ending with an ellipsis. */
export function wrapText(text: string, width: number, measure: (text: string) => number, maxLines: number): string[] {
  if (!text) return [];
  width += 0.01; // a column as wide as its longest word holds that word (the widths are sums of floating point numbers)
  if (measure(text) <= width) return [text];
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const candidate = current ? `${current} ${word}` : word;
    if (measure(candidate) <= width) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = '';
    for (const char of word) {
      if (current && measure(current + char) > width) {
        lines.push(current);
        current = '';
      }
      current += char;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1]!;
  while (last && measure(`${last}…`) > width) last = last.slice(0, -1);
  kept[maxLines - 1] = `${last}…`;
  return kept;
}
