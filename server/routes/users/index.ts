import { NOT_REGISTERED } from '../../lib/currentUser.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { isValidTimeZone } from '../../mail/scheduler/zonedTime.ts';
import { rescheduleZoneFollowers } from '../../mail/emails/automatedEmails.ts';
import { Profile, ProfileUpdate, RegisterBody } from '../../users/schemas.ts';
import { usersRepository } from '../../users/usersRepository.ts';
import type { AuthenticatedUser } from '../../plugins/auth.ts';
import { SENSITIVE_RATE_LIMIT } from '../../plugins/rateLimit.ts';

/**
 * The address an account registers with: the one the identity provider put in the verified ID token, never the body's.
 * An access token carries no email, so it cannot register; a body email (the spec's form still sends one) must match.
 */
function registrationEmail(auth: AuthenticatedUser, body: RegisterBody): string {
  if (body.cognito_username !== auth.username) throw forbidden('cognito_username does not match the signed-in user.');
  if (auth.tokenUse !== 'id') throw forbidden('Register with the ID token: it carries the verified email address.');
  if (!auth.email) throw forbidden('The ID token carries no email address.');
  if (body.email !== undefined && body.email.toLowerCase() !== auth.email.toLowerCase())
    throw forbidden('email does not match the signed-in user.');
  return auth.email;
}

const users: FastifyPluginAsyncTypebox = async (app) => {
  const repository = usersRepository(app.db);

  app.post(
    '/users/register/',
    {
      config: { rateLimit: SENSITIVE_RATE_LIMIT },
      schema: {
        tags: ['users'],
        consumes: ['multipart/form-data', 'application/json'],
        body: RegisterBody,
        response: { 200: Profile, 201: Profile },
      },
    },
    async (request, reply) => {
      const { auth, body } = request;
      const email = registrationEmail(auth, body);
      if (await repository.emailTakenByAnother(email, auth.sub)) throw conflict('An account with this email is already registered.');
      const { inserted, ...profile } = await repository.upsert({
        sub: auth.sub,
        username: auth.username,
        email,
        firstname: body.firstname.trim(),
        lastname: body.lastname.trim(),
        freeTrial: body.free_trial ?? false,
      });
      return reply.status(inserted ? 201 : 200).send(profile);
    },
  );

  app.get('/users/profile/', { schema: { tags: ['users'], response: { 200: Profile } } }, async (request) => {
    const profile = await repository.findBySub(request.auth.sub);
    if (!profile) throw notFound(NOT_REGISTERED);
    return profile;
  });

  app.put('/users/update/', { schema: { tags: ['users'], body: ProfileUpdate, response: { 200: Profile } } }, async (request) => {
    // Unknown fields are dropped by validation after minProperties counted them: a body of only those changes nothing.
    if (Object.keys(request.body).length === 0) throw badRequest('Send at least one of firstname, lastname, phone, company or timezone.');
    if (request.body.timezone && !isValidTimeZone(request.body.timezone)) {
      throw badRequest('timezone: not a known time zone', { timezone: ['Use an IANA time zone such as America/Chicago.'] });
    }
    const profile = await app.db.transaction(async (tx) => {
      const users = usersRepository(tx);
      const before = request.body.timezone ? await users.findBySub(request.auth.sub) : undefined;
      const updated = await users.update(request.auth.sub, request.body);
      // Emails without their own zone follow the user's: their next run moves with it, in the same transaction.
      if (updated && before && before.timezone !== updated.timezone) {
        await rescheduleZoneFollowers(tx, updated.id, updated.timezone);
      }
      return updated;
    });
    if (!profile) throw notFound(NOT_REGISTERED);
    return profile;
  });
};
export default users;
