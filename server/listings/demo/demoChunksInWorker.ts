import { on } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { ListingCopyChunk } from '../bulkLoad.ts';
import type { DemoChunkPlan } from './demoChunks.ts';

type Chunk = ListingCopyChunk & { stateCode: string };
/** Chunks a worker may compute ahead of the loading: it works through a server's start-up, in bounded memory (~2 MB a chunk). */
const AHEAD = 8;
/**
 * The worker's young generation: generating allocates a great many short-lived objects (about 40 KB a listing), and a
 * larger nursery lets most die there. 192 MB was 15% faster than 16 MB (2026-11-27); 384 MB (semi-spaces of 128 MB) took
 * another 15% off a generator's CPU a listing, 256 MB semi-spaces nothing more (2026-11-28). The memory is the worker's
 * only while it generates.
 */
const YOUNG_GENERATION_MB = 384;

/**
 * demoChunks computed in `workers` worker threads, which start at once, each on its share of the states (demoPartsOf):
 * generation and metrics (most of the CPU) run beside the caller, which loads the chunks in whichever order they come, and
 * the thread serving requests stays free. A worker loads its TypeScript through tsx's API, which works whatever runs this
 * process (tsx, vitest or Node).
 */
export function demoChunksInWorker(plan: DemoChunkPlan, workers = 1): AsyncGenerator<Chunk> {
  const streams = Array.from({ length: workers }, (_, index) =>
    chunksOf(startWorker(workers > 1 ? { ...plan, part: { index, of: workers } } : plan)),
  );
  return streams.length === 1 ? streams[0]! : merged(streams);
}

function startWorker(plan: DemoChunkPlan) {
  const entry = new URL('./chunkWorker.ts', import.meta.url).href;
  const boot = `import { tsImport } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))}; await tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)});`;
  const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(boot)}`), {
    workerData: { plan, ahead: AHEAD },
    resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
  });
  // Listening from the start: chunks computed before the caller reads them are kept, not dropped. A failure inside the
  // worker arrives as its 'error' event, which ends the reading with that error.
  const messages = on(worker, 'message', { close: ['exit'] }) as AsyncIterableIterator<[Chunk | null]>;
  return { worker, messages };
}

async function* chunksOf({ worker, messages }: ReturnType<typeof startWorker>): AsyncGenerator<Chunk> {
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

/** The chunks of every stream as each comes; a failing stream fails the whole, and stopping early stops them all. */
async function* merged(streams: AsyncGenerator<Chunk>[]): AsyncGenerator<Chunk> {
  const next = (stream: AsyncGenerator<Chunk>) => stream.next().then((result) => ({ stream, result }));
  const waiting = new Map(streams.map((stream) => [stream, next(stream)]));
  try {
    while (waiting.size > 0) {
      const { stream, result } = await Promise.race(waiting.values());
      if (result.done) waiting.delete(stream);
      else {
        waiting.set(stream, next(stream));
        yield result.value;
      }
    }
  } finally {
    await Promise.allSettled(streams.map((stream) => stream.return(undefined)));
  }
}
