import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../lib/errors.ts';

/** The largest file a form may carry (a contacts CSV, a bug report's screenshot) unless its route sets its own. */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads its multipart body itself (`request.parts()`, streamed) instead of receiving it as key-values. */
    multipartStream?: boolean;
  }
}

/**
 * What @fastify/multipart's own errors mean for the sender, by code: the status, whether the part being read is at
 * fault (else the form as a whole), and why.
 */
const PARSER_ERRORS: Record<string, { status: number; inPart: boolean; reason: (fileBytes: number) => string }> = {
  FST_REQ_FILE_TOO_LARGE: { status: 413, inPart: true, reason: (bytes) => `the file is larger than ${bytes / 1024 / 1024} MB` },
  FST_PARTS_LIMIT: { status: 413, inPart: false, reason: () => 'the form has too many parts' },
  FST_FILES_LIMIT: { status: 413, inPart: false, reason: () => 'the form has too many files' },
  FST_FIELDS_LIMIT: { status: 413, inPart: false, reason: () => 'the form has too many fields' },
  FST_PROTO_VIOLATION: { status: 400, inPart: true, reason: () => 'this field name is not allowed' },
  FST_INVALID_JSON_FIELD_ERROR: { status: 400, inPart: true, reason: () => 'the part says it is JSON but is not valid JSON' },
  FST_MP_PREMATURE_CLOSE: { status: 400, inPart: false, reason: () => 'the form ended before its last part' },
};

/**
 * A malformed form (no boundary, a truncated part, a broken part header) as a 4xx `{detail}` naming where it broke;
 * the parser (busboy) raises plain errors without a status, which would otherwise answer 500. Routes that read their
 * form as a stream (config.multipartStream) answer their parser's errors through it too.
 */
export function unreadableForm(error: unknown, part: string, fileBytes: number): ApiError {
  const known = PARSER_ERRORS[(error as { code?: string }).code ?? ''];
  const field = known?.inPart ? part : 'body';
  const reason = known ? known.reason(fileBytes) : `the multipart form could not be read (${(error as Error).message})`;
  return new ApiError(known?.status ?? 400, `${field}: ${reason}.`, { [field]: [`${reason[0]!.toUpperCase()}${reason.slice(1)}.`] });
}

/** The form's fields by name, files as Buffers, a repeated name as a list (as @fastify/multipart's `keyValues`). */
async function formFields(request: FastifyRequest): Promise<Record<string, unknown>> {
  const options = request.routeOptions.config.multipartOptions;
  const fields: Record<string, unknown> = {};
  let field = 'body';
  try {
    for await (const part of request.parts(options)) {
      field = part.fieldname;
      const value = part.type === 'file' ? await part.toBuffer() : part.value;
      const previous = Object.hasOwn(fields, field) ? fields[field] : undefined;
      fields[field] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
    }
  } catch (error) {
    throw unreadableForm(error, field, options?.limits?.fileSize ?? MAX_FILE_BYTES);
  }
  return fields;
}

/** Multipart bodies for every route: read into key-values before validation, so a route's schema checks them as any body. */
export default fp(
  async (app) => {
    await app.register(fastifyMultipart, { limits: { fileSize: MAX_FILE_BYTES } });
    app.addHook('preValidation', async (request) => {
      if (request.isMultipart() && !request.routeOptions.config.multipartStream) request.body = await formFields(request);
    });
  },
  { name: 'multipart-body' },
);
