import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workerFor } from './deliveryHarness.ts';
import { buildTestApp } from './helpers.ts';
import { teamCallers } from './teamCallers.ts';
import { recipientsOf, startSmtpSink } from './smtpSink.ts';

let harness: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  harness = await buildTestApp();
});
afterAll(() => harness.close());

const { newCaller, userIdOf, invitationToken, teamWith } = teamCallers(() => harness);

describe('creating a team', () => {
  it('makes the creator its owner; a user without a team gets 404 and can create only one', async () => {
    const alice = await newCaller();
    expect(await alice.get('/teams/current/')).toMatchObject({ status: 404, body: { detail: 'You are not in a team.' } });
    const created = await alice.post('/teams/', { name: '  Acme  ' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Acme',
      role: 'owner',
      members: [{ user_id: await userIdOf(alice), email: alice.user.email, role: 'owner' }],
    });
    expect((await alice.get('/teams/current/')).body).toEqual(created.body);
    expect((await alice.post('/teams/', { name: 'Second' })).status).toBe(409);
    expect((await alice.post('/teams/', { name: '' })).status).toBe(400);
    expect((await alice.post('/teams/', { name: 'x'.repeat(101) })).status).toBe(400);
    const renamed = await alice.patch('/teams/current/', { name: 'Acme Capital' });
    expect(renamed).toMatchObject({ status: 200, body: { name: 'Acme Capital' } });
  });
});

describe('invitations', () => {
  it('e-mails a link that only the invited address can accept, once', async () => {
    const [owner, invitee, stranger] = [await newCaller(), await newCaller(), await newCaller()];
    await teamWith(owner);
    const invited = await owner.post('/teams/current/invitations/', { email: invitee.user.email.toUpperCase(), role: 'account_manager' });
    expect(invited).toMatchObject({
      status: 201,
      body: { email: invitee.user.email.toUpperCase(), role: 'account_manager', status: 'pending' },
    });
    const [mail] = await harness.db.query<{ subject: string; html: string; user_id: number }>(
      `select subject, html, user_id::int as user_id from email_outbox where email_name = 'Team invitation' and lower(to_email) = lower($1)`,
      [invitee.user.email],
    );
    expect(mail!.subject).toContain('Acme Investors');
    expect(mail!.html).toContain('/team/accept?token=');
    expect(mail!.user_id).toBe(await userIdOf(owner));
    const token = await invitationToken(invitee.user.email);

    // The link forwarded to someone else is refused: the e-mail must be the invitation's.
    expect(await stranger.post('/teams/invitations/accept/', { token })).toMatchObject({
      status: 403,
      body: { detail: 'This invitation was sent to another e-mail address.' },
    });
    expect((await stranger.get('/teams/current/')).status).toBe(404);
    expect((await invitee.post('/teams/invitations/accept/', { token: 'x'.repeat(43) })).status).toBe(404);
    // An access token carries no verified e-mail: the invitee must use their ID token.
    const byAccessToken = await harness.app.inject({
      method: 'POST',
      url: '/api/teams/invitations/accept/',
      headers: { authorization: `Bearer ${invitee.user.accessToken}` },
      payload: { token },
    });
    expect(byAccessToken.statusCode).toBe(403);
    expect((await invitee.get('/teams/current/')).status).toBe(404);

    const joined = await invitee.post('/teams/invitations/accept/', { token });
    expect(joined).toMatchObject({ status: 200, body: { name: 'Acme Investors', role: 'account_manager' } });
    expect(joined.body.members.map((m: { email: string }) => m.email)).toEqual([owner.user.email, invitee.user.email]);
    // The link opened again by the member it joined answers the team (a reload, a second tab), and records no second join.
    expect(await invitee.post('/teams/invitations/accept/', { token })).toMatchObject({ status: 200, body: { name: 'Acme Investors' } });
    const joins = await harness.db.query(
      `select count(*)::int as n from audit_log where event = 'member.joined' and subject_user_id = (select id from users where email = $1)`,
      [invitee.user.email],
    );
    expect(joins).toEqual([{ n: 1 }]);
    // By anyone else an accepted invitation is spent.
    expect((await owner.post('/teams/invitations/accept/', { token })).status).toBe(410);

    const list = await owner.get('/teams/current/invitations/');
    expect(list.body).toMatchObject({ count: 1, next: null, previous: null, results: [{ id: invited.body.id, status: 'accepted' }] });
    // A member already in the team is not invited again.
    expect((await owner.post('/teams/current/invitations/', { email: invitee.user.email })).status).toBe(409);
  });

  it('reaches the invitee through the mail outbox and its delivery worker, with a link that joins them', async () => {
    const [owner, invitee] = [await newCaller(), await newCaller()];
    await teamWith(owner, [], 'Delivered Team');
    await owner.post('/teams/current/invitations/', { email: invitee.user.email });
    const sink = await startSmtpSink();
    const worker = workerFor(harness.db, sink.url);
    try {
      await worker.drain();
      const mail = sink.received.find((m) => recipientsOf(m).includes(invitee.user.email));
      expect(mail?.subject).toContain('Delivered Team');
      const link = mail!.text!.match(/(\S+\/team\/accept\?token=[A-Za-z0-9_-]+)/)![1]!;
      expect(link.startsWith(`${harness.app.config.publicUrl}/team/accept?token=`)).toBe(true);
      const token = new URL(link).searchParams.get('token')!;
      expect((await invitee.post('/teams/invitations/accept/', { token })).body).toMatchObject({ name: 'Delivered Team', role: 'member' });
    } finally {
      worker.close();
      await sink.stop();
    }
  });

  it('refuses an expired invitation, and a withdrawn or replaced one', async () => {
    const [owner, invitee] = [await newCaller(), await newCaller()];
    await teamWith(owner);
    await owner.post('/teams/current/invitations/', { email: invitee.user.email });
    const first = await invitationToken(invitee.user.email);
    const second = (await owner.post('/teams/current/invitations/', { email: invitee.user.email })).body;
    expect((await invitee.post('/teams/invitations/accept/', { token: first })).status).toBe(404);
    const secondToken = await invitationToken(invitee.user.email);
    await harness.db.query(`update team_invitations set expires_at = now() - interval '1 minute' where id = $1`, [second.id]);
    expect((await invitee.post('/teams/invitations/accept/', { token: secondToken })).status).toBe(410);
    expect((await owner.get('/teams/current/invitations/')).body.results[0]).toMatchObject({ id: second.id, status: 'expired' });

    const third = (await owner.post('/teams/current/invitations/', { email: invitee.user.email })).body;
    const thirdToken = await invitationToken(invitee.user.email);
    expect((await owner.delete(`/teams/current/invitations/${third.id}/`)).status).toBe(204);
    expect((await owner.delete(`/teams/current/invitations/${third.id}/`)).status).toBe(404);
    expect((await invitee.post('/teams/invitations/accept/', { token: thirdToken })).status).toBe(404);
    expect((await invitee.get('/teams/current/')).status).toBe(404);
  });

  it('refuses to join a second team', async () => {
    const [ownerA, ownerB, user] = [await newCaller(), await newCaller(), await newCaller()];
    await teamWith(ownerA, [[user, 'member']], 'A');
    await teamWith(ownerB, [], 'B');
    await ownerB.post('/teams/current/invitations/', { email: user.user.email });
    expect((await user.post('/teams/invitations/accept/', { token: await invitationToken(user.user.email) })).status).toBe(409);
    expect((await user.get('/teams/current/')).body.name).toBe('A');
  });
});

describe('roles', () => {
  it('a member cannot invite, list invitations, change roles, remove others or read the audit', async () => {
    const [owner, member, other] = [await newCaller(), await newCaller(), await newCaller()];
    await teamWith(owner, [
      [member, 'member'],
      [other, 'member'],
    ]);
    const otherId = await userIdOf(other);
    expect((await member.get('/teams/current/')).body.role).toBe('member');
    expect((await member.post('/teams/current/invitations/', { email: 'someone@example.com' })).status).toBe(403);
    expect((await member.get('/teams/current/invitations/')).status).toBe(403);
    expect((await member.patch(`/teams/current/members/${otherId}/`, { role: 'account_manager' })).status).toBe(403);
    expect((await member.patch(`/teams/current/members/${await userIdOf(member)}/`, { role: 'owner' })).status).toBe(403);
    expect((await member.delete(`/teams/current/members/${otherId}/`)).status).toBe(403);
    expect((await member.patch('/teams/current/', { name: 'Mine now' })).status).toBe(403);
    expect((await member.get('/teams/current/audit/')).status).toBe(403);
    expect((await member.get('/teams/current/audit.csv')).status).toBe(403);
  });

  it('an account manager manages members but cannot grant owner, nor demote or remove an owner', async () => {
    const [owner, manager, member] = [await newCaller(), await newCaller(), await newCaller()];
    await teamWith(owner, [
      [manager, 'account_manager'],
      [member, 'member'],
    ]);
    const [ownerId, managerId, memberId] = [await userIdOf(owner), await userIdOf(manager), await userIdOf(member)];
    expect((await manager.post('/teams/current/invitations/', { email: 'boss@example.com', role: 'owner' })).status).toBe(403);
    expect((await manager.post('/teams/current/invitations/', { email: 'va@example.com', role: 'member' })).status).toBe(201);
    expect((await manager.patch(`/teams/current/members/${memberId}/`, { role: 'owner' })).status).toBe(403);
    expect((await manager.patch(`/teams/current/members/${managerId}/`, { role: 'owner' })).status).toBe(403);
    expect((await manager.patch(`/teams/current/members/${ownerId}/`, { role: 'member' })).status).toBe(403);
    expect((await manager.delete(`/teams/current/members/${ownerId}/`)).status).toBe(403);
    expect((await manager.patch('/teams/current/', { name: 'Renamed' })).status).toBe(403);
    expect((await manager.patch(`/teams/current/members/${memberId}/`, { role: 'account_manager' })).body).toMatchObject({
      user_id: memberId,
      role: 'account_manager',
    });
    expect((await manager.get('/teams/current/audit/')).status).toBe(200);
    expect((await manager.delete(`/teams/current/members/${memberId}/`)).status).toBe(204);
    expect((await member.get('/teams/current/')).status).toBe(404);
    // The owner may grant owner; then the first owner may step down.
    expect((await owner.patch(`/teams/current/members/${managerId}/`, { role: 'owner' })).body.role).toBe('owner');
    expect((await owner.patch(`/teams/current/members/${ownerId}/`, { role: 'member' })).body.role).toBe('member');
  });

  it('the last owner can neither leave nor be demoted; a member leaves by removing themself', async () => {
    const [owner, member] = [await newCaller(), await newCaller()];
    await teamWith(owner, [[member, 'member']]);
    const [ownerId, memberId] = [await userIdOf(owner), await userIdOf(member)];
    expect(await owner.delete(`/teams/current/members/${ownerId}/`)).toMatchObject({ status: 409 });
    expect((await owner.patch(`/teams/current/members/${ownerId}/`, { role: 'member' })).status).toBe(409);
    expect((await owner.get('/teams/current/')).body.role).toBe('owner');
    expect((await member.delete(`/teams/current/members/${memberId}/`)).status).toBe(204);
    expect((await member.get('/teams/current/')).status).toBe(404);
    expect((await owner.get('/teams/current/')).body.members).toHaveLength(1);
    expect((await owner.delete(`/teams/current/members/${memberId}/`)).status).toBe(404);
  });
});

describe('isolation between teams', () => {
  it("a second team's owner reaches nothing of the first team by its ids", async () => {
    const [ownerA, memberA, ownerB] = [await newCaller(), await newCaller(), await newCaller()];
    await teamWith(ownerA, [[memberA, 'member']], 'Team A');
    await teamWith(ownerB, [], 'Team B');
    const [ownerAId, memberAId] = [await userIdOf(ownerA), await userIdOf(memberA)];
    const invitation = (await ownerA.post('/teams/current/invitations/', { email: 'prospect@example.com' })).body;

    for (const userId of [ownerAId, memberAId]) {
      expect((await ownerB.patch(`/teams/current/members/${userId}/`, { role: 'member' })).status).toBe(404);
      expect((await ownerB.delete(`/teams/current/members/${userId}/`)).status).toBe(404);
    }
    expect((await ownerB.delete(`/teams/current/invitations/${invitation.id}/`)).status).toBe(404);
    const seenByB = (await ownerB.get('/teams/current/')).body;
    expect(seenByB.name).toBe('Team B');
    expect(JSON.stringify(seenByB)).not.toContain(ownerA.user.email);
    expect((await ownerB.get('/teams/current/invitations/')).body.count).toBe(0);
    expect(JSON.stringify((await ownerB.get(`/teams/current/audit/?member=${memberAId}`)).body.results)).toBe('[]');
    expect((await ownerB.get(`/teams/current/audit.csv?member=${ownerAId}`)).text.trim().split('\r\n')).toHaveLength(1);
    // Team A is untouched.
    expect((await ownerA.get('/teams/current/')).body.members).toHaveLength(2);
    expect((await ownerA.get('/teams/current/invitations/')).body.count).toBe(2);
  });

  it("a removed member's token no longer reads the team", async () => {
    const [owner, member] = [await newCaller(), await newCaller()];
    await teamWith(owner, [[member, 'account_manager']]);
    expect((await member.get('/teams/current/audit/')).status).toBe(200);
    expect((await owner.delete(`/teams/current/members/${await userIdOf(member)}/`)).status).toBe(204);
    // The same token as before, still valid with the identity provider.
    for (const url of ['/teams/current/', '/teams/current/audit/', '/teams/current/invitations/', '/teams/current/audit.csv'])
      expect((await member.get(url)).status).toBe(404);
    expect((await member.post('/teams/current/invitations/', { email: 'x@example.com' })).status).toBe(404);
    expect((await member.patch('/teams/current/', { name: 'Revenge' })).status).toBe(404);
  });
});

describe('the audit log', () => {
  it('records invitations, joins, role changes and removals, filterable by event, member and day, and as CSV', async () => {
    const [owner, manager, member] = [await newCaller(), await newCaller(), await newCaller()];
    await teamWith(owner, [
      [manager, 'account_manager'],
      [member, 'member'],
    ]);
    const [ownerId, managerId, memberId] = [await userIdOf(owner), await userIdOf(manager), await userIdOf(member)];
    await owner.patch(`/teams/current/members/${memberId}/`, { role: 'account_manager' });
    await manager.delete(`/teams/current/members/${memberId}/`);

    const all = await manager.get('/teams/current/audit/');
    expect(all.status).toBe(200);
    expect(all.body.results.map((e: { event: string }) => e.event)).toEqual([
      'member.removed',
      'member.role_changed',
      'member.joined',
      'member.invited',
      'member.joined',
      'member.invited',
      'team.created',
    ]);
    expect(all.body.results[1]).toMatchObject({
      actor_id: ownerId,
      actor_email: owner.user.email,
      subject: member.user.email,
      subject_user_id: memberId,
      detail: { from: 'member', to: 'account_manager' },
    });

    const joined = await owner.get('/teams/current/audit/?event=member.joined');
    expect(joined.body.results.map((e: { subject_user_id: number }) => e.subject_user_id)).toEqual([memberId, managerId]);
    // Events they did and events about them (invited as an existing user, joined, role changed, removed).
    const aboutMember = await owner.get(`/teams/current/audit/?member=${memberId}&page_size=2`);
    expect(aboutMember.body).toMatchObject({ count: 4, previous: null });
    expect(aboutMember.body.next).toContain('page=2');
    expect(aboutMember.body.next).toContain(`member=${memberId}`);
    const today = new Date().toISOString().slice(0, 10);
    expect((await owner.get(`/teams/current/audit/?from=${today}&to=${today}`)).body.count).toBe(7);
    expect((await owner.get('/teams/current/audit/?to=2000-01-01')).body.count).toBe(0);
    expect((await owner.get('/teams/current/audit/?from=2999-01-01')).body.count).toBe(0);
    expect((await owner.get('/teams/current/audit/?from=yesterday')).status).toBe(400);

    const csv = await owner.get(`/teams/current/audit.csv?member=${memberId}`);
    expect(csv.status).toBe(200);
    expect(csv.response.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.response.headers['content-disposition']).toContain('attachment');
    const lines = csv.text
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Time (UTC),Event,Actor ID,Actor e-mail,Subject,Subject user ID,Detail');
    // The export reads as the screen does: events by their labels.
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(['Member removed', 'Role changed', 'Member joined', 'Member invited']);
    expect(lines[1]).toContain(`${managerId},${manager.user.email},${member.user.email},${memberId}`);
  });

  it('purges events older than a year', async () => {
    const { purgeOldAuditEvents } = await import('../../server/teams/audit.ts');
    const owner = await newCaller();
    await teamWith(owner);
    await harness.db.query(
      `update audit_log set created_at = now() - interval '366 days' where team_id = (select team_id from team_members m join users u on u.id = m.user_id where u.cognito_sub = $1)`,
      [owner.user.sub],
    );
    expect(await purgeOldAuditEvents(harness.db)).toBeGreaterThanOrEqual(1);
    expect((await owner.get('/teams/current/audit/')).body.count).toBe(0);
  });
});
