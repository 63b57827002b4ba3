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
const FORMAT_WORDS: Record<string, string> = {
  email: 'Enter a valid email address.',
  'date-time': 'Enter a valid date and time.',
  date: 'Enter a valid date.',
  uri: 'Enter a valid web address.',
  time: 'Enter a valid time.',
};

/** An ajv issue in the words a person reads ('Enter a valid email address.' rather than 'must match format "email"'). */
export function plainMessage(issue: { keyword?: string; params: object; message?: string }): string {
  const params = issue.params as { limit?: number; format?: string; type?: string; additionalProperty?: string };
  switch (issue.keyword) {
    case 'required':
      return 'This field is required.';
    case 'format':
      return FORMAT_WORDS[params.format ?? ''] ?? 'Enter a valid value.';
    case 'minLength':
      return params.limit === 1 ? 'This field may not be blank.' : `Use at least ${params.limit} characters.`;
    case 'maxLength':
      return `Use at most ${params.limit} characters.`;
    case 'minimum':
      return `Enter a number of at least ${params.limit}.`;
    case 'maximum':
      return `Enter a number of at most ${params.limit}.`;
    case 'maxItems':
      return `Choose at most ${params.limit}.`;
    case 'type':
      return params.type === 'integer' ? 'Enter a whole number.' : params.type === 'number' ? 'Enter a number.' : 'Enter a valid value.';
    case 'enum':
    case 'anyOf':
    case 'const':
      return 'Choose one of the allowed values.';
    case 'pattern':
      return 'Enter a valid value.';
    case 'additionalProperties':
      return `Unknown field: ${params.additionalProperty}.`;
    default:
      return issue.message ?? 'Invalid value';
  }
}

export function fieldErrors(
  errors: readonly { instancePath: string; params: object; message?: string; keyword?: string }[] | null | undefined,
): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of errors ?? []) {
    const field =
      (issue.params as { missingProperty?: string }).missingProperty ?? issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    (fields[field || 'non_field_errors'] ??= []).push(plainMessage(issue));
  }
  return fields;
}
