import type { FastifyRequest } from 'fastify';

/** preValidation hook: a POST without a body validates as `{}` (for calls whose body fields are all optional). */
export async function optionalBody(request: FastifyRequest): Promise<void> {
  request.body ??= {};
}
