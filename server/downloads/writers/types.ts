import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { ExportValue } from '../columns.ts';

/** What every file shows besides the rows. */
export interface ExportDocument {
  title: string;
  /** Human-readable search criteria, one "Label: value" per entry. */
  criteria: string[];
  generatedAt: Date;
  /** The user's IANA time zone, in which the generation time is shown (UTC when not given). */
  timeZone?: string;
}

/** Rows arrive in batches (values in EXPORT_COLUMNS order), so no writer ever holds the whole result. */
export type RowBatches = AsyncIterable<ExportValue[][]>;

export type FileWriter = (out: Writable, rows: RowBatches, doc: ExportDocument) => Promise<void>;

/** Writes with backpressure: waits for 'drain' when the stream's buffer is full. */
export async function writeChunk(out: Writable, chunk: string | Buffer): Promise<void> {
  if (!out.write(chunk)) await once(out, 'drain');
}

/** Ends the stream and waits until everything is flushed (or it fails). */
export async function endStream(out: Writable): Promise<void> {
  const finished = once(out, 'finish');
  out.end();
  await finished;
}
