import { expect } from 'vitest';
import { bearer, registeredUser, type buildTestApp, type TestUser } from './helpers.ts';

type Harness = Pick<Awaited<ReturnType<typeof buildTestApp>>, 'app' | 'db'>;
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
export type TeamRoleName = 'owner' | 'account_manager' | 'member';

/**
 * Signed-in users calling the API, and teams made of them through real invitations (the outbox's e-mail, its token): what
 * every team test needs. `harnessOf` is read at each call, since the test builds its app in beforeAll.
 */
export function teamCallers(harnessOf: () => Harness) {
  /** One signed-in user's calls: status and the JSON body (of a JSON answer); the text and the response itself unlisted. */
  function as(user: TestUser) {
    const call = async (method: Method, url: string, payload?: object) => {
      const response = await harnessOf().app.inject({ method, url: `/api${url}`, headers: bearer(user), ...(payload ? { payload } : {}) });
      const json = response.headers['content-type']?.toString().startsWith('application/json');
      // The raw text and response ride along unlisted, so a test may compare the answer with toEqual({status, body}).
      const answer = { status: response.statusCode, body: json ? response.json() : undefined };
      return Object.defineProperties(answer, {
        text: { value: response.body, enumerable: false },
        response: { value: response, enumerable: false },
      }) as typeof answer & { text: string; response: typeof response };
    };
    return {
      user,
      get: (url: string) => call('GET', url),
      post: (url: string, payload: object = {}) => call('POST', url, payload),
      patch: (url: string, payload: object) => call('PATCH', url, payload),
      put: (url: string, payload: object) => call('PUT', url, payload),
      delete: (url: string) => call('DELETE', url),
    };
  }
  type Caller = ReturnType<typeof as>;

  const newCaller = async () => as(await registeredUser(harnessOf().app));
  const userIdOf = async (caller: Caller) => {
    const [row] = await harnessOf().db.query<{ id: number }>('select id::int as id from users where cognito_sub = $1', [caller.user.sub]);
    return row!.id;
  };

  /** The token of the latest invitation e-mail queued for `email` (read from the mail outbox, as its recipient would). */
  async function invitationToken(email: string): Promise<string> {
    const [mail] = await harnessOf().db.query<{ text: string }>(
      `select text from email_outbox where lower(to_email) = lower($1) and email_name = 'Team invitation' order by id desc limit 1`,
      [email],
    );
    const token = mail?.text.match(/\/team\/accept\?token=([A-Za-z0-9_-]+)/)?.[1];
    if (!token) throw new Error(`no invitation mail for ${email}`);
    return token;
  }

  /** `owner` invites `member` with a role, and `member` accepts by the e-mail's token. */
  async function join(owner: Caller, member: Caller, role: TeamRoleName = 'member') {
    expect((await owner.post('/teams/current/invitations/', { email: member.user.email, role })).status).toBe(201);
    expect((await member.post('/teams/invitations/accept/', { token: await invitationToken(member.user.email) })).status).toBe(200);
  }

  /** `owner` creates a team and the others join it with their roles. */
  async function teamWith(owner: Caller, members: [Caller, TeamRoleName][] = [], name = 'Acme Investors') {
    const created = await owner.post('/teams/', { name });
    expect(created.status).toBe(201);
    for (const [member, role] of members) await join(owner, member, role);
    return created.body as { id: number; name: string };
  }

  return { as, newCaller, userIdOf, invitationToken, join, teamWith };
}
export type Caller = ReturnType<ReturnType<typeof teamCallers>['as']>;
