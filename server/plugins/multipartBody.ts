import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unreadableForm } from '../lib/formErrors.ts';

/** The largest file a form may carry (a contacts CSV, a bug report's screenshot) unless its route sets its own. */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads its multipart body itself (`request.parts()`, streamed) instead of receiving it as key-values. */
    multipartStream?: boolean;
  }
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
