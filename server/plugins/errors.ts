import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, OutOfCreditsError } from '../lib/errors.ts';
import { fieldErrors } from '../lib/schemaValidator.ts';

/** Why Fastify could not read a request's body, by its error code, in the words the answer gives. */
const BODY_FAULTS: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'the request body is larger than this call accepts',
  FST_ERR_CTP_INVALID_JSON_BODY: 'the request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'the request body is empty, but its content type says JSON',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'this call does not accept a body of this content type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'the request body is not as long as its Content-Length says',
};

declare module 'fastify' {
  interface FastifyInstance {
    /** What a user short of credits can do under their plan in force (decorated by the billing plugin). */
    paymentAdvice?: (userId: number) => Promise<string>;
  }
}

/** A 402's words: an out-of-credits refusal ends with the advice for the caller's plan instead of the generic one. */
async function paymentDetail(request: FastifyRequest, error: ApiError): Promise<string> {
  const advise = request.server.paymentAdvice;
  const userId = request.registeredUserId;
  if (!(error instanceof OutOfCreditsError) || !advise || typeof userId !== 'number') return error.detail;
  try {
    return `${error.lead} ${await advise(userId)}`;
  } catch (failure) {
    request.log.error(failure);
    return error.detail;
  }
}

/** Answers every error DRF-style: `{detail}` (with field errors on 400), `{error}` on 402. */
export default fp(
  async (app) => {
    app.setErrorHandler(async (error: FastifyError | ApiError, request, reply) => {
      if (error instanceof ApiError) {
        if (error.statusCode === 402) return reply.status(402).send({ error: await paymentDetail(request, error) });
        return reply
          .status(error.statusCode)
          .send(error.fields ? { detail: error.detail, errors: error.fields } : { detail: error.detail });
      }
      if (error.validation) {
        const errors = fieldErrors(error.validation);
        const [field, messages] = Object.entries(errors)[0] ?? ['request', ['Invalid value']];
        return reply.status(400).send({ detail: `${field}: ${messages[0]}`, errors });
      }
      const bodyFault = BODY_FAULTS[error.code];
      if (bodyFault)
        return reply
          .status(error.statusCode ?? 400)
          .send({ detail: `body: ${bodyFault}.`, errors: { body: [`${bodyFault[0]!.toUpperCase()}${bodyFault.slice(1)}.`] } });
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500) request.log.error(error);
      return reply.status(status).send({ detail: status >= 500 ? 'A server error occurred.' : error.message });
    });
  },
  { name: 'errors' },
);

/** Fastify's router-level errors (FST_ERR_BAD_URL, an unsupported media type…) as `{detail}`. */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const detail = error.code === 'FST_ERR_BAD_URL' ? 'The address is not a valid URL.' : error.message;
  // Not returned: the reply is thenable, and Fastify expects this handler to answer nothing.
  void reply.status(status).send({ detail });
}

const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large.'],
  HPE_URI_TOO_LONG: [414, 'The address is too long.'],
};

/**
 * Errors Node's HTTP parser meets before Fastify sees a request (headers or URL too long, garbage on the wire): the
 * connection gets a plain HTTP answer with a JSON `{detail}`, then closes.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: import('node:net').Socket) {
  if (!socket.writable) return socket.destroy();
  const [status, detail] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'The request could not be read.'];
  const body = JSON.stringify({ detail });
  const reason = status === 431 ? 'Request Header Fields Too Large' : status === 414 ? 'URI Too Long' : 'Bad Request';
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
