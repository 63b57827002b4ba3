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
  /** Levels of nesting in a JSON body: the deepest real one, a saved search's drawn area, has 6. */
  depth: 32,
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
  // A list's own bound stands (a drawn area's ring takes 1,001 points); the default bounds the lists that state none.
  if (types.includes('array')) bounded.maxItems = Number(schema.maxItems ?? INPUT_LIMITS.maxItems);
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

const NUL_REASON = 'must not contain NUL characters';
const DEPTH_REASON = `must not nest more than ${INPUT_LIMITS.depth} levels deep`;

interface Finding {
  path: string;
  reason: string;
}

/**
 * Walks a parsed input depth first with a stack of its own, not the call stack, so that no nesting (JSON parses
 * 10,000 levels without complaint) can overflow it; answers the first value `check` finds fault with, with its path
 * (`location.0.name`). A key holding a NUL character is at fault wherever it is.
 */
function firstFault(root: unknown, check: (value: unknown, depth: number) => string | null): Finding | null {
  const pending: [value: unknown, path: string, depth: number][] = [[root, '', 0]];
  while (pending.length > 0) {
    const [value, path, depth] = pending.pop()!;
    const reason = check(value, depth);
    if (reason) return { path, reason };
    if (!value || typeof value !== 'object' || Buffer.isBuffer(value)) continue;
    const entries = Object.entries(value);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, inner] = entries[i]!;
      if (key.includes('\u0000')) return { path, reason: NUL_REASON };
      pending.push([inner, path ? `${path}.${key}` : key, depth + 1]);
    }
  }
  return null;
}

/**
 * What validation lets through but the database cannot take: a NUL character (PostgreSQL text cannot hold one) or a
 * non-finite number (ajv coerces "Infinity" and JSON's 1e309 to Infinity, and its range checks pass them).
 */
function unfit(value: unknown): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? NUL_REASON : null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : 'must be a finite number';
  return null;
}

const refusal = (field: string, reason: string) => new ApiError(400, `${field}: ${reason}.`, { [field]: [`This value ${reason}.`] });

/**
 * Applies {@link INPUT_LIMITS} to every route registered after it; refuses a body nested deeper than its depth before
 * validation sees it, and what {@link unfit} finds in any input once validation has converted it.
 */
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
    app.addHook('preValidation', async (request) => {
      const { body } = request;
      const found = firstFault(body, (_value, depth) => (depth > INPUT_LIMITS.depth ? DEPTH_REASON : null));
      // Named by the top-level field it is in (its full path is the nesting itself), or as the body when that is a list.
      if (found) throw refusal((!Array.isArray(body) && found.path.split('.')[0]) || 'body', found.reason);
    });
    app.addHook('preHandler', async (request) => {
      for (const [part, value] of [
        ['body', request.body],
        ['query', request.query],
        ['params', request.params],
      ] as const) {
        const found = firstFault(value, unfit);
        if (found) throw refusal(found.path || part, found.reason);
      }
    });
  },
  { name: 'input-bounds' },
);
