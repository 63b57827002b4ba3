import { EXPORT_COLUMNS, type ColumnKind, type ExportValue } from '../columns.ts';
import { endStream, type FileWriter } from './types.ts';
import {
  APP,
  columnLetters,
  CONTENT_TYPES,
  core,
  ROOT_RELS,
  sheetEnd,
  sheetStart,
  STYLE,
  STYLES,
  workbook,
  WORKBOOK_RELS,
  xmlEscape,
} from './xlsxParts.ts';
import { ZipStream } from './zipStream.ts';

const KIND_STYLE: Record<ColumnKind, number> = {
  text: STYLE.general,
  integer: STYLE.integer,
  year: STYLE.general,
  currency: STYLE.currency,
  percent: STYLE.percent,
  ratio: STYLE.percent,
  date: STYLE.date,
  datetime: STYLE.datetime,
};
const LETTERS = EXPORT_COLUMNS.map((_, i) => columnLetters(i));
const MS_PER_DAY = 86_400_000;
const EXCEL_EPOCH_OFFSET = 25_569; // days from 1899-12-30 to 1970-01-01

/** Excel's serial date (days, UTC) of an ISO date or date-time. */
export function excelDate(iso: string): number | null {
  const ms = Date.parse(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  return Number.isFinite(ms) ? ms / MS_PER_DAY + EXCEL_EPOCH_OFFSET : null;
}

/** The number stored in a typed cell: percent columns become fractions (28.6 → 0.286), dates serials. */
export function cellNumber(value: ExportValue, kind: ColumnKind): number | null {
  if (value === null) return null;
  if (kind === 'date' || kind === 'datetime') return excelDate(String(value));
  const n = Number(value);
  return kind === 'percent' ? n / 100 : n;
}

const stringCell = (ref: string, text: string, style = 0) =>
  `<c r="${ref}"${style ? ` s="${style}"` : ''} t="inlineStr"><is><t${/^\s|\s$/.test(text) ? ' xml:space="preserve"' : ''}>${xmlEscape(text)}</t></is></c>`;

function rowXml(r: number, values: ExportValue[]): string {
  let xml = `<row r="${r}">`;
  for (let i = 0; i < values.length; i++) {
    const value = values[i] ?? null;
    if (value === null) continue;
    const kind = EXPORT_COLUMNS[i]!.kind;
    if (kind === 'text') {
      xml += stringCell(LETTERS[i]! + r, String(value));
      continue;
    }
    const n = cellNumber(value, kind);
    if (n !== null && Number.isFinite(n)) xml += `<c r="${LETTERS[i]}${r}" s="${KIND_STYLE[kind]}"><v>${n}</v></c>`;
  }
  return `${xml}</row>`;
}

/** Streamed workbook: typed cells with number formats, a frozen header row with filters, and a criteria sheet. */
export const writeXlsx: FileWriter = async (out, rows, doc) => {
  const zip = new ZipStream(out);
  let count = 0;
  await zip.file('[Content_Types].xml', CONTENT_TYPES);
  await zip.file('_rels/.rels', ROOT_RELS);
  await zip.part('xl/worksheets/sheet1.xml', async (write) => {
    await write(
      sheetStart(
        true,
        EXPORT_COLUMNS.map((c) => c.width + 2),
      ),
    );
    await write(
      `<row r="1" ht="30" customHeight="1">${EXPORT_COLUMNS.map((c, i) => stringCell(`${LETTERS[i]}1`, c.header, STYLE.header)).join('')}</row>`,
    );
    for await (const batch of rows) {
      let xml = '';
      for (const values of batch) xml += rowXml(count++ + 2, values);
      await write(xml);
    }
    await write(sheetEnd(filterRef(count)));
  });
  const criteria = [
    `<row r="1">${stringCell('A1', doc.title, STYLE.header)}</row>`,
    `<row r="2">${stringCell('A2', 'Generated')}<c r="B2" s="${STYLE.datetime}"><v>${excelDate(doc.generatedAt.toISOString())}</v></c></row>`,
    `<row r="3">${stringCell('A3', 'Rows')}<c r="B3" s="${STYLE.integer}"><v>${count}</v></c></row>`,
    ...doc.criteria.map((line, i) => {
      const at = line.indexOf(': ');
      const [label, value] = at > 0 ? [line.slice(0, at), line.slice(at + 2)] : [line, ''];
      return `<row r="${i + 4}">${stringCell(`A${i + 4}`, label)}${value ? stringCell(`B${i + 4}`, value) : ''}</row>`;
    }),
  ];
  await zip.file('xl/worksheets/sheet2.xml', sheetStart(false, [24, 90]) + criteria.join('') + sheetEnd());
  await zip.file('docProps/core.xml', core(doc.title, doc.generatedAt));
  await zip.file('docProps/app.xml', APP);
  await zip.file('xl/workbook.xml', workbook(absolute(filterRef(count))));
  await zip.file('xl/_rels/workbook.xml.rels', WORKBOOK_RELS);
  await zip.file('xl/styles.xml', STYLES);
  await zip.finish();
  await endStream(out);
};

const filterRef = (count: number) => `A1:${LETTERS[LETTERS.length - 1]}${count + 1}`;
const absolute = (ref: string) => ref.replace(/([A-Z]+)(\d+)/g, '$$$1$$$2');
