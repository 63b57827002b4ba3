import { parse } from 'csv-parse/sync';
import type { Database } from '../../db/database.ts';
import { badRequest } from '../../lib/errors.ts';
import { contactsRepository } from './contactsRepository.ts';
import { validateImportRow } from './importRow.ts';
import { compileSchema, fieldErrors } from '../../lib/schemaValidator.ts';
import { autoMatch, CONTACT_FIELD_LABELS, CONTACT_FIELDS, ImportMapping, type ContactField, type ImportReport } from './schemas.ts';
import { linkChildren } from '../../lib/linksRepository.ts';
import { groupMembersLink } from '../linkSql.ts';
import { groupsRepository } from '../groups/groupsRepository.ts';

const MAX_ROWS = 5000;

interface ParsedRecord {
  cells: string[];
  /** 1-based line where the record starts (a quoted cell may span lines). */
  line: number;
}

const newlines = (text: string) => text.split('\n').length - 1;

function parseCsv(text: string): { headers: string[]; records: ParsedRecord[] } {
  let rows: { record: string[]; raw: string }[];
  try {
    rows = parse(text.replace(/^\uFEFF/, ''), {
      raw: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
    }) as unknown as typeof rows;
  } catch (error) {
    throw badRequest(`The file is not a readable CSV file (${(error as Error).message}).`, { file: ['Not a readable CSV file.'] });
  }
  const [header, ...body] = rows;
  if (!header) return { headers: [], records: [] };
  let consumed = newlines(header.raw);
  const records = body.map(({ record, raw }) => {
    const line = consumed + 1 + newlines(raw.match(/^[\r\n]*/)![0]);
    consumed += newlines(raw);
    return { line, cells: record };
  });
  return { headers: header.record.map((name) => name.trim()), records };
}

const listed = (names: readonly string[]) => names.map((name) => `'${name}'`).join(', ');

/**
 * Each contact field's column index: from the mapping the person chose, else the usual reading of the header row. A chosen
 * column must be in the file, and some column must hold the email.
 */
function columnsOf(headers: string[], chosen: ImportMapping | undefined): Partial<Record<ContactField, number>> {
  const mapping = chosen ?? autoMatch(headers);
  const columns: Partial<Record<ContactField, number>> = {};
  for (const field of CONTACT_FIELDS) {
    const header = mapping[field];
    if (header === undefined) continue;
    const index = headers.indexOf(header.trim());
    if (index < 0) {
      throw badRequest(
        `The column '${header}' chosen for ${CONTACT_FIELD_LABELS[field]} is not in the file; its columns are ${listed(headers)}.`,
        {
          mapping: [`No column '${header}' in the file.`],
        },
      );
    }
    columns[field] = index;
  }
  if (columns.email === undefined) {
    const detail = chosen
      ? 'Choose the column that holds the email addresses.'
      : `No column of the file reads like an email address column (its columns are ${listed(headers)}). Choose the column that holds the email addresses.`;
    throw badRequest(detail, { mapping: ['Choose the column that holds the email addresses.'] });
  }
  return columns;
}

const validMapping = compileSchema<ImportMapping>(ImportMapping);

/** The mapping field as the import takes it: JSON of a contact field → header object, checked by its schema. */
export function readMapping(text: string | undefined): ImportMapping | undefined {
  if (text === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('The column mapping could not be read.', { mapping: ['Send the mapping as JSON, e.g. {"email": "Email Address"}.'] });
  }
  if (!validMapping(value)) {
    throw badRequest('The column mapping should pair contact fields with column headers, e.g. {"email": "Email Address"}.', {
      mapping: Object.values(fieldErrors(validMapping.errors)).flat(),
    });
  }
  return value;
}

/** How to read a file: which column fills each field (by header) and the group every imported contact joins. */
export interface ImportOptions {
  mapping?: ImportMapping;
  groupId?: number;
}

/**
 * Imports good rows, reports bad ones by line number and skips emails already present (in the list or earlier in the file).
 * With a group (the caller has checked it is the user's), the file's contacts join it, new and existing alike, in the same
 * transaction.
 */
export async function importContacts(db: Database, userId: number, text: string, options: ImportOptions = {}): Promise<ImportReport> {
  const { headers, records } = parseCsv(text);
  if (records.length > MAX_ROWS) {
    throw badRequest(`The file has ${records.length} rows; import at most ${MAX_ROWS} at a time.`, { file: [`At most ${MAX_ROWS} rows.`] });
  }
  if (headers.length === 0)
    throw badRequest('The file is empty: its first line should name the columns.', { file: ['The file is empty.'] });
  const columns = columnsOf(headers, options.mapping);
  const report: ImportReport = { total_rows: records.length, created_count: 0, created: [], skipped: [], errors: [], group_added: 0 };
  const seenInFile = new Map<string, number>();
  const existingInFile: number[] = [];
  await db.transaction(async (tx) => {
    const contacts = contactsRepository(tx);
    for (const { cells, line } of records) {
      const record = Object.fromEntries(Object.entries(columns).map(([field, index]) => [field, cells[index] ?? '']));
      const result = validateImportRow(record);
      if ('errors' in result) {
        report.errors.push({
          line,
          detail: Object.entries(result.errors)
            .map(([field, messages]) => `${CONTACT_FIELD_LABELS[field as ContactField] ?? field}: ${messages[0]}`)
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
      else {
        report.skipped.push({ line, email: result.contact.email, reason: 'Already in your contacts.' });
        // A contact the list already has still joins the chosen group: the user asked for everyone in the file.
        const existing = options.groupId !== undefined ? await contacts.idByEmail(userId, result.contact.email) : undefined;
        if (existing !== undefined) existingInFile.push(existing);
      }
    }
    const joining = [...report.created, ...existingInFile];
    if (options.groupId !== undefined && joining.length) {
      report.group_added = (await linkChildren(tx, groupMembersLink, userId, options.groupId, joining)).length;
      await groupsRepository(tx).touch(options.groupId);
    }
  });
  report.created_count = report.created.length;
  return report;
}
