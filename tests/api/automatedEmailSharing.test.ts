import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryApp, schedulerFor } from './deliveryHarness.ts';
import { listing, makeDue, savedSearch } from './searchFixtures.ts';
import { teamCallers, type Caller } from './teamCallers.ts';

/** Issue 27's sharing of automated e-mails: the rule is server/teams/sharing.ts (docs/teams.md, "Sharing", "Automated e-mails"). */
let harness: Awaited<ReturnType<typeof deliveryApp>>;
beforeAll(async () => {
  harness = await deliveryApp();
});
afterAll(() => harness.close());

const { newCaller, userIdOf, teamWith } = teamCallers(() => harness);
const setName = (caller: Caller, first: string, last: string) =>
  harness.db.query('update users set firstname = $2, lastname = $3 where cognito_sub = $1', [caller.user.sub, first, last]);

const REFUSAL = 'Only the member who shared this automated email, or an owner or account manager of the team, can change or delete it.';
const ids = (page: { results: { id: number }[] }) => page.results.map((e) => e.id).sort((a, b) => a - b);

let zip = 76000;
/** An e-mail of `caller` on a saved search of theirs (its own ZIP code), with `contacts` (theirs) as recipients. */
async function emailOf(caller: Caller, fields: Record<string, unknown> = {}, contacts: { email: string; first_name: string }[] = []) {
  zip += 1;
  const search = await savedSearch(harness.db, await userIdOf(caller), String(zip), `Deals in ${zip}`);
  const contactIds: number[] = [];
  for (const person of contacts) {
    const made = await caller.post('/crm/contacts/', person);
    expect(made.status).toBe(201);
    contactIds.push(made.body.id);
  }
  const created = await caller.post('/automation/emails/', {
    name: `Deals ${zip}`,
    saved_search_id: search,
    subject: '{{listing_count}} new deals',
    body: 'Hi {{first_name}}',
    schedule: 'daily',
    ...(contactIds.length ? { contact_ids: contactIds } : {}),
    ...fields,
  });
  expect(created.status).toBe(201);
  return { ...(created.body as { id: number; name: string; shared: boolean }), zip: String(zip), search, contactIds };
}

describe('sharing an automated e-mail with the team', () => {
  it('lets every member read it; only its owner and the managers change, pause, send and delete it; outsiders get 404', async () => {
    const [owner, manager, member, sharer, outsider, loner] = await Promise.all([
      newCaller(),
      newCaller(),
      newCaller(),
      newCaller(),
      newCaller(),
      newCaller(),
    ]);
    await teamWith(owner, [
      [manager, 'account_manager'],
      [member, 'member'],
      [sharer, 'member'],
    ]);
    await teamWith(outsider, [], 'Other Team');
    await setName(sharer, 'Sara', 'Sharer');
    await setName(manager, 'Max', 'Manager');
    const sharerId = await userIdOf(sharer);

    const email = await emailOf(sharer, { shared: true }, [{ email: 'ann@clients.test', first_name: 'Ann' }]);
    expect(email).toMatchObject({
      shared: true,
      can_edit: true,
      edit_refusal: null,
      created_by: { id: sharerId, name: 'Sara Sharer' },
      updated_by: { id: sharerId, name: 'Sara Sharer' },
    });
    const secret = await emailOf(sharer);
    expect(secret).toMatchObject({ shared: false, can_edit: true });

    // A member lists the shared one (not the private one) and reads it with the owner's recipients, read-only.
    const listed = (await member.get('/automation/emails/')).body;
    expect(ids(listed)).toEqual([email.id]);
    expect(listed.results[0]).toMatchObject({
      name: email.name,
      recipient_count: 1,
      shared: true,
      can_edit: false,
      edit_refusal: REFUSAL,
      created_by: { id: sharerId, name: 'Sara Sharer' },
    });
    expect((await member.get(`/automation/emails/?id=${email.id}`)).body.count).toBe(1);
    const recipients = await member.get(`/automation/emails/${email.id}/contacts/`);
    expect(recipients.status).toBe(200);
    expect(recipients.body.results.map((c: { email: string }) => c.email)).toEqual(['ann@clients.test']);
    // The owner's other contacts and every change are for those who may change it.
    const refused = { status: 403, body: { detail: REFUSAL } };
    expect(await member.get(`/automation/emails/${email.id}/contacts/notin/`)).toEqual(refused);
    expect(await member.put('/automation/emails/', { id: email.id, name: 'Mine now' })).toEqual(refused);
    expect(await member.put('/automation/emails/', { id: email.id, shared: false })).toEqual(refused);
    expect(await member.post(`/automation/emails/${email.id}/status/change/`, { status: 'paused' })).toEqual(refused);
    expect(await member.post(`/automation/emails/${email.id}/send-now/`, {})).toEqual(refused);
    expect(await member.post(`/automation/emails/${email.id}/contacts/remove/`, { contact_ids: email.contactIds })).toEqual(refused);
    expect(await member.delete(`/automation/emails/?email_ids=${email.id}`)).toEqual(refused);
    expect((await sharer.get(`/automation/emails/?id=${email.id}`)).body.results[0]).toMatchObject({ name: email.name, status: 'active' });

    // The account manager changes and pauses it: the last editor is theirs, the creator stays, it is still the sharer's.
    const edited = await manager.put('/automation/emails/', { id: email.id, subject: 'Checked: {{listing_count}} deals' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      subject: 'Checked: {{listing_count}} deals',
      can_edit: true,
      created_by: { id: sharerId, name: 'Sara Sharer' },
      updated_by: { id: await userIdOf(manager), name: 'Max Manager' },
      recipient_count: 1,
    });
    const paused = await manager.post(`/automation/emails/${email.id}/status/change/`, { status: 'paused' });
    expect(paused).toMatchObject({ status: 200, body: { status: 'paused' } });
    // Its saved search stays one of its owner's: a manager's own search is refused.
    const managerSearch = await savedSearch(harness.db, await userIdOf(manager), '70000');
    expect((await manager.put('/automation/emails/', { id: email.id, saved_search_id: managerSearch })).status).toBe(400);
    // A test sent by the team's owner goes to the e-mail owner's address (sent as its owner).
    const test = await owner.post(`/automation/emails/${email.id}/send-now/`, {});
    expect(test).toMatchObject({ status: 202, body: { to: sharer.user.email } });

    // Another team's member, a user without a team: 404 everywhere, and nothing listed.
    for (const stranger of [outsider, loner]) {
      expect((await stranger.put('/automation/emails/', { id: email.id, name: 'x' })).status).toBe(404);
      expect((await stranger.post(`/automation/emails/${email.id}/status/change/`, {})).status).toBe(404);
      expect((await stranger.post(`/automation/emails/${email.id}/send-now/`, {})).status).toBe(404);
      expect((await stranger.get(`/automation/emails/${email.id}/contacts/`)).status).toBe(404);
      expect((await stranger.get(`/automation/emails/${email.id}/groups/notin/`)).status).toBe(404);
      expect((await stranger.get('/automation/emails/')).body.count).toBe(0);
      // A bulk delete of ids they do not reach deletes nothing.
      expect((await stranger.delete(`/automation/emails/?email_ids=${email.id}`)).body).toEqual({ deleted: [] });
    }
    expect((await member.get(`/automation/emails/${secret.id}/contacts/`)).status).toBe(404);

    // The manager makes it private: hidden from the team, the sharer's still.
    expect((await manager.put('/automation/emails/', { id: email.id, shared: false })).body).toMatchObject({ shared: false });
    expect((await member.get('/automation/emails/')).body.count).toBe(0);
    expect((await manager.put('/automation/emails/', { id: email.id, name: 'x' })).status).toBe(404);
    expect((await sharer.put('/automation/emails/', { id: email.id, shared: true })).body).toMatchObject({ shared: true });

    // Bulk delete by the manager: all of the ids they may delete.
    const another = await emailOf(member, { shared: true });
    expect((await manager.delete(`/automation/emails/?email_ids=${email.id},${another.id}`)).body).toEqual({
      deleted: [email.id, another.id].sort((a, b) => a - b),
    });
    expect((await sharer.get('/automation/emails/')).body.results.map((e: { id: number }) => e.id)).toEqual([secret.id]);

    // The team's audit log: created shared, made private by the manager, shared again.
    const events = async (event: string) =>
      (await owner.get(`/teams/current/audit/?event=${event}`)).body.results as { event: string; subject: string; actor_email: string }[];
    const audit = [...(await events('automated_email.shared')), ...(await events('automated_email.unshared'))];
    expect(audit.map((e) => [e.event, e.subject, e.actor_email]).sort()).toEqual(
      [
        ['automated_email.shared', email.name, sharer.user.email],
        ['automated_email.unshared', email.name, manager.user.email],
        ['automated_email.shared', email.name, sharer.user.email],
        ['automated_email.shared', another.name, member.user.email],
      ].sort(),
    );
    expect((await outsider.get('/teams/current/audit/?event=automated_email.shared')).body.count).toBe(0);
  });

  it('refuses a bulk delete with any e-mail the caller may not delete: 403 with the reason, nothing deleted', async () => {
    const [owner, member, sharer] = await Promise.all([newCaller(), newCaller(), newCaller()]);
    await teamWith(owner, [
      [member, 'member'],
      [sharer, 'member'],
    ]);
    const mine = await emailOf(member);
    const theirs = await emailOf(sharer, { shared: true });
    expect(await member.delete(`/automation/emails/?email_ids=${mine.id},${theirs.id}`)).toEqual({
      status: 403,
      body: { detail: REFUSAL },
    });
    expect(ids((await member.get('/automation/emails/')).body)).toEqual([mine.id, theirs.id].sort((a, b) => a - b));
    expect((await member.delete(`/automation/emails/?email_ids=${mine.id}`)).body).toEqual({ deleted: [mine.id] });
  });

  it('refuses to share for a user without a team (400), and changes nothing', async () => {
    const loner = await newCaller();
    zip += 1;
    const search = await savedSearch(harness.db, await userIdOf(loner), String(zip));
    const body = { name: 'Mine', saved_search_id: search, subject: 'New', body: 'Hi', schedule: 'daily' };
    expect(await loner.post('/automation/emails/', { ...body, shared: true })).toMatchObject({
      status: 400,
      body: { detail: 'Join or start a team to share.' },
    });
    expect((await loner.get('/automation/emails/')).body.count).toBe(0);
    const mine = await emailOf(loner, { shared: false });
    expect(mine).toMatchObject({ shared: false, can_edit: true, edit_refusal: null });
    expect((await loner.put('/automation/emails/', { id: mine.id, shared: true, name: 'Renamed' })).status).toBe(400);
    expect((await loner.get(`/automation/emails/?id=${mine.id}`)).body.results[0].name).toBe(mine.name);
    expect((await loner.put('/automation/emails/', { id: mine.id, shared: 'yes' })).status).toBe(400);
  });

  it("cuts a removed member off at once; what they shared goes private with them; a shared e-mail mails its owner's recipients", async () => {
    const [owner, leaver, stayer] = await Promise.all([newCaller(), newCaller(), newCaller()]);
    await teamWith(owner, [
      [leaver, 'member'],
      [stayer, 'member'],
    ]);
    const theirs = await emailOf(leaver, { shared: true });
    const teams = await emailOf(owner, { shared: true }, [{ email: 'olga@owner-clients.test', first_name: 'Olga' }]);
    // The stayer has contacts of their own: a run of the owner's shared e-mail does not reach them.
    expect((await stayer.post('/crm/contacts/', { email: 'sam@stayer-clients.test', first_name: 'Sam' })).status).toBe(201);
    expect(ids((await stayer.get('/automation/emails/')).body)).toEqual([theirs.id, teams.id].sort((a, b) => a - b));

    expect((await owner.delete(`/teams/current/members/${await userIdOf(leaver)}/`)).status).toBe(204);
    // The removed member's old token reaches nothing of the team's.
    expect((await leaver.put('/automation/emails/', { id: teams.id, name: 'x' })).status).toBe(404);
    expect((await leaver.get(`/automation/emails/${teams.id}/contacts/`)).status).toBe(404);
    expect((await leaver.delete(`/automation/emails/?email_ids=${teams.id}`)).body).toEqual({ deleted: [] });
    // They keep what they shared, private.
    expect((await leaver.get('/automation/emails/')).body).toMatchObject({
      count: 1,
      results: [{ id: theirs.id, shared: false, can_edit: true }],
    });
    expect(ids((await stayer.get('/automation/emails/')).body)).toEqual([teams.id]);
    expect((await leaver.put('/automation/emails/', { id: theirs.id, shared: true })).status).toBe(400);

    // A run of the shared e-mail mails its owner's recipients only, as its owner.
    const since = new Date(Date.now() - 3600_000);
    await listing(harness.db, { postalCode: teams.zip, address: '1 Shared Way', price: 200000, arv: 260000 });
    await makeDue(harness.db, teams.id, since);
    await schedulerFor(harness.db).tick();
    const mailed = await harness.db.query<{ to_email: string; user_id: number }>(
      'select to_email, user_id::int as user_id from email_outbox where automated_email_id = $1 order by id',
      [teams.id],
    );
    expect(mailed).toEqual([{ to_email: 'olga@owner-clients.test', user_id: await userIdOf(owner) }]);
  });
});
