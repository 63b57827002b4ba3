import type { FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../lib/errors.ts';

/**
 * The outer bounds of every input: a route's schema states the bounds that mean something for it (a page up to
 * MAX_PAGE, an id a bigint can hold); where one does not, these apply, so that no value reaches SQL or the
 * database driver out of range (a bigint past 2^63, a LIMIT of Infinity, a list past the bind-parameter limit).
 */
export const INPUT_LIMITS = {
  integer: { minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER },
  number: { minimum: -1e15, maximum: 1e15 },
  maxLength: 10_000,
  maxItems: 1_000,
  maxProperties: 200,
} as const;

type Schema = Record<string, unknown>;

/** Fills in the bounds a schema leaves open, recursively, without loosening any it states. */
export function boundSchema(schema: Schema): Schema {
  const bounded: Schema = { ...schema };
  const types = ([] as unknown[]).concat(schema.type ?? []);
  if (types.includes('integer') || types.includes('number')) {
    const limits = types.includes('integer') ? INPUT_LIMITS.integer : INPUT_LIMITS.number;
    bounded.minimum = Math.max(Number(schema.minimum ?? limits.minimum), limits.minimum);
    bounded.maximum = Math.min(Number(schema.maximum ?? limits.maximum), limits.maximum);
  }
  if (types.includes('string')) bounded.maxLength = Math.min(Number(schema.maxLength ?? INPUT_LIMITS.maxLength), INPUT_LIMITS.maxLength);
  if (types.includes('array')) bounded.maxItems = Math.min(Number(schema.maxItems ?? INPUT_LIMITS.maxItems), INPUT_LIMITS.maxItems);
  if (types.includes('object')) {
    bounded.maxProperties = Math.min(Number(schema.maxProperties ?? INPUT_LIMITS.maxProperties), INPUT_LIMITS.maxProperties);
  }
  for (const key of ['items', 'additionalProperties', 'not', 'if', 'then', 'else'] as const) {
    if (schema[key] && typeof schema[key] === 'object') bounded[key] = boundSchema(schema[key] as Schema);
  }
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    if (Array.isArray(schema[key])) bounded[key] = (schema[key] as Schema[]).map(boundSchema);
  }
  if (schema.properties && typeof schema.properties === 'object') {
    bounded.properties = Object.fromEntries(
      Object.entries(schema.properties as Record<string, Schema>).map(([k, v]) => [k, boundSchema(v)]),
    );
  }
  // TypeBox marks its schemas with symbol keys; a spread copies them, which keeps the type provider's view intact.
  return bounded;
}

const INPUT_PARTS = ['body', 'querystring', 'params'] as const;

/**
 * What validation lets through but the database cannot take: a NUL character (PostgreSQL text cannot hold one) or a
 * non-finite number (ajv coerces "Infinity" and JSON's 1e309 to Infinity, and its range checks pass them).
 */
function unfit(value: unknown, path: string): { path: string; reason: string } | null {
  if (typeof value === 'string') return value.includes('\u0000') ? { path, reason: 'must not contain NUL characters' } : null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : { path, reason: 'must be a finite number' };
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, inner] of Object.entries(value)) {
      if (key.includes('\u0000')) return { path: path || 'request', reason: 'must not contain NUL characters' };
      const found = unfit(inner, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

/** Applies {@link INPUT_LIMITS} to every route registered after it, and refuses what {@link unfit} finds in any input. */
export default fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      if (!route.schema) return;
      const schema: FastifySchema = { ...route.schema };
      for (const part of INPUT_PARTS) {
        if (schema[part]) schema[part] = boundSchema(schema[part] as Schema);
      }
      route.schema = schema;
    });
    app.addHook('preHandler', async (request) => {
      for (const [part, value] of [
        ['body', request.body],
        ['query', request.query],
        ['params', request.params],
      ] as const) {
        const found = unfit(value, '');
        if (found)
          throw new ApiError(400, `${found.path || part}: ${found.reason}.`, { [found.path || part]: [`This value ${found.reason}.`] });
      }
    });
  },
  { name: 'input-bounds' },
);
