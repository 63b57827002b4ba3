import type { Database } from '../db/database.ts';
import { prepareDemoSeeding, seedDemoListings, type DemoOptions } from './demoData.ts';
import type { DemoDataState } from './demo/schemas.ts';

/** What a listing search answers while the demo data loads (with a 503): partial data must neither cost a credit nor pass for the whole. */
export const demoLoadingMessage = ({ loaded, total }: DemoDataState) =>
  `Demo data is loading (${loaded.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} listings): search again in a few seconds.`;

/**
 * Demo seeding run in the background of a serving portal: the server listens first (healthy within seconds) and reports the
 * progress in GET /api/health/ and GET /api/config/ while the listings load. Null when the database has its listings.
 */
export async function backgroundDemoSeeding(db: Database, options: DemoOptions & { count: number; onError: (error: Error) => void }) {
  if (!(await prepareDemoSeeding(db))) return null;
  const state: DemoDataState = { status: 'loading', loaded: 0, total: options.count };
  return {
    state: (): DemoDataState => ({ ...state }),
    /** Seeds; never rejects: a failure goes to `onError` and is reported as 'failed' (the next start seeds again). */
    async run(): Promise<void> {
      try {
        await seedDemoListings(db, { ...options, onProgress: (loaded) => (state.loaded = loaded) });
        state.status = 'ready';
      } catch (error) {
        state.status = 'failed';
        options.onError(error as Error);
      }
    },
  };
}
export type DemoSeeding = NonNullable<Awaited<ReturnType<typeof backgroundDemoSeeding>>>;
