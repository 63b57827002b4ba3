import { describe, expect, it } from 'vitest';
import { comparableShare, demoChunks, demoPartsOf, demoStatePlans, type DemoChunkPlan } from '../../../server/listings/demo/demoChunks.ts';
import type { ListingCopyChunk } from '../../../server/listings/bulkLoad.ts';
import { demoChunksInWorker } from '../../../server/listings/demo/demoChunksInWorker.ts';

const plan: DemoChunkPlan = {
  count: 3000,
  seed: 'split-test',
  today: new Date('2026-06-01'),
  firstId: 101,
  chunkRows: 250,
  metricsComputedAt: '2026-06-01T00:00:00.000Z',
};
/** Every COPY line of the chunks, sorted: the data set whatever order or chunking it came in. */
const text = new TextDecoder();
const linesOf = (chunks: Iterable<ListingCopyChunk>) =>
  [...chunks]
    .flatMap((c) => [c.listings, c.explanations, c.events].flatMap((bytes) => text.decode(bytes).split('\n').filter(Boolean)))
    .sort();

describe('demo chunks split across generators', () => {
  it('gives each state its listings and a run of ids that follows the ZIP order', () => {
    const states = demoStatePlans(plan.count, plan.seed, plan.firstId);
    expect(states.reduce((n, s) => n + s.listings, 0)).toBe(3000);
    expect(states[0]!.firstId).toBe(101);
    for (let i = 1; i < states.length; i++) expect(states[i]!.firstId).toBe(states[i - 1]!.firstId + states[i - 1]!.listings);
    for (const state of states) expect(state.zips.every(({ zip }) => zip.stateCode === state.stateCode)).toBe(true);
  });

  it('balances the parts by listings, largest state first, each part in id order', () => {
    const state = (stateCode: string, firstId: number, listings: number) => ({ stateCode, zips: [], firstId, listings });
    const parts = demoPartsOf([state('AK', 1, 10), state('CA', 11, 50), state('TX', 61, 40), state('NY', 101, 30)], 2);
    // CA (50) to the first, TX (40) to the second, NY (30) to the second (40 < 50), AK (10) to the first (50 < 70).
    expect(parts.map((part) => part.map((s) => s.stateCode))).toEqual([
      ['AK', 'CA'],
      ['TX', 'NY'],
    ]);
  });

  it('writes the same listings, ids and metrics in two parts as in one', () => {
    const whole = linesOf(demoChunks(plan));
    const split = linesOf([0, 1].flatMap((index) => [...demoChunks({ ...plan, part: { index, of: 2 } })]));
    expect(whole.filter((line) => /^\d+\tDEMO-/.test(line))).toHaveLength(3000);
    expect(split).toEqual(whole);
  });

  it('keeps every comparable until each ZIP has its 70 listings, then a share that keeps their density', () => {
    expect(comparableShare(2_000_000, 41_000)).toBe(1);
    expect(comparableShare(2_870_000, 41_000)).toBe(1);
    expect(comparableShare(20_000_000, 41_000)).toBeCloseTo(0.1435, 4); // 70 × 41,000 / 20,000,000
  });

  it('merges the chunks of two worker threads into the whole data set', async () => {
    const chunks = [];
    for await (const chunk of demoChunksInWorker(plan, 2)) chunks.push(chunk);
    expect(linesOf(chunks)).toEqual(linesOf(demoChunks(plan)));
  });
});
