import { parse } from 'csv-parse/sync';
import type { Database } from '../../db/database.ts';
import { badRequest } from '../../lib/errors.ts';
import { contactsRepository } from './contactsRepository.ts';
import { validateImportRow } from './importRow.ts';
import { CONTACT_FIELDS, type ImportReport } from './schemas.ts';

const MAX_ROWS = 5000;

interface ParsedRecord {
  record: Record<string, string>;
  /** 1-based line where the record starts (a quoted cell may span lines). */
  line: number;
}

const newlines = (text: string) => text.split('\n').length - 1;

function parseCsv(text: string): { columns: string[]; records: ParsedRecord[] } {
  let rows: { record: string[]; raw: string }[];
  try {
    rows = parse(text.replace(/^\uFEFF/, ''), {
      raw: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
    }) as unknown as typeof rows;
  } catch (error) {
    throw badRequest(`file: not a readable CSV file (${(error as Error).message}).`, { file: ['Not a readable CSV file.'] });
  }
  const [header, ...body] = rows;
  if (!header) return { columns: [], records: [] };
  const columns = header.record.map((name) => name.trim().toLowerCase().replace(/\s+/g, '_'));
  let consumed = newlines(header.raw);
  const records = body.map(({ record, raw }) => {
    const line = consumed + 1 + newlines(raw.match(/^[\r\n]*/)![0]);
    consumed += newlines(raw);
    return { line, record: Object.fromEntries(columns.map((name, i) => [name, record[i] ?? ''])) };
  });
  return { columns, records };
}

/** Imports good rows, reports bad ones by line number and skips emails already present (in the list or earlier in the file). */
export async function importContacts(db: Database, userId: number, text: string): Promise<ImportReport> {
  const { columns, records } = parseCsv(text);
  if (records.length > MAX_ROWS) throw badRequest(`file: at most ${MAX_ROWS} rows per import.`, { file: [`At most ${MAX_ROWS} rows.`] });
  if (!columns.includes('email')) {
    throw badRequest('file: the header must name an email column.', { file: [`Expected columns: ${CONTACT_FIELDS.join(',')}`] });
  }
  const report: ImportReport = { total_rows: records.length, created_count: 0, created: [], skipped: [], errors: [] };
  const seenInFile = new Map<string, number>();
  await db.transaction(async (tx) => {
    const contacts = contactsRepository(tx);
    for (const { record, line } of records) {
      const result = validateImportRow(record);
      if ('errors' in result) {
        report.errors.push({
          line,
          detail: Object.entries(result.errors)
            .map(([f, m]) => `${f}: ${m[0]}`)
            .join('; '),
          errors: result.errors,
        });
        continue;
      }
      const key = result.contact.email.toLowerCase();
      const earlier = seenInFile.get(key);
      if (earlier !== undefined) {
        report.skipped.push({ line, email: result.contact.email, reason: `Duplicate of line ${earlier} in this file.` });
        continue;
      }
      seenInFile.set(key, line);
      const created = await contacts.create(userId, result.contact, { skipDuplicate: true });
      if (created) report.created.push(created.id);
      else report.skipped.push({ line, email: result.contact.email, reason: 'Already in your contacts.' });
    }
  });
  report.created_count = report.created.length;
  return report;
}
