import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { ApiError } from '../lib/errors.ts';
import { fieldErrors } from '../lib/schemaValidator.ts';

/** Answers every error DRF-style: `{detail}` (with field errors on 400), `{error}` on 402. */
export default fp(async (app) => {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.statusCode === 402) return reply.status(402).send({ error: error.detail });
      return reply.status(error.statusCode).send(error.fields ? { detail: error.detail, errors: error.fields } : { detail: error.detail });
    }
    if (error.validation) {
      const errors = fieldErrors(error.validation);
      const [field, messages] = Object.entries(errors)[0] ?? ['request', ['Invalid value']];
      return reply.status(400).send({ detail: `${field}: ${messages[0]}`, errors });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error(error);
    return reply.status(status).send({ detail: status >= 500 ? 'A server error occurred.' : error.message });
  });
}, { name: 'errors' });
