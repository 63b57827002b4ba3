import { EXPORT_COLUMNS, type ExportValue } from '../columns.ts';
import { endStream, writeChunk, type FileWriter } from './types.ts';

const KEYS = EXPORT_COLUMNS.map((c) => c.key);

export function jsonObject(values: ExportValue[]): Record<string, ExportValue> {
  const object: Record<string, ExportValue> = {};
  KEYS.forEach((key, i) => (object[key] = values[i] ?? null));
  return object;
}

/** A JSON array of objects keyed by the search API's field names (docs/downloads.md), one object per line. */
export const writeJson: FileWriter = async (out, rows) => {
  let first = true;
  await writeChunk(out, '[');
  for await (const batch of rows) {
    if (batch.length === 0) continue;
    const text = batch.map((values) => JSON.stringify(jsonObject(values))).join(',\n');
    await writeChunk(out, (first ? '\n' : ',\n') + text);
    first = false;
  }
  await writeChunk(out, first ? ']\n' : '\n]\n');
  await endStream(out);
};
