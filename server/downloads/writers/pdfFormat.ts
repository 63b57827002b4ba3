import type { ColumnKind, ExportValue } from '../columns.ts';

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A ratio (LP/ARV 0.627) as people read it everywhere, in whole percent (63%), as src/shared/format.ts's ratioPercent. */
export const ratioPercent = (ratio: number) => `${whole.format(ratio * 100)}%`;

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
      return `${n < 0 ? '-' : ''}$${whole.format(Math.abs(n))}`;
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
