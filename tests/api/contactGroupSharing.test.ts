import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_EVENT_LABELS } from '../../server/teams/schemas.ts';
import { buildTestApp } from './helpers.ts';
import { teamCallers, type Caller } from './teamCallers.ts';
import { insertFixture } from './listingFixtures.ts';

/** Issue 27's sharing of CRM contacts and groups: the rule is server/teams/sharing.ts (docs/teams.md, "Contacts and groups"). */
let harness: Awaited<ReturnType<typeof buildTestApp>>;
let listingIds: Record<string, string>;
beforeAll(async () => {
  harness = await buildTestApp();
  listingIds = await insertFixture(harness.db);
});
afterAll(() => harness.close());

const { newCaller, userIdOf, teamWith } = teamCallers(() => harness);
const setName = (caller: Caller, first: string, last: string) =>
  harness.db.query('update users set firstname = $2, lastname = $3 where cognito_sub = $1', [caller.user.sub, first, last]);

const CONTACT_REFUSAL = 'Only the member who shared this contact, or an owner or account manager of the team, can change or delete it.';
const GROUP_REFUSAL = 'Only the member who shared this group, or an owner or account manager of the team, can change or delete it.';
const ids = (page: { results: { id: number }[] }) => page.results.map((row) => row.id).sort((a, b) => a - b);
const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
let emails = 0;
const contactOf = async (caller: Caller, body: object = {}) => {
  const created = await caller.post('/crm/contacts/', { email: `person${++emails}@example.com`, ...body });
  expect(created.status).toBe(201);
  return created.body as { id: number; email: string };
};
/** The contact as the caller's list reads it (the data provider's getOne: ?id=), or undefined when they do not reach it. */
const readContact = async (caller: Caller, id: number) => (await caller.get(`/crm/contacts/?id=${id}`)).body.results[0];
const readGroup = async (caller: Caller, id: number) => (await caller.get(`/crm/groups/?id=${id}`)).body.results[0];

describe('sharing contacts with the team', () => {
  it('lets every member read a shared contact; only its owner and the managers change it; outsiders get 404', async () => {
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
    await setName(owner, '', ''); // named by their e-mail
    const sharerId = await userIdOf(sharer);

    const shared = await sharer.post('/crm/contacts/', { email: 'ann@example.com', first_name: 'Ann', shared: true });
    expect(shared.status).toBe(201);
    expect(shared.body).toMatchObject({
      email: 'ann@example.com',
      shared: true,
      can_edit: true,
      edit_refusal: null,
      created_by: { id: sharerId, name: 'Sara Sharer' },
      updated_by: { id: sharerId, name: 'Sara Sharer' },
    });
    const id = shared.body.id as number;
    // The spec's call, without `shared`, makes a private contact as before.
    const secret = await contactOf(sharer, { first_name: 'Bo' });
    expect(await readContact(sharer, secret.id)).toMatchObject({ shared: false, can_edit: true, edit_refusal: null });

    // Every member lists and searches the shared one, not the private one; a member may not change or delete it.
    for (const teammate of [owner, manager, member]) {
      expect(ids((await teammate.get('/crm/contacts/')).body)).toEqual([id]);
      expect(ids((await teammate.get('/crm/contacts/search/?keyword=ann')).body)).toEqual([id]);
      expect((await teammate.get('/crm/contacts/search/?keyword=bo')).body.count).toBe(0);
    }
    expect(await readContact(member, id)).toMatchObject({ shared: true, can_edit: false, edit_refusal: CONTACT_REFUSAL });
    expect(await member.put('/crm/contacts/', { id, company: 'Mine now' })).toEqual({ status: 403, body: { detail: CONTACT_REFUSAL } });
    expect(await member.put('/crm/contacts/', { id, shared: false })).toEqual({ status: 403, body: { detail: CONTACT_REFUSAL } });
    expect(await member.delete(`/crm/contacts/?contact_ids=${id}`)).toEqual({ status: 403, body: { detail: CONTACT_REFUSAL } });
    expect((await member.put('/crm/contacts/', { id: secret.id, company: 'x' })).status).toBe(404);
    expect(await member.delete(`/crm/contacts/?contact_ids=${secret.id}`)).toEqual({ status: 200, body: { deleted: [] } });

    // An account manager changes it: the last editor is theirs, the creator stays; the team's owner too.
    const edited = await manager.put('/crm/contacts/', { id, company: 'Acme' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      company: 'Acme',
      can_edit: true,
      created_by: { id: sharerId, name: 'Sara Sharer' },
      updated_by: { id: await userIdOf(manager), name: 'Max Manager' },
    });
    // An e-mail the sharer's list already has is refused in words that fit the manager: it is its owner's list.
    expect(await manager.put('/crm/contacts/', { id, email: secret.email })).toEqual({
      status: 409,
      body: { detail: `A contact with the email ${secret.email} is already in its owner's list.` },
    });
    expect((await owner.put('/crm/contacts/', { id, phone: '+1 512 555 0100' })).body).toMatchObject({
      phone: '+1 512 555 0100',
      updated_by: { id: await userIdOf(owner), name: owner.user.email },
    });

    // Another team's member and a user without a team learn nothing: 404 for update, nothing listed, nothing deleted.
    for (const stranger of [outsider, loner]) {
      expect((await stranger.put('/crm/contacts/', { id, company: 'x' })).status).toBe(404);
      expect((await stranger.get('/crm/contacts/')).body.count).toBe(0);
      expect(await readContact(stranger, id)).toBeUndefined();
      expect(await stranger.delete(`/crm/contacts/?contact_ids=${id}`)).toEqual({ status: 200, body: { deleted: [] } });
    }

    // The manager makes it private: the sharer's alone again; then the sharer shares it again.
    expect((await manager.put('/crm/contacts/', { id, shared: false })).body).toMatchObject({ shared: false });
    expect(await readContact(manager, id)).toBeUndefined();
    expect((await member.get('/crm/contacts/')).body.count).toBe(0);
    expect((await sharer.put('/crm/contacts/', { id, shared: true })).body).toMatchObject({ shared: true, can_edit: true });

    // The team's audit log: shared at creation, made private by the manager, shared again; an edit records nothing.
    const events = async (event: string) =>
      (await owner.get(`/teams/current/audit/?event=${event}`)).body.results as { event: string; subject: string; actor_email: string }[];
    const audit = [...(await events('contact.shared')), ...(await events('contact.unshared'))];
    expect(audit.map((e) => [e.event, e.subject, e.actor_email]).sort()).toEqual(
      [
        ['contact.shared', 'ann@example.com', sharer.user.email],
        ['contact.shared', 'ann@example.com', sharer.user.email],
        ['contact.unshared', 'ann@example.com', manager.user.email],
      ].sort(),
    );
    expect(['contact.shared', 'contact.unshared', 'group.shared', 'group.unshared'].map((key) => AUDIT_EVENT_LABELS[key])).toEqual([
      'Contact shared',
      'Contact made private',
      'Group shared',
      'Group made private',
    ]);
    expect((await outsider.get('/teams/current/audit/')).body.results.some((e: { event: string }) => e.event.startsWith('contact'))).toBe(
      false,
    );

    // Shared again, the manager deletes it.
    expect(await manager.delete(`/crm/contacts/?contact_ids=${id}`)).toEqual({ status: 200, body: { deleted: [id] } });
    expect(await readContact(sharer, id)).toBeUndefined();
  });

  it('bulk delete: refuses all (403, the reason) when one id is a teammate’s; skips ids the caller does not reach', async () => {
    const [owner, member, sharer, outsider] = await Promise.all([newCaller(), newCaller(), newCaller(), newCaller()]);
    await teamWith(owner, [
      [member, 'member'],
      [sharer, 'member'],
    ]);
    const mine = await contactOf(member);
    const theirs = await contactOf(sharer, { shared: true });
    const hidden = await contactOf(sharer);
    const foreign = await contactOf(outsider);

    const refused = await member.delete(`/crm/contacts/?contact_ids=${mine.id},${theirs.id}`);
    expect(refused).toEqual({ status: 403, body: { detail: CONTACT_REFUSAL } });
    // Nothing was deleted: the member's own contact and the shared one are both still there.
    expect(ids((await member.get('/crm/contacts/')).body)).toEqual(sorted([mine.id, theirs.id]));

    // Ids the member does not reach (a teammate's private contact, another user's, an unknown id) are skipped, as before.
    const deleted = await member.delete(`/crm/contacts/?contact_ids=${mine.id},${hidden.id},${foreign.id},987654321`);
    expect(deleted).toEqual({ status: 200, body: { deleted: [mine.id] } });
    expect(ids((await sharer.get('/crm/contacts/')).body)).toEqual(sorted([theirs.id, hidden.id]));
    expect((await outsider.get('/crm/contacts/')).body.count).toBe(1);

    // The team's owner deletes the shared one with one of their own.
    const ownersOwn = await contactOf(owner);
    expect(await owner.delete(`/crm/contacts/?contact_ids=${theirs.id},${ownersOwn.id}`)).toEqual({
      status: 200,
      body: { deleted: sorted([theirs.id, ownersOwn.id]) },
    });
  });

  it('refuses to share for a user without a team (400), and changes nothing', async () => {
    const loner = await newCaller();
    const refused = await loner.post('/crm/contacts/', { email: 'solo@example.com', shared: true });
    expect(refused).toMatchObject({ status: 400, body: { detail: 'Join or start a team to share.' } });
    expect((await loner.get('/crm/contacts/')).body.count).toBe(0);
    const mine = await contactOf(loner, { company: 'Before' });
    expect((await loner.put('/crm/contacts/', { id: mine.id, shared: true, company: 'After' })).status).toBe(400);
    expect(await readContact(loner, mine.id)).toMatchObject({ company: 'Before', shared: false });
    expect((await loner.post('/crm/groups/', { name: 'Solo', shared: true })).status).toBe(400);
    expect((await loner.post('/crm/contacts/', { email: 'x@example.com', shared: 'yes' })).status).toBe(400);
  });
});

describe('sharing groups with the team', () => {
  it('shows a teammate only the members they reach; adding takes only contacts the adder reaches', async () => {
    const [owner, manager, member, sharer, outsider] = await Promise.all([newCaller(), newCaller(), newCaller(), newCaller(), newCaller()]);
    await teamWith(owner, [
      [manager, 'account_manager'],
      [member, 'member'],
      [sharer, 'member'],
    ]);
    await teamWith(outsider, [], 'Other Team');
    const sharedContact = await contactOf(sharer, { shared: true });
    const privateContact = await contactOf(sharer);
    const foreign = await contactOf(outsider);

    const group = await sharer.post('/crm/groups/', {
      name: 'Cash buyers',
      shared: true,
      contact_ids: [sharedContact.id, privateContact.id, foreign.id],
    });
    expect(group.status).toBe(201);
    // The outsider's contact is not one the sharer reaches: not added. The sharer sees both of theirs.
    expect(group.body).toMatchObject({ name: 'Cash buyers', shared: true, can_edit: true, contact_count: 2 });
    const groupId = group.body.id as number;
    expect(ids((await sharer.get(`/crm/groups/${groupId}/contacts/`)).body)).toEqual(sorted([sharedContact.id, privateContact.id]));

    // A member sees the group with the one member they reach (the shared contact), not the sharer's private one.
    expect(await readGroup(member, groupId)).toMatchObject({
      contact_count: 1,
      shared: true,
      can_edit: false,
      edit_refusal: GROUP_REFUSAL,
    });
    expect(ids((await member.get(`/crm/groups/${groupId}/contacts/`)).body)).toEqual([sharedContact.id]);
    expect((await member.get(`/crm/groups/${groupId}/contacts/search/?keyword=person`)).body.count).toBe(1);
    expect((await member.get('/crm/groups/simplified/')).body).toEqual([{ id: groupId, name: 'Cash buyers', contact_count: 1 }]);
    // Automated e-mails take only one's own groups: their picker asks for those.
    expect((await member.get('/crm/groups/simplified/?own=true')).body).toEqual([]);
    expect((await sharer.get('/crm/groups/simplified/?own=true')).body).toEqual([{ id: groupId, name: 'Cash buyers', contact_count: 2 }]);
    // So do the lists with ?own=true (the e-mail form's pickers): a member's own rows only, none of the team's.
    expect((await member.get('/crm/groups/?own=true')).body.count).toBe(0);
    expect(ids((await member.get('/crm/contacts/?own=true')).body)).toEqual([]);
    expect(ids((await member.get('/crm/contacts/')).body)).toEqual([sharedContact.id]);
    expect(ids((await sharer.get('/crm/contacts/search/?keyword=person&own=true')).body)).toEqual(
      sorted([sharedContact.id, privateContact.id]),
    );
    expect((await sharer.get('/crm/groups/?own=true')).body).toMatchObject({ count: 1, results: [{ id: groupId, contact_count: 2 }] });

    // A member may not change the group nor its members (403 with the reason).
    const memberOwn = await contactOf(member);
    expect(await member.post(`/crm/groups/${groupId}/contacts/add/`, { contact_ids: [memberOwn.id] })).toEqual({
      status: 403,
      body: { detail: GROUP_REFUSAL },
    });
    expect((await member.post(`/crm/groups/${groupId}/contacts/remove/`, { contact_ids: [sharedContact.id] })).status).toBe(403);
    expect(await member.put('/crm/groups/', { id: groupId, name: 'Mine' })).toEqual({ status: 403, body: { detail: GROUP_REFUSAL } });
    expect(await member.delete(`/crm/groups/?group_ids=${groupId}`)).toEqual({ status: 403, body: { detail: GROUP_REFUSAL } });

    // The manager adds one of their own private contacts and the outsider's: only their own goes in.
    const managersPrivate = await contactOf(manager);
    const added = await manager.post(`/crm/groups/${groupId}/contacts/add/`, { contact_ids: [managersPrivate.id, foreign.id] });
    // The manager reaches the shared contact and their own: 2 (the sharer's private one stays hidden from them).
    expect(added).toEqual({ status: 200, body: { group_id: groupId, contact_count: 2, added: [managersPrivate.id] } });
    // The sharer does not reach the manager's private contact: it counts and lists as before for them.
    expect(await readGroup(sharer, groupId)).toMatchObject({ contact_count: 2, updated_by: { id: await userIdOf(manager) } });
    expect(ids((await sharer.get(`/crm/groups/${groupId}/contacts/`)).body)).toEqual(sorted([sharedContact.id, privateContact.id]));
    // Ordered by member count, each caller's counts order the list: the sharer's two groups by what the sharer sees.
    const small = (await sharer.post('/crm/groups/', { name: 'One member', shared: true, contact_ids: [sharedContact.id] })).body;
    // The manager sees 2 in Cash buyers (the shared contact and their own) and 1 in One member.
    expect(ids((await manager.get('/crm/groups/?ordering=-contact_count')).body)).toEqual(sorted([groupId, small.id]));
    expect(
      (await manager.get('/crm/groups/?ordering=-contact_count')).body.results.map((g: { id: number; contact_count: number }) => [
        g.id,
        g.contact_count,
      ]),
    ).toEqual([
      [groupId, 2],
      [small.id, 1],
    ]);
    // A member sees 1 in each (the shared contact): ties go by id.
    expect(
      (await member.get('/crm/groups/?ordering=contact_count')).body.results.map((g: { id: number; contact_count: number }) => [
        g.id,
        g.contact_count,
      ]),
    ).toEqual([
      [groupId, 1],
      [small.id, 1],
    ]);
    expect((await sharer.delete(`/crm/groups/?group_ids=${small.id}`)).body).toEqual({ deleted: [small.id] });
    // Removing a member the manager does not see removes nothing.
    expect((await manager.post(`/crm/groups/${groupId}/contacts/remove/`, { contact_ids: [privateContact.id] })).body).toEqual({
      group_id: groupId,
      contact_count: 2,
      removed: [],
    });
    expect(ids((await sharer.get(`/crm/groups/${groupId}/contacts/`)).body)).toEqual(sorted([sharedContact.id, privateContact.id]));
    // The "not in" list offers what the caller reaches outside the group.
    expect(ids((await member.get(`/crm/groups/${groupId}/contacts/notin/`)).body)).toEqual([memberOwn.id]);

    // Outsiders and a user without a team: 404 everywhere.
    const loner = await newCaller();
    for (const stranger of [outsider, loner]) {
      expect((await stranger.get(`/crm/groups/${groupId}/contacts/`)).status).toBe(404);
      expect((await stranger.post(`/crm/groups/${groupId}/contacts/add/`, { contact_ids: [foreign.id] })).status).toBe(404);
      expect((await stranger.put('/crm/groups/', { id: groupId, name: 'x' })).status).toBe(404);
      expect(await readGroup(stranger, groupId)).toBeUndefined();
      expect(await stranger.delete(`/crm/groups/?group_ids=${groupId}`)).toEqual({ status: 200, body: { deleted: [] } });
    }

    // The owner makes it private, then the sharer shares it again; the audit log says so.
    expect((await owner.put('/crm/groups/', { id: groupId, shared: false })).body).toMatchObject({ shared: false });
    expect((await member.get(`/crm/groups/${groupId}/contacts/`)).status).toBe(404);
    expect((await sharer.put('/crm/groups/', { id: groupId, shared: true })).status).toBe(200);
    const events = async (event: string) =>
      (await owner.get(`/teams/current/audit/?event=${event}`)).body.results as { event: string; subject: string; actor_email: string }[];
    const audit = [...(await events('group.shared')), ...(await events('group.unshared'))];
    expect(audit.map((e) => [e.event, e.subject, e.actor_email]).sort()).toEqual(
      [
        ['group.shared', 'Cash buyers', sharer.user.email],
        ['group.shared', 'One member', sharer.user.email],
        ['group.shared', 'Cash buyers', sharer.user.email],
        ['group.unshared', 'Cash buyers', owner.user.email],
      ].sort(),
    );

    // The manager deletes it; the contacts stay.
    expect(await manager.delete(`/crm/groups/?group_ids=${groupId}`)).toEqual({ status: 200, body: { deleted: [groupId] } });
    expect(ids((await sharer.get('/crm/contacts/')).body)).toEqual(sorted([sharedContact.id, privateContact.id]));
  });
});

describe('a member who leaves', () => {
  it('is cut off at once; what they shared goes private with them, what others shared stays', async () => {
    const [owner, leaver, stayer] = await Promise.all([newCaller(), newCaller(), newCaller()]);
    await teamWith(owner, [
      [leaver, 'member'],
      [stayer, 'member'],
    ]);
    const theirContact = await contactOf(leaver, { shared: true });
    const theirGroup = (await leaver.post('/crm/groups/', { name: 'Leaver group', shared: true, contact_ids: [theirContact.id] })).body;
    const teamContact = await contactOf(owner, { shared: true });
    const teamGroup = (await owner.post('/crm/groups/', { name: 'Team group', shared: true, contact_ids: [teamContact.id] })).body;
    expect(ids((await stayer.get('/crm/contacts/')).body)).toEqual(sorted([theirContact.id, teamContact.id]));
    expect(ids((await stayer.get('/crm/groups/')).body)).toEqual(sorted([theirGroup.id, teamGroup.id]));

    expect((await owner.delete(`/teams/current/members/${await userIdOf(leaver)}/`)).status).toBe(204);
    // The removed member's old token reaches nothing of the team's.
    expect((await leaver.put('/crm/contacts/', { id: teamContact.id, company: 'x' })).status).toBe(404);
    expect((await leaver.get(`/crm/groups/${teamGroup.id}/contacts/`)).status).toBe(404);
    expect((await leaver.put('/crm/groups/', { id: teamGroup.id, name: 'x' })).status).toBe(404);
    expect(await leaver.delete(`/crm/contacts/?contact_ids=${teamContact.id}`)).toEqual({ status: 200, body: { deleted: [] } });
    // They keep what they shared, private; the team no longer sees it.
    expect((await leaver.get('/crm/contacts/')).body).toMatchObject({
      count: 1,
      results: [{ id: theirContact.id, shared: false, can_edit: true }],
    });
    expect((await leaver.get('/crm/groups/')).body).toMatchObject({
      count: 1,
      results: [{ id: theirGroup.id, shared: false, contact_count: 1 }],
    });
    expect(ids((await stayer.get('/crm/contacts/')).body)).toEqual([teamContact.id]);
    expect(ids((await stayer.get('/crm/groups/')).body)).toEqual([teamGroup.id]);
    expect((await stayer.get(`/crm/groups/${theirGroup.id}/contacts/`)).status).toBe(404);
    // Sharing again needs a team.
    expect((await leaver.put('/crm/contacts/', { id: theirContact.id, shared: true })).status).toBe(400);
    expect((await leaver.put('/crm/groups/', { id: theirGroup.id, shared: true })).status).toBe(400);
  });
});

describe('a deal naming contacts', () => {
  it("takes a teammate's shared contact (one the caller reaches), not their private one", async () => {
    const [owner, member] = await Promise.all([newCaller(), newCaller()]);
    await teamWith(owner, [[member, 'member']]);
    const shared = await contactOf(owner, { shared: true });
    const hidden = await contactOf(owner);
    const created = await member.post('/deals/', { property_id: Number(listingIds.A1), contact_ids: [shared.id] });
    expect(created.status).toBe(201);
    expect(created.body.contacts.map((c: { id: number }) => c.id)).toEqual([shared.id]);
    const refused = await member.post('/deals/', { property_id: Number(listingIds.A1), contact_ids: [hidden.id] });
    expect(refused).toMatchObject({ status: 400, body: { detail: 'Not one of your contacts.' } });
  });
});
