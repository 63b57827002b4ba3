import { writeCsv } from './csvWriter.ts';
import { writeJson } from './jsonWriter.ts';
import type { FileWriter } from './types.ts';

export const FILE_TYPES = ['excel', 'pdf', 'csv', 'json'] as const;
export type FileType = (typeof FILE_TYPES)[number];

// ExcelJS and pdfkit load with the first file of their kind, not at start: together they are most of the server's start-up imports.
const writeXlsx: FileWriter = async (...args) => (await import('./xlsxWriter.ts')).writeXlsx(...args);
const writePdf: FileWriter = async (...args) => (await import('./pdfWriter.ts')).writePdf(...args);

export interface FormatInfo {
  extension: string;
  contentType: string;
  write: FileWriter;
}

export const FORMATS: Record<FileType, FormatInfo> = {
  excel: { extension: 'xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', write: writeXlsx },
  pdf: { extension: 'pdf', contentType: 'application/pdf', write: writePdf },
  csv: { extension: 'csv', contentType: 'text/csv; charset=utf-8', write: writeCsv },
  json: { extension: 'json', contentType: 'application/json; charset=utf-8', write: writeJson },
};

export type { ExportDocument, FileWriter, RowBatches } from './types.ts';
