import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { normaliseSearchFields, searchFilterError } from '../../listings/search/filter/readQuery.ts';

const isFields = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Route options of every route that takes a search (results, counts, clusters, downloads): the query string and the JSON
 * body (and a count's `{query}`) are read into the filter schema's form before the schema checks them, and a refusal reads
 * as the filter's rule for the field.
 */
/** The query string as sent, before the filter read it (a repeated key as a list): what a download keeps. */
export function sentQuery(request: FastifyRequest, except: readonly string[] = []): Record<string, string | string[]> {
  const params = new URLSearchParams(request.url.split('?')[1] ?? '');
  const sent: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    if (except.includes(key)) continue;
    const values = params.getAll(key);
    sent[key] = values.length > 1 ? values : values[0]!;
  }
  return sent;
}

export const searchFilterRoute = {
  async preValidation(request: FastifyRequest) {
    if (isFields(request.query)) request.query = normaliseSearchFields(request.query);
    if (isFields(request.body)) {
      const body = normaliseSearchFields(request.body);
      if (isFields(body.query)) body.query = normaliseSearchFields(body.query);
      request.body = body;
    }
  },
  schemaErrorFormatter: (errors: FastifySchemaValidationError[]) => searchFilterError(errors),
};
