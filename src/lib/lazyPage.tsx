import { lazy, type ComponentType } from 'react';

/** Script and style chunks get 120 seconds to load (spec section 9). */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(
    chunk: string,
    readonly code?: 'CSS_CHUNK_LOAD_FAILED',
  ) {
    super(code ?? `Loading chunk ${chunk} failed`);
    this.name = 'ChunkLoadError';
  }
}

/** Loads a chunk with the time-out; failures become ChunkLoadError ('Loading chunk {n} failed' or CSS_CHUNK_LOAD_FAILED). */
export function loadChunk<T>(chunk: string, importer: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(chunk)), timeoutMs);
  });
  return Promise.race([importer(), timeout])
    .catch((error: unknown) => {
      if (error instanceof ChunkLoadError) throw error;
      const message = error instanceof Error ? error.message : String(error);
      throw new ChunkLoadError(chunk, /\bcss\b/i.test(message) ? 'CSS_CHUNK_LOAD_FAILED' : undefined);
    })
    .finally(() => clearTimeout(timer));
}

/** A page loaded on demand; Suspense in the layout shows the spinner meanwhile. */
export function lazyPage(chunk: string, importer: () => Promise<{ default: ComponentType }>) {
  return lazy(() => loadChunk(chunk, importer));
}
