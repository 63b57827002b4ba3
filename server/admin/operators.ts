import type { Queryable } from '../db/database.ts';
import { forbidden } from '../lib/errors.ts';
import { registeredEmail } from './operatorsRepository.ts';

export const NOT_AN_OPERATOR = "Only the portal's operators (ADMIN_EMAILS) can do this.";

/**
 * The portal's operators: signed-in users whose registered e-mail is in ADMIN_EMAILS. Portal-wide operation (the listing
 * feeds) is not a team's business, so it is not one of server/teams/authorization.ts's team roles; a short list in the
 * environment keeps the decision with whoever deploys the portal. An empty list makes no one an operator.
 */
export async function requireOperator(db: Queryable, userId: number, adminEmails: string[]): Promise<void> {
  if (adminEmails.length === 0) throw forbidden(NOT_AN_OPERATOR);
  const email = await registeredEmail(db, userId);
  if (!email || !adminEmails.includes(email.trim().toLowerCase())) throw forbidden(NOT_AN_OPERATOR);
}
