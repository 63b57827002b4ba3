import { Ajv, type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { TSchema } from 'typebox';

/** The ajv options the Fastify app validates requests with (server/app.ts); shared so other checks agree with the routes. */
export const AJV_OPTIONS = { allErrors: true, coerceTypes: 'array', removeAdditional: true, useDefaults: true } satisfies Options;

let ajv: Ajv | undefined;

/** Compiles a schema the way a route's body is validated: Fastify's ajv options plus the ajv-formats formats it adds. */
export function compileSchema<T>(schema: TSchema): ValidateFunction<T> {
  if (!ajv) {
    ajv = new Ajv({ ...AJV_OPTIONS, addUsedSchema: false });
    addFormats(ajv);
  }
  return ajv.compile<T>(schema);
}

/** ajv errors in the API's per-field shape ({field: [messages]}), named as the error handler names them. */
export function fieldErrors(errors: readonly { instancePath: string; params: object; message?: string }[] | null | undefined): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of errors ?? []) {
    const field = (issue.params as { missingProperty?: string }).missingProperty ?? issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    (fields[field || 'non_field_errors'] ??= []).push(issue.message ?? 'Invalid value');
  }
  return fields;
}
