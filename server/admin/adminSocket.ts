import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import type { Database } from '../db/database.ts';
import { importCsv, type ImportProgress } from '../listings/import/importCsv.ts';
import { importRecordsCsv, type RecordsImportSummary } from '../listings/records/importRecords.ts';

/** Where a portal on the embedded database listens for local admin commands (`npm run import` while it runs). */
export const adminSocketPath = (dataDir: string) => path.join(dataDir, 'portal.sock');

/** `import`: a listings file; `import-records`: a public-records file (docs/property-records.md). */
export type AdminRequest = { command: 'import' | 'import-records'; file: string };
export type AdminReply =
  | { progress: ImportProgress }
  | { done: Awaited<ReturnType<typeof importCsv>> | RecordsImportSummary }
  | { error: string };

interface Logger {
  info(message: string): void;
  error(obj: unknown, message: string): void;
}

/**
 * A Unix socket, owner-only (mode 600 in the data folder), through which a second process asks the running portal to
 * import a listings file: the portal holds the embedded database, so the import runs here, in batches that leave the
 * portal answering, and streams progress back as JSON lines.
 */
export async function startAdminSocket(options: { dataDir: string; db: Database; log: Logger }) {
  const socketPath = adminSocketPath(options.dataDir);
  fs.rmSync(socketPath, { force: true }); // left by a portal that was killed
  let importing = false;
  const server = net.createServer((socket) => {
    const reply = (message: AdminReply) => socket.write(`${JSON.stringify(message)}\n`);
    const lines = readline.createInterface({ input: socket });
    lines.once('line', (line) => {
      lines.close();
      void handle(line, reply).finally(() => socket.end());
    });
    socket.on('error', () => undefined); // the client went away: the import goes on and its result is logged
  });

  async function handle(line: string, reply: (message: AdminReply) => void) {
    let request: AdminRequest;
    try {
      request = JSON.parse(line) as AdminRequest;
    } catch {
      return reply({ error: 'Not a JSON request.' });
    }
    if ((request.command !== 'import' && request.command !== 'import-records') || typeof request.file !== 'string')
      return reply({ error: 'Unknown command.' });
    if (importing) return reply({ error: 'An import is already running in the portal; wait for it to finish.' });
    if (!fs.existsSync(request.file)) return reply({ error: `No such file: ${request.file}` });
    importing = true;
    try {
      options.log.info(`admin: importing ${request.file}`);
      const summary =
        request.command === 'import-records'
          ? await importRecordsCsv(options.db, request.file)
          : await importCsv(options.db, request.file, new Date(), { onProgress: (progress) => reply({ progress }) });
      options.log.info(`admin: imported ${request.file}: ${summary.read} rows read`);
      reply({ done: summary });
    } catch (error) {
      options.log.error({ err: error }, 'admin: import failed');
      reply({ error: (error as Error).message });
    } finally {
      importing = false;
    }
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  fs.chmodSync(socketPath, 0o600);
  return {
    socketPath,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        fs.rmSync(socketPath, { force: true });
      }),
  };
}

/** The client side: sends the request and yields the portal's replies until it closes the connection. */
export async function* askPortal(socketPath: string, request: AdminRequest): AsyncGenerator<AdminReply> {
  const socket = net.connect(socketPath);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  socket.write(`${JSON.stringify(request)}\n`);
  for await (const line of readline.createInterface({ input: socket })) {
    if (line.trim()) yield JSON.parse(line) as AdminReply;
  }
}
