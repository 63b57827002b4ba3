import type { Static } from 'typebox';
import type { PublicConfig } from '../../server/routes/config/schemas.ts';

/**
 * Settings served by GET /api/config/ (identity, the mail catcher's inbox, the map style, the demo data's progress), read
 * at run time so one build serves every deployment; from their schema (server/routes/config/schemas.ts).
 */
export type RuntimeConfig = Static<typeof PublicConfig>;

let pending: Promise<RuntimeConfig> | undefined;

export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  pending ??= fetch('/api/config/').then(async (response) => {
    if (!response.ok) {
      pending = undefined;
      throw new Error('The portal configuration could not be loaded. Please reload the page.');
    }
    return (await response.json()) as RuntimeConfig;
  });
  return pending;
}

/** For tests: forget the cached configuration. */
export function resetRuntimeConfig() {
  pending = undefined;
}
