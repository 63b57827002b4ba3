import { NOT_REGISTERED } from '../../users/currentUser.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { rescheduleZoneFollowers } from '../../mail/emails/automatedEmails.ts';
import { Profile, ProfileUpdate, RegisterBody } from '../../users/schemas.ts';
import { usersRepository } from '../../users/usersRepository.ts';
import { verifiedEmail, type AuthenticatedUser } from '../../plugins/auth.ts';
import { SENSITIVE_RATE_LIMIT } from '../../plugins/rateLimit.ts';
import { checkNames } from '../../users/names.ts';
import { checkedTimeZone } from '../../users/timeZone.ts';
import { failures, noContent } from '../../plugins/openapi.ts';
import { recordSignIn, SIGN_IN_WINDOW_SECONDS } from '../../teams/audit.ts';

/**
 * The address an account registers with: the one the identity provider verified in the ID token, never the body's.
 * An access token carries no email, so it cannot register; a body email (the spec's form still sends one) must match.
 */
function registrationEmail(auth: AuthenticatedUser, body: RegisterBody): string {
  if (body.cognito_username !== auth.username) throw forbidden('cognito_username does not match the signed-in user.');
  const email = verifiedEmail(auth);
  if (body.email !== undefined && body.email.toLowerCase() !== email.toLowerCase())
    throw forbidden('email does not match the signed-in user.');
  return email;
}

const users: FastifyPluginAsyncTypebox = async (app) => {
  const repository = usersRepository(app.db);

  app.post(
    '/users/register/',
    {
      config: { rateLimit: SENSITIVE_RATE_LIMIT },
      schema: {
        tags: ['users'],
        summary: 'Register the signed-in user',
        consumes: ['multipart/form-data', 'application/json'],
        body: RegisterBody,
        response: { 200: Profile, 201: Profile, ...failures(409) },
      },
    },
    async (request, reply) => {
      const { auth, body } = request;
      const email = registrationEmail(auth, body);
      checkNames({ firstname: body.firstname, lastname: body.lastname });
      const timezone = body.timezone === undefined ? undefined : checkedTimeZone(body.timezone);
      if (await repository.emailTakenByAnother(email, auth.sub)) throw conflict('An account with this email is already registered.');
      const { inserted, ...profile } = await repository.upsert({
        sub: auth.sub,
        username: auth.username,
        email,
        firstname: body.firstname.trim(),
        lastname: body.lastname.trim(),
        freeTrial: body.free_trial ?? false,
        timezone,
      });
      return reply.status(inserted ? 201 : 200).send(profile);
    },
  );

  app.post(
    '/users/sign-in/',
    {
      config: { rateLimit: SENSITIVE_RATE_LIMIT },
      schema: {
        tags: ['users'],
        summary: 'Report a sign-in (the client, once after each sign-in): recorded in the team audit log of a user in a team',
        description: `Once in ${SIGN_IN_WINDOW_SECONDS / 60} minutes per user; a user without a team records nothing.`,
        response: { 204: noContent('Noted') },
      },
    },
    async (request, reply) => {
      await recordSignIn(app.db, request.userId);
      return reply.status(204).send();
    },
  );

  app.get(
    '/users/profile/',
    { schema: { tags: ['users'], summary: "Read the signed-in user's profile", response: { 200: Profile, ...failures(404) } } },
    async (request) => {
      const profile = await repository.findBySub(request.auth.sub);
      if (!profile) throw notFound(NOT_REGISTERED);
      return profile;
    },
  );

  app.put(
    '/users/update/',
    {
      schema: {
        tags: ['users'],
        summary: "Update the signed-in user's profile",
        body: ProfileUpdate,
        response: { 200: Profile, ...failures(404) },
      },
    },
    async (request) => {
      // Unknown fields are dropped by validation after minProperties counted them: a body of only those changes nothing.
      if (Object.keys(request.body).length === 0) throw badRequest('Send at least one of firstname, lastname, phone, company or timezone.');
      checkNames({ firstname: request.body.firstname, lastname: request.body.lastname, company: request.body.company });
      if (request.body.timezone !== undefined) checkedTimeZone(request.body.timezone);
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
    },
  );
};
export default users;
