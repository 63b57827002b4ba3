import { moneyText } from '../../lib/money.ts';
import type { ColumnKind, ExportValue } from '../columns.ts';

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A ratio (LP/ARV 0.627) as people read it everywhere, in whole percent (63%), as src/shared/format.ts's ratioPercent. */
export const ratioPercent = (ratio: number) => `${whole.format(ratio * 100)}%`;

/** A whole number with thousands separators (1,850). */
export const countText = (n: number) => whole.format(n);

/** `whole.format(n)`, with whole numbers grouped by hand (a table cell each; Intl took a third of the PDF's cell formatting). */
export function wholeText(n: number): string {
  if (!Number.isSafeInteger(n) || Object.is(n, -0)) return whole.format(n);
  const digits = String(n < 0 ? -n : n);
  let out = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let i = out.length; i < digits.length; i += 3) out += `,${digits.slice(i, i + 3)}`;
  return n < 0 ? `-${out}` : out;
}

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
      return wholeText(n);
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

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

// Characters outside Latin-1 that the standard PDF fonts' WinAnsi encoding still has.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** The standard fonts (no embedding, so no reader warnings) cover WinAnsi only: strip accents, then replace the rest. */
export function winAnsi(text: string): string {
  if (PRINTABLE_ASCII.test(text)) return text;
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

/** A number as pdfkit writes it in content streams (six decimals at most), so hand-written operators match its own. */
export const pdfNumber = (n: number) => Math.round(n * 1e6) / 1e6;

/** The parts of pdfkit's standard (AFM) font that the table writer reads: its own WinAnsi encoding and metrics. */
interface PdfkitStandardFont {
  id: string;
  ascender: number;
  ref(): unknown;
  font: {
    encodeText(text: string): string[];
    characterToGlyph(code: number): string;
    widthOfGlyph(glyph: string): number;
    getKernPair(left: string, right: string): number;
  };
}

/** A standard font at one size, measured and encoded from pdfkit's own AFM tables, a few array reads per character. */
export interface TableFont {
  /** The font's resource name on the page (F1, F2…). */
  id: string;
  size: number;
  /** Distance from a line's top to its baseline, as pdfkit places text. */
  ascent: number;
  /** The width pdfkit's widthOfString gives (advance widths plus kerning), to the same floating point result. */
  width(text: string): number;
  /** The TJ operand pdfkit writes for `text`: hex WinAnsi runs split where a kerning pair adjusts the spacing. */
  showOperand(text: string): string;
  /** Names the font in the current page's resources, as pdfkit does when it writes text on a page. */
  useOnPage(): void;
}

/**
 * `pdf.text()` runs pdfkit's whole text machinery (options, glyph objects, position records, one content write per
 * operator) for every cell; for a 50,000-row table that was most of the time. This reads the same AFM tables once per
 * character code and caches them in typed arrays, so measuring and encoding a cell are a loop over its characters.
 */
export function tableFont(pdf: PDFKit.PDFDocument, name: string, size: number): TableFont {
  pdf.font(name);
  const font = (pdf as unknown as { _font: PdfkitStandardFont })._font;
  const afm = font.font;
  if (typeof afm?.encodeText !== 'function' || typeof afm.getKernPair !== 'function')
    throw new Error(`${name} is not a pdfkit standard font`);
  const scale = size / 1000;
  // JavaScript character code -> WinAnsi byte (pdfkit's own encodeText), filled as characters are first seen.
  const byteOfChar = new Int16Array(0x10000).fill(-1);
  const glyphs: string[] = [];
  const widths = new Float64Array(256);
  const hex: string[] = [];
  for (let byte = 0; byte < 256; byte++) {
    glyphs.push(afm.characterToGlyph(byte));
    widths[byte] = afm.widthOfGlyph(glyphs[byte]!);
    hex.push(byte.toString(16).padStart(2, '0'));
  }
  // Kerning by byte pair (left << 8 | right), NaN until first needed.
  const kerning = new Float64Array(0x10000).fill(NaN);
  const byteOf = (code: number) => {
    let byte = byteOfChar[code]!;
    if (byte < 0) {
      const encoded = parseInt(afm.encodeText(String.fromCharCode(code))[0]!, 16);
      // Outside WinAnsi (winAnsi() keeps such characters out): a question mark, not pdfkit's broken multi-byte code.
      byte = encoded >= 0 && encoded < 256 ? encoded : 0x3f;
      byteOfChar[code] = byte;
    }
    return byte;
  };
  const kern = (left: number, right: number) => {
    const pair = (left << 8) | right;
    let amount = kerning[pair]!;
    if (Number.isNaN(amount)) {
      amount = afm.getKernPair(glyphs[left]!, glyphs[right]!);
      kerning[pair] = amount;
    }
    return amount;
  };
  return {
    id: font.id,
    size,
    ascent: (font.ascender / 1000) * size,
    width(text) {
      // Summed as pdfkit sums them (each advance is the glyph's width plus its kerning with the next one).
      let units = 0;
      let byte = text.length ? byteOf(text.charCodeAt(0)) : 0;
      for (let i = 0; i < text.length; i++) {
        const next = i + 1 < text.length ? byteOf(text.charCodeAt(i + 1)) : -1;
        units += widths[byte]! + (next < 0 ? 0 : kern(byte, next));
        byte = next;
      }
      return units * scale;
    },
    showOperand(text) {
      let operand = '[';
      let run = '';
      let byte = text.length ? byteOf(text.charCodeAt(0)) : 0;
      for (let i = 0; i < text.length; i++) {
        run += hex[byte];
        const next = i + 1 < text.length ? byteOf(text.charCodeAt(i + 1)) : -1;
        const amount = next < 0 ? 0 : kern(byte, next);
        if (amount !== 0) {
          operand += `<${run}> ${pdfNumber(-amount)} `;
          run = '';
        }
        byte = next;
      }
      return `${operand}<${run}> 0]`;
    },
    useOnPage() {
      const fonts = (pdf as unknown as { page: { fonts: Record<string, unknown> } }).page.fonts;
      fonts[font.id] ??= font.ref();
    },
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
