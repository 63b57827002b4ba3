import zlib from 'node:zlib';

/**
 * A small independent PDF reader for tests (no PDF library is installed): finds the objects, inflates
 * the content streams, and decodes the text-showing operators (Tj / TJ with hex or literal strings).
 */
export interface PdfSummary {
  version: string;
  pageCount: number;
  mediaBoxes: number[][];
  /** Text of each content stream (one per page), pieces joined by line breaks per text object. */
  pages: string[];
  info: string;
}

const WIN_ANSI_HIGH: Record<number, string> = { 0x85: '…', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x96: '–', 0x97: '—', 0x80: '€' };
const decodeByte = (b: number) => WIN_ANSI_HIGH[b] ?? String.fromCharCode(b);

function hexText(hex: string): string {
  let out = '';
  for (let i = 0; i + 1 < hex.length; i += 2) out += decodeByte(parseInt(hex.slice(i, i + 2), 16));
  return out;
}

function literalText(text: string): string {
  return text.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, c: string) =>
    /^[0-7]/.test(c) ? decodeByte(parseInt(c, 8)) : (({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' } as Record<string, string>)[c] ?? c),
  );
}

/** Text drawn by one content stream: each BT…ET block becomes a line. */
export function contentText(content: string): string {
  const lines: string[] = [];
  for (const block of content.matchAll(/BT([\s\S]*?)ET/g)) {
    let line = '';
    for (const op of block[1]!.matchAll(/\[((?:[^\]\\]|\\.)*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj|\(((?:[^)\\]|\\.)*)\)\s*Tj/g)) {
      if (op[1] !== undefined) {
        for (const piece of op[1].matchAll(/<([0-9a-fA-F]*)>|\(((?:[^)\\]|\\.)*)\)/g))
          line += piece[1] !== undefined ? hexText(piece[1]) : literalText(piece[2]!);
      } else line += op[2] !== undefined ? hexText(op[2]) : literalText(op[3]!);
    }
    lines.push(line);
  }
  return lines.join('\n');
}

export function readPdf(buffer: Buffer): PdfSummary {
  const raw = buffer.toString('latin1');
  if (!raw.startsWith('%PDF-')) throw new Error('Not a PDF: no %PDF- header');
  if (!/%%EOF\s*$/.test(raw)) throw new Error('Not a complete PDF: no %%EOF trailer');
  const pages: string[] = [];
  for (const match of raw.matchAll(/<<((?:(?!>>)[\s\S])*?)>>\s*stream\r?\n/g)) {
    const dict = match[1]!;
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
    const start = match.index! + match[0].length;
    let data = buffer.subarray(start, start + length);
    if (/\/FlateDecode/.test(dict)) data = zlib.inflateSync(data);
    const text = data.toString('latin1');
    if (/\bBT\b/.test(text) || /\bre\b/.test(text)) pages.push(contentText(text));
  }
  return {
    version: raw.slice(5, 8),
    pageCount: [...raw.matchAll(/\/Type \/Page\b(?!s)/g)].length,
    mediaBoxes: [...raw.matchAll(/\/MediaBox \[([\d.\s]+)\]/g)].map((m) => m[1]!.trim().split(/\s+/).map(Number)),
    pages,
    info: /\/Title \(((?:[^)\\]|\\.)*)\)/.exec(raw)?.[1] ?? '',
  };
}
