import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, loadChunk } from '../../../src/lib/lazyPage.tsx';

afterEach(() => vi.useRealTimers());

describe('chunk loading', () => {
  it('names the chunk when a script fails to load', async () => {
    await expect(
      loadChunk('settings', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))),
    ).rejects.toMatchObject({
      name: 'ChunkLoadError',
      message: 'Loading chunk settings failed',
    });
  });

  it('flags a style chunk failure with CSS_CHUNK_LOAD_FAILED', async () => {
    await expect(
      loadChunk('search', () => Promise.reject(new Error('Unable to preload CSS for /assets/search.css'))),
    ).rejects.toMatchObject({
      name: 'ChunkLoadError',
      code: 'CSS_CHUNK_LOAD_FAILED',
    });
  });

  it('gives up after 120 seconds', async () => {
    vi.useFakeTimers();
    const pending = loadChunk('slow', () => new Promise(() => {}));
    const assertion = expect(pending).rejects.toMatchObject({ message: 'Loading chunk slow failed' });
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
    await assertion;
  });
});
