import { writeCsv } from './csvWriter.ts';
import { writeJson } from './jsonWriter.ts';
import { writePdf } from './pdfWriter.ts';
import type { FileWriter } from './types.ts';
import { writeXlsx } from './xlsxWriter.ts';

export const FILE_TYPES = ['excel', 'pdf', 'csv', 'json'] as const;
export type FileType = (typeof FILE_TYPES)[number];

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
