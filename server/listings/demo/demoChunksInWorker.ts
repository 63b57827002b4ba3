import { on } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { ListingCopyChunk } from '../bulkLoad.ts';
import type { DemoChunkPlan } from './demoChunks.ts';

type Chunk = ListingCopyChunk & { stateCode: string };
/** Chunks the worker may compute ahead of the loading: it works through a server's start-up, in bounded memory (~2 MB a chunk). */
const AHEAD = 8;

/**
 * demoChunks computed in a worker thread, which starts at once: generation and metrics (most of the CPU) run on the second
 * core while the caller starts up and then loads the chunks, and the thread serving requests stays free. The worker loads
 * its TypeScript through tsx's API, which works whatever runs this process (tsx, vitest or Node).
 */
export function demoChunksInWorker(plan: DemoChunkPlan): AsyncGenerator<Chunk> {
  const entry = new URL('./chunkWorker.ts', import.meta.url).href;
  const boot = `import { tsImport } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))}; await tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)});`;
  const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(boot)}`), { workerData: { plan, ahead: AHEAD } });
  // Listening from the start: chunks computed before the caller reads them are kept, not dropped. A failure inside the
  // worker arrives as its 'error' event, which ends the reading with that error.
  const messages = on(worker, 'message', { close: ['exit'] }) as AsyncIterableIterator<[Chunk | null]>;
  return chunksFrom(worker, messages);
}

async function* chunksFrom(worker: Worker, messages: AsyncIterable<[Chunk | null]>): AsyncGenerator<Chunk> {
  try {
    for await (const [chunk] of messages) {
      if (chunk === null) return;
      yield chunk;
      worker.postMessage('loaded');
    }
    throw new Error('The demo data worker stopped before the last listing.');
  } finally {
    await worker.terminate();
  }
}
