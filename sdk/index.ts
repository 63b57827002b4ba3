import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './schema.ts';

export type { components, operations, paths } from './schema.ts';

export interface PropScoutClientOptions {
  /** Where the portal runs, e.g. https://app.propscout.example (the API lives under its /api/). */
  baseUrl: string;
  /** A developer API key (Settings → API keys): sent as X-API-Key on every call. */
  apiKey: string;
  /** Another fetch (tests, a proxy); the global one by default. */
  fetch?: typeof globalThis.fetch;
}

/**
 * A typed client of the PropScout API (openapi-fetch over the types generated from the OpenAPI document):
 * paths, parameters, bodies and answers are checked by the compiler.
 *
 *   const api = createPropScoutClient({ baseUrl, apiKey });
 *   const { data, error } = await api.POST('/api/searches/properties/count/', { body: { location: 'Austin, TX' } });
 */
export function createPropScoutClient({ baseUrl, apiKey, fetch }: PropScoutClientOptions): Client<paths> {
  return createClient<paths>({ baseUrl, headers: { 'X-API-Key': apiKey }, ...(fetch ? { fetch } : {}) });
}
