import { parentPort, workerData } from 'node:worker_threads';
import { demoChunks, type DemoChunkPlan } from './demoChunks.ts';

// Runs in a worker thread (demoChunksInWorker): generates and prices the demo listings while the main thread loads them.
const port = parentPort!;
/** Chunks sent and not yet loaded: a few, so the worker keeps ahead without holding the whole data set in memory. */
let credit: number = (workerData as { ahead: number }).ahead;
let wake: (() => void) | null = null;
port.on('message', () => {
  credit++;
  wake?.();
});
for (const chunk of demoChunks((workerData as { plan: DemoChunkPlan }).plan)) {
  while (credit === 0) await new Promise<void>((resolve) => (wake = resolve));
  credit--;
  // The bytes move to the loading thread rather than being copied.
  port.postMessage(chunk, [chunk.listings.buffer, chunk.explanations.buffer, chunk.events.buffer]);
}
port.postMessage(null);
