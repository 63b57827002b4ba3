import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_EVENT_LABELS } from '../../server/teams/schemas.ts';
import { buildTestApp } from './helpers.ts';
import { teamCallers, type Caller } from './teamCallers.ts';
import { insertFixture } from './listingFixtures.ts';

/** Issue 27's sharing of saved searches: the rule is server/teams/sharing.ts (docs/teams.md, "Sharing"). */
let harness: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  harness = await buildTestApp();
  await insertFixture(harness.db);
});
afterAll(() => harness.close());

const { newCaller, userIdOf, teamWith } = teamCallers(() => harness);
const setName = (caller: Caller, first: string, last: string) =>
  harness.db.query('update users set firstname = $2, lastname = $3 where cognito_sub = $1', [caller.user.sub, first, last]);
const giveCredits = (caller: Caller, balance: number) =>
  harness.db.query(
    `insert into credit_accounts (user_id, balance) select id, $2 from users where cognito_sub = $1
     on conflict (user_id) do update set balance = excluded.balance`,
    [caller.user.sub, balance],
  );

const AUSTIN = { location: 'Austin, TX' };
const ids = (page: { results: { id: number }[] }) => page.results.map((s) => s.id);
const REFUSAL = 'Only the member who shared this saved search, or an owner or account manager of the team, can change or delete it.';

describe('sharing a saved search with the team', () => {
  it('lets every member read and run it; only its owner and the managers change it; outsiders get 404', async () => {
    const [owner, manager, member, sharer, outsider] = await Promise.all([newCaller(), newCaller(), newCaller(), newCaller(), newCaller()]);
    await teamWith(owner, [
      [manager, 'account_manager'],
      [member, 'member'],
      [sharer, 'member'],
    ]);
    await teamWith(outsider, [], 'Other Team');
    await setName(sharer, 'Sara', 'Sharer');
    await setName(manager, 'Max', 'Manager');
    await setName(owner, '', '');

    // A member shares one search and keeps another private.
    const created = await sharer.post('/searches/saved/', { name: 'Austin team', query: AUSTIN, shared: true });
    expect(created.status).toBe(201);
    const sharerId = await userIdOf(sharer);
    expect(created.body).toMatchObject({
      name: 'Austin team',
      shared: true,
      can_edit: true,
      edit_refusal: null,
      created_by: { id: sharerId, name: 'Sara Sharer' },
      updated_by: { id: sharerId, name: 'Sara Sharer' },
    });
    const id = created.body.id as number;
    const secret = (await sharer.post('/searches/saved/', { name: 'Mine only', query: AUSTIN })).body;
    expect(secret).toMatchObject({ shared: false, can_edit: true });

    // Another member lists the shared one (not the private one), reads it, and may not change it.
    expect(ids((await member.get('/searches/saved/')).body)).toEqual([id]);
    expect((await member.get('/searches/saved/simplified/list/')).body).toEqual([{ id, name: 'Austin team' }]);
    // Automated e-mails take only one's own searches: their picker asks for those.
    expect((await member.get('/searches/saved/simplified/list/?own=true')).body).toEqual([]);
    expect((await sharer.get('/searches/saved/simplified/list/?own=true')).body.map((s: { id: number }) => s.id).sort()).toEqual(
      [id, secret.id].sort(),
    );
    expect((await member.get(`/searches/saved/${secret.id}/`)).status).toBe(404);
    const read = await member.get(`/searches/saved/${id}/`);
    expect(read).toMatchObject({ status: 200, body: { shared: true, can_edit: false, edit_refusal: REFUSAL } });
    expect(await member.put(`/searches/saved/${id}/`, { name: 'Mine now' })).toEqual({ status: 403, body: { detail: REFUSAL } });
    expect(await member.put(`/searches/saved/${id}/`, { shared: false })).toEqual({ status: 403, body: { detail: REFUSAL } });
    expect(await member.delete(`/searches/saved/${id}/`)).toEqual({ status: 403, body: { detail: REFUSAL } });

    // The member runs it on their team's credits, as any search: the run is the search's (one last run per search).
    await giveCredits(owner, 5);
    await giveCredits(member, 5);
    const run = await member.get(`/searches/properties/?location=${encodeURIComponent('Austin, TX')}&saved_search_id=${id}`);
    expect(run.status).toBe(200);
    const afterRun = (await sharer.get(`/searches/saved/${id}/`)).body;
    expect(afterRun.last_result_count).toBe(run.body.count);
    expect(afterRun.last_run_at).not.toBeNull();
    // PUT mark_run alone is a run, which a member may make; it changes nothing else, nor who changed it last.
    expect((await member.put(`/searches/saved/${id}/`, { mark_run: true })).body).toMatchObject({
      name: 'Austin team',
      updated_by: { id: sharerId },
    });

    // An account manager changes it: the last editor is theirs, the creator stays.
    const edited = await manager.put(`/searches/saved/${id}/`, { name: 'Austin (checked)' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      name: 'Austin (checked)',
      can_edit: true,
      created_by: { id: sharerId, name: 'Sara Sharer' },
      updated_by: { id: await userIdOf(manager), name: 'Max Manager' },
    });
    // The team's owner too (named by e-mail without a name).
    expect((await owner.put(`/searches/saved/${id}/`, { change_alerts: ['price_drop'] })).body).toMatchObject({
      change_alerts: ['price_drop'],
      updated_by: { id: await userIdOf(owner), name: owner.user.email },
    });

    // Another team's member, and a user without a team, learn nothing: 404 for read, run, update and delete.
    const loner = await newCaller();
    for (const stranger of [outsider, loner]) {
      expect((await stranger.get(`/searches/saved/${id}/`)).status).toBe(404);
      expect((await stranger.put(`/searches/saved/${id}/`, { name: 'x' })).status).toBe(404);
      expect((await stranger.put(`/searches/saved/${id}/`, { mark_run: true })).status).toBe(404);
      expect((await stranger.delete(`/searches/saved/${id}/`)).status).toBe(404);
      expect((await stranger.get(`/searches/properties/?location=Austin%2C%20TX&saved_search_id=${id}`)).status).toBe(404);
      expect((await stranger.get('/searches/saved/')).body.count).toBe(0);
    }

    // The manager unshares it: it is the sharer's private search again, hidden from the others.
    expect((await manager.put(`/searches/saved/${id}/`, { shared: false })).body).toMatchObject({ shared: false });
    expect((await member.get(`/searches/saved/${id}/`)).status).toBe(404);
    expect((await manager.get(`/searches/saved/${id}/`)).status).toBe(404);
    expect((await member.get('/searches/saved/')).body.count).toBe(0);
    expect((await sharer.get(`/searches/saved/${id}/`)).body).toMatchObject({ shared: false, can_edit: true });

    // Shared again, the manager deletes it.
    expect((await sharer.put(`/searches/saved/${id}/`, { shared: true })).body).toMatchObject({ shared: true });
    expect((await manager.delete(`/searches/saved/${id}/`)).status).toBe(204);
    expect((await sharer.get(`/searches/saved/${id}/`)).status).toBe(404);

    // The team's audit log: shared at creation, made private by the manager, shared again; a rename or alert change is no event.
    const audit = (await owner.get('/teams/current/audit/?event=saved_search.shared')).body.results.concat(
      (await owner.get('/teams/current/audit/?event=saved_search.unshared')).body.results,
    ) as { event: string; subject: string; actor_email: string }[];
    expect(audit.map((e) => [e.event, e.subject, e.actor_email]).sort()).toEqual(
      [
        ['saved_search.shared', 'Austin team', sharer.user.email],
        ['saved_search.shared', 'Austin (checked)', sharer.user.email],
        ['saved_search.unshared', 'Austin (checked)', manager.user.email],
      ].sort(),
    );
    expect([AUDIT_EVENT_LABELS['saved_search.shared'], AUDIT_EVENT_LABELS['saved_search.unshared']]).toEqual([
      'Saved search shared',
      'Saved search made private',
    ]);
    expect(
      (await outsider.get('/teams/current/audit/')).body.results.some((e: { event: string }) => e.event.startsWith('saved_search')),
    ).toBe(false);
  });

  it('refuses to share for a user without a team (400), and changes nothing', async () => {
    const loner = await newCaller();
    const refused = await loner.post('/searches/saved/', { name: 'Austin', query: AUSTIN, shared: true });
    expect(refused).toMatchObject({ status: 400, body: { detail: 'Join or start a team to share.' } });
    expect((await loner.get('/searches/saved/')).body.count).toBe(0);
    const mine = (await loner.post('/searches/saved/', { name: 'Austin', query: AUSTIN, shared: false })).body;
    expect(mine).toMatchObject({ shared: false, can_edit: true, edit_refusal: null });
    expect((await loner.put(`/searches/saved/${mine.id}/`, { shared: true, name: 'Renamed' })).status).toBe(400);
    expect((await loner.get(`/searches/saved/${mine.id}/`)).body.name).toBe('Austin');
    expect((await loner.post('/searches/saved/', { name: 'x', query: AUSTIN, shared: 'yes' })).status).toBe(400);
  });

  it('cuts a removed member off at once; what they shared goes private with them, what others shared stays', async () => {
    const [owner, leaver, stayer] = await Promise.all([newCaller(), newCaller(), newCaller()]);
    await teamWith(owner, [
      [leaver, 'member'],
      [stayer, 'member'],
    ]);
    const theirs = (await leaver.post('/searches/saved/', { name: 'Leaver shared', query: AUSTIN, shared: true })).body;
    const teams = (await owner.post('/searches/saved/', { name: 'Owner shared', query: AUSTIN, shared: true })).body;
    expect(ids((await stayer.get('/searches/saved/')).body).sort()).toEqual([theirs.id, teams.id].sort());

    expect((await owner.delete(`/teams/current/members/${await userIdOf(leaver)}/`)).status).toBe(204);
    // The removed member's old token reaches nothing of the team's: 404 for read, update, delete and run.
    expect((await leaver.get(`/searches/saved/${teams.id}/`)).status).toBe(404);
    expect((await leaver.put(`/searches/saved/${teams.id}/`, { name: 'x' })).status).toBe(404);
    expect((await leaver.delete(`/searches/saved/${teams.id}/`)).status).toBe(404);
    expect((await leaver.get(`/searches/properties/?location=Austin%2C%20TX&saved_search_id=${teams.id}`)).status).toBe(404);
    // They keep what they shared, private; the team no longer sees it.
    expect((await leaver.get('/searches/saved/')).body).toMatchObject({
      count: 1,
      results: [{ id: theirs.id, shared: false, can_edit: true }],
    });
    expect((await stayer.get(`/searches/saved/${theirs.id}/`)).status).toBe(404);
    expect(ids((await stayer.get('/searches/saved/')).body)).toEqual([teams.id]);
    // Sharing it again needs a team.
    expect((await leaver.put(`/searches/saved/${theirs.id}/`, { shared: true })).status).toBe(400);
  });
});
