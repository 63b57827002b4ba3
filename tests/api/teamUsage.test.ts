import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credits } from '../../server/credits/credits.ts';
import type { LedgerKind } from '../../server/credits/ledger.ts';
import { bearer, buildTestApp, registeredUser, type TestUser } from './helpers.ts';

let harness: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  harness = await buildTestApp();
});
afterAll(() => harness.close());

function as(user: TestUser) {
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await harness.app.inject({ method, url: `/api${url}`, headers: bearer(user), ...(payload ? { payload } : {}) });
    return { status: response.statusCode, body: response.json() };
  };
  return { user, get: (url: string) => call('GET', url), post: (url: string, payload: object = {}) => call('POST', url, payload) };
}
type Caller = ReturnType<typeof as>;

/** A signed-in user whose days are counted in UTC (so the hand-computed days below are the ledger's UTC dates). */
async function newCaller(): Promise<Caller> {
  const caller = as(await registeredUser(harness.app));
  await harness.db.query(`update users set timezone = 'UTC' where cognito_sub = $1`, [caller.user.sub]);
  return caller;
}
const userIdOf = async (caller: Caller) => {
  const [row] = await harness.db.query<{ id: number }>('select id::int as id from users where cognito_sub = $1', [caller.user.sub]);
  return row!.id;
};

async function invitationToken(email: string): Promise<string> {
  const [mail] = await harness.db.query<{ text: string }>(
    `select text from email_outbox where lower(to_email) = lower($1) and email_name = 'Team invitation' order by id desc limit 1`,
    [email],
  );
  const token = mail?.text.match(/\/team\/accept\?token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no invitation mail for ${email}`);
  return token;
}

/** `owner` creates a team and the others join it through real invitations. */
async function teamWith(owner: Caller, members: [Caller, 'account_manager' | 'member'][], name: string) {
  expect((await owner.post('/teams/', { name })).status).toBe(201);
  for (const [member, role] of members) {
    expect((await owner.post('/teams/current/invitations/', { email: member.user.email, role })).status).toBe(201);
    expect((await member.post('/teams/invitations/accept/', { token: await invitationToken(member.user.email) })).status).toBe(200);
  }
}

/** Spends (or refunds) credits through the credits domain at a fixed time, as a search, download or report would. */
async function spend(caller: Caller, at: string, kind: LedgerKind, amount: number) {
  const clocked = credits(harness.db, () => new Date(at));
  const userId = await userIdOf(caller);
  if (kind === 'refund') return clocked.refund(userId, amount, { description: 'Refund: download failed' });
  const via = kind === 'api' ? { apiKeyName: 'CRM sync', credits: 0 } : null;
  const charged = await clocked.charge({
    userId,
    cost: amount,
    entry: { kind: kind === 'api' ? 'search' : kind, description: `${kind} test` },
    via,
  });
  expect(charged).toMatchObject({ charged: amount });
}

const MARCH = '/teams/current/usage/?from=2026-03-01&to=2026-03-31';
const zero = { searches: 0, downloads: 0, reports: 0, api_calls: 0, refunds: 0 };

describe('team usage', () => {
  let owner: Caller, manager: Caller, member: Caller, otherOwner: Caller, otherMember: Caller;
  beforeAll(async () => {
    [owner, manager, member, otherOwner, otherMember] = await Promise.all([1, 2, 3, 4, 5].map(() => newCaller()));
    await teamWith(
      owner,
      [
        [manager, 'account_manager'],
        [member, 'member'],
      ],
      'Acme Investors',
    );
    await teamWith(otherOwner, [[otherMember, 'member']], 'Other Capital');
    await spend(member, '2026-03-10T09:00:00Z', 'search', 1);
    await spend(member, '2026-03-10T17:00:00Z', 'search', 1);
    await spend(member, '2026-03-11T12:00:00Z', 'download', 5);
    await spend(member, '2026-03-11T13:00:00Z', 'refund', 2);
    await spend(manager, '2026-03-10T12:00:00Z', 'report', 3);
    await spend(owner, '2026-03-31T23:30:00Z', 'api', 1);
    // Outside the range: the last day of February and the first of April.
    await spend(owner, '2026-04-01T00:30:00Z', 'search', 4);
    await spend(member, '2026-02-28T23:59:00Z', 'search', 6);
    await spend(otherMember, '2026-03-10T12:00:00Z', 'search', 7);
  });

  it("shows the owner and the account manager each member's credits by kind and day, net of refunds", async () => {
    const [ownerId, managerId, memberId] = await Promise.all([owner, manager, member].map(userIdOf));
    const expected = {
      from: '2026-03-01',
      to: '2026-03-31',
      time_zone: 'UTC',
      // 2 searches + 5 download − 2 refunded, 3 report, 1 API call.
      used: 9,
      members: [
        { user_id: ownerId, email: owner.user.email, role: 'owner', ...zero, api_calls: 1, used: 1 },
        { user_id: managerId, email: manager.user.email, role: 'account_manager', ...zero, reports: 3, used: 3 },
        { user_id: memberId, email: member.user.email, role: 'member', ...zero, searches: 2, downloads: 5, refunds: 2, used: 5 },
      ],
    };
    for (const caller of [owner, manager]) {
      const answer = await caller.get(MARCH);
      expect(answer).toMatchObject({ status: 200, body: expected });
      const days = [...answer.body.days].sort((a, b) => `${a.date}${a.user_id}`.localeCompare(`${b.date}${b.user_id}`));
      expect(days).toEqual(
        [
          { date: '2026-03-10', user_id: memberId, ...zero, searches: 2 },
          { date: '2026-03-10', user_id: managerId, ...zero, reports: 3 },
          { date: '2026-03-11', user_id: memberId, ...zero, downloads: 5, refunds: 2 },
          { date: '2026-03-31', user_id: ownerId, ...zero, api_calls: 1 },
        ].sort((a, b) => `${a.date}${a.user_id}`.localeCompare(`${b.date}${b.user_id}`)),
      );
    }
    // One day: only that day's spending.
    const tenth = await owner.get('/teams/current/usage/?from=2026-03-10&to=2026-03-10');
    expect(tenth.body.used).toBe(5);
  });

  it('refuses a member (403), answers another team only its own figures, and a user without a team 404', async () => {
    expect(await member.get(MARCH)).toMatchObject({ status: 403, body: { detail: expect.any(String) } });
    const other = await otherOwner.get(MARCH);
    expect(other.status).toBe(200);
    expect(other.body.used).toBe(7);
    expect(other.body.members.map((m: { email: string }) => m.email).sort()).toEqual(
      [otherOwner.user.email, otherMember.user.email].sort(),
    );
    expect(JSON.stringify(other.body)).not.toContain(member.user.email);
    const loner = await newCaller();
    expect(await loner.get(MARCH)).toMatchObject({ status: 404, body: { detail: 'You are not in a team.' } });
  });

  it("pages the current members' combined ledger with each row's e-mail, filtered by member and days", async () => {
    const memberId = await userIdOf(member);
    const march = await manager.get(`/teams/current/ledger/?member=${memberId}&from=2026-03-01&to=2026-03-31&page_size=2`);
    expect(march.status).toBe(200);
    // Two searches, the download, its refund, and the starting grant written with the first charge (10 March).
    expect(march.body).toMatchObject({ count: 5, previous: null, next: expect.stringContaining('page=2') });
    expect(march.body.results).toEqual([
      expect.objectContaining({ kind: 'refund', credits: 2, user_id: memberId, email: member.user.email }),
      expect.objectContaining({ kind: 'download', credits: -5, email: member.user.email }),
    ]);
    // The whole team, every day: 8 spends and refunds (member 5, manager 1, owner 2) plus each one's starting grant; none of the other team's.
    const all = await owner.get('/teams/current/ledger/?page_size=100');
    expect(all.body.count).toBe(8 + 3);
    expect(all.body.results.map((r: { email: string }) => r.email)).not.toContain(otherMember.user.email);
    expect((await member.get('/teams/current/ledger/')).status).toBe(403);
    expect((await owner.get('/teams/current/ledger/?from=2026-03-02&to=2026-03-01')).status).toBe(400);
  });

  it("exports the ledger as CSV with the same filters: times in the caller's zone, kinds in words, signed credits", async () => {
    const csv = async (caller: Caller, query: string) => {
      const response = await harness.app.inject({
        method: 'GET',
        url: `/api/teams/current/ledger.csv?${query}`,
        headers: bearer(caller.user),
      });
      return { status: response.statusCode, type: response.headers['content-type'], text: response.body };
    };
    const memberId = await userIdOf(member);
    const march = await csv(manager, `member=${memberId}&from=2026-03-01&to=2026-03-31`);
    expect(march.status).toBe(200);
    expect(march.type).toBe('text/csv; charset=utf-8');
    const email = member.user.email;
    expect(march.text).toBe(
      '\ufeff' +
        [
          'Time (UTC),Member e-mail,Action,Credits,Description,Link',
          `2026-03-11 13:00:00,${email},Refund,2,Refund: download failed,`,
          `2026-03-11 12:00:00,${email},Download,-5,download test,`,
          `2026-03-10 17:00:00,${email},Search,-1,search test,`,
          `2026-03-10 09:00:00,${email},Search,-1,search test,`,
          `2026-03-10 09:00:00,${email},Credits added,100,Starting allowance,`,
        ].join('\r\n') +
        '\r\n',
    );

    // In the caller's zone: New York's 31 March runs to 04:00 UTC on 1 April, so it holds the owner's rows of both days.
    await harness.db.query(`update users set timezone = 'America/New_York' where cognito_sub = $1`, [owner.user.sub]);
    try {
      const ownerId = await userIdOf(owner);
      const lines = (await csv(owner, `member=${ownerId}&from=2026-03-31&to=2026-03-31`)).text.replace('\ufeff', '').trim().split('\r\n');
      expect(lines).toEqual([
        'Time (America/New_York),Member e-mail,Action,Credits,Description,Link',
        `2026-03-31 20:30:00,${owner.user.email},Search,-4,search test,`,
        `2026-03-31 19:30:00,${owner.user.email},API call,-1,API · CRM sync: api test,`,
        // No starting allowance that day: the owner's account is the team's pool, opened by the first charge on it (the member's, 10 March).
      ]);
    } finally {
      await harness.db.query(`update users set timezone = 'UTC' where cognito_sub = $1`, [owner.user.sub]);
    }

    expect((await csv(member, '')).status).toBe(403);
    expect((await csv(owner, 'from=2026-03-02&to=2026-03-01')).status).toBe(400);
    expect((await csv(owner, 'member=abc')).status).toBe(400);
    const loner = await newCaller();
    expect((await csv(loner, '')).status).toBe(404);
    // Another team's export holds none of this team's rows.
    expect((await csv(otherOwner, '')).text).not.toContain(email);
  });

  it("lists and exports the current members' downloads, filtered by member and days; a member is refused, another team sees none", async () => {
    const [memberId, otherId] = await Promise.all([member, otherMember].map(userIdOf));
    const download = (userId: number, name: string, at: string, fileType: string, rows: number, credits: number) =>
      harness.db.query(
        `insert into downloads (user_id, name, file_type, query, criteria, status, row_count, storage_key, credits_charged, created_at)
         values ($1, $2, $3, '{}', $4, 'ready', $5, $2, $6, $7)`,
        [userId, name, fileType, ['Houston, TX', 'Active'], rows, credits, at],
      );
    await download(memberId, 'Houston deals', '2026-03-11T12:00:00Z', 'excel', 250, 5);
    await download(memberId, 'Old list', '2026-02-20T12:00:00Z', 'csv', 10, 1);
    await download(otherId, 'Other team list', '2026-03-11T12:00:00Z', 'pdf', 40, 2);

    const march = await manager.get(`/teams/current/downloads/?member=${memberId}&from=2026-03-01&to=2026-03-31`);
    expect(march.status).toBe(200);
    expect(march.body).toMatchObject({ count: 1, next: null, previous: null });
    expect(march.body.results[0]).toMatchObject({
      name: 'Houston deals',
      email: member.user.email,
      file_type: 'excel',
      format: 'Excel',
      row_count: 250,
      credits_charged: 5,
      criteria: ['Houston, TX', 'Active'],
    });
    expect((await owner.get('/teams/current/downloads/')).body.count).toBe(2);
    expect((await member.get('/teams/current/downloads/')).status).toBe(403);
    expect((await otherOwner.get('/teams/current/downloads/')).body.results.map((r: { name: string }) => r.name)).toEqual([
      'Other team list',
    ]);

    const csv = await harness.app.inject({
      method: 'GET',
      url: `/api/teams/current/downloads.csv?member=${memberId}`,
      headers: bearer(manager.user),
    });
    expect(csv.headers['content-disposition']).toBe('attachment; filename="team-downloads.csv"');
    expect(csv.body).toBe(
      '\ufeff' +
        [
          'Time (UTC),Member e-mail,Name,Format,Rows,Credits,Status,Search',
          `2026-03-11 12:00:00,${member.user.email},Houston deals,Excel,250,5,Ready,"Houston, TX · Active"`,
          `2026-02-20 12:00:00,${member.user.email},Old list,CSV,10,1,Ready,"Houston, TX · Active"`,
        ].join('\r\n') +
        '\r\n',
    );
  });

  it("lists and exports the members' automated e-mail log and API calls, status and channel in words", async () => {
    const [memberId, otherId] = await Promise.all([member, otherMember].map(userIdOf));
    await harness.db.query(
      `insert into automated_email_logs (user_id, email_name, recipient, subject, status, listing_count, created_at) values
         ($1, 'Austin alerts', 'ann@example.com', '3 new deals', 'sent', 3, '2026-03-12T08:00:00Z'),
         ($1, 'Austin alerts', 'bob@example.com', '3 new deals', 'skipped_unsubscribed', 3, '2026-03-12T08:00:01Z'),
         ($2, 'Other alerts', 'zed@example.com', 'x', 'sent', 1, '2026-03-12T08:00:00Z')`,
      [memberId, otherId],
    );
    const [{ id: keyId }] = (await harness.db.query<{ id: number }>(
      `insert into api_keys (user_id, name, prefix, key_hash, embed_id) values ($1, 'CRM sync', 'ps_live_ab12', 'h-team-1', 'emb_team_1')
       returning id::int as id`,
      [memberId],
    )) as [{ id: number }];
    await harness.db.query(
      `insert into api_calls (key_id, called_at, method, route, status, credits, duration_ms, via) values
         ($1, '2026-03-12T09:00:00Z', 'GET', '/api/v1/properties/', 200, 1, 84, 'key'),
         ($1, '2026-03-12T09:05:00Z', 'POST', '/api/embed/search/', 402, 0, 12, 'embed')`,
      [keyId],
    );

    const logs = await manager.get(`/teams/current/email-logs/?member=${memberId}`);
    expect(logs.body.count).toBe(2);
    expect(logs.body.results.map((r: Record<string, unknown>) => [r.recipient, r.status_label, r.email])).toEqual([
      ['bob@example.com', 'Skipped: unsubscribed', member.user.email],
      ['ann@example.com', 'Sent', member.user.email],
    ]);
    expect((await otherOwner.get('/teams/current/email-logs/')).body.results.map((r: { recipient: string }) => r.recipient)).toEqual([
      'zed@example.com',
    ]);
    const calls = await owner.get('/teams/current/api-calls/?from=2026-03-12&to=2026-03-12');
    expect(calls.body.results).toEqual([
      expect.objectContaining({ route: '/api/embed/search/', status: 402, via_label: 'Website widget', key_name: 'CRM sync' }),
      expect.objectContaining({ route: '/api/v1/properties/', status: 200, credits: 1, duration_ms: 84, via_label: 'API key' }),
    ]);
    expect((await member.get('/teams/current/api-calls/')).status).toBe(403);

    const csv = async (path: string) =>
      (await harness.app.inject({ method: 'GET', url: `/api/teams/current/${path}`, headers: bearer(manager.user) })).body;
    expect(await csv(`api-calls.csv?member=${memberId}`)).toBe(
      '\ufeff' +
        [
          'Time (UTC),Member e-mail,Key,Through,Call,Status,Credits,Duration (ms)',
          `2026-03-12 09:05:00,${member.user.email},CRM sync (ps_live_ab12…),Website widget,POST /api/embed/search/,402,0,12`,
          `2026-03-12 09:00:00,${member.user.email},CRM sync (ps_live_ab12…),API key,GET /api/v1/properties/,200,1,84`,
        ].join('\r\n') +
        '\r\n',
    );
    expect((await csv(`email-logs.csv?member=${memberId}`)).split('\r\n').slice(0, 2)).toEqual([
      '\ufeffTime (UTC),Member e-mail,Automated e-mail,Recipient,Subject,Status,Listings',
      `2026-03-12 08:00:01,${member.user.email},Austin alerts,bob@example.com,3 new deals,Skipped: unsubscribed,3`,
    ]);
  });

  it('answers 400 with a detail for a bad range, and defaults to this month', async () => {
    for (const query of ['from=2026-03-31&to=2026-03-01', 'from=2026-13-01', 'from=yesterday', 'from=2024-01-01&to=2026-01-01']) {
      const answer = await owner.get(`/teams/current/usage/?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.detail, query).toEqual(expect.any(String));
    }
    const now = new Date();
    const firstDay = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}-01`;
    expect((await owner.get('/teams/current/usage/')).body).toMatchObject({ from: firstDay, time_zone: 'UTC' });
  });
});
