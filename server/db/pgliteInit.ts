import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * Makes a new PGlite data folder (initdb, the longest step of a first start: seconds of CPU) in a worker thread, so it takes
 * the second core while the main thread goes on starting the rest of the portal (the identity provider, the routes); opening
 * the finished folder afterwards takes a fraction of a second. Does nothing for a folder that exists.
 */
export async function initPgliteDataDir(dir: string): Promise<void> {
  if (fs.existsSync(path.join(dir, 'PG_VERSION'))) return;
  const boot = `import { workerData } from 'node:worker_threads';
    import { PGlite } from ${JSON.stringify(import.meta.resolve('@electric-sql/pglite'))};
    await (await PGlite.create(workerData)).close();`;
  const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(boot)}`), { workerData: dir });
  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`PGlite initdb stopped with exit code ${code}`))));
  });
}
