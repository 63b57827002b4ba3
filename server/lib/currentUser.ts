import type { FastifyRequest } from 'fastify';
import { ApiError } from './errors.ts';

export const NOT_REGISTERED = 'This account is not registered yet.';

const cache = new WeakMap<FastifyRequest, number>();

/** The caller's users.id, looked up from the verified token; 403 when the account never registered. */
export async function currentUserId(request: FastifyRequest): Promise<number> {
  const known = cache.get(request);
  if (known !== undefined) return known;
  const [row] = await request.server.db.query<{ id: number }>('select id::int as id from users where cognito_sub = $1', [request.auth.sub]);
  if (!row) throw new ApiError(403, NOT_REGISTERED);
  cache.set(request, row.id);
  return row.id;
}
