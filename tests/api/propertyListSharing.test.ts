import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers.ts';
import { teamCallers, type Caller } from './teamCallers.ts';
import { insertFixture } from './listingFixtures.ts';

/** Issue 27's saved property lists: the sharing rule is server/teams/sharing.ts (docs/teams.md, "Saved property lists"). */
let harness: Awaited<ReturnType<typeof buildTestApp>>;
let ids: Record<string, string>;
beforeAll(async () => {
  harness = await buildTestApp();
  ids = await insertFixture(harness.db);
});
afterAll(() => harness.close());

const { newCaller, userIdOf, teamWith } = teamCallers(() => harness);
const setName = (caller: Caller, first: string, last: string) =>
  harness.db.query('update users set firstname = $2, lastname = $3 where cognito_sub = $1', [caller.user.sub, first, last]);
const listIds = (page: { results: { id: number }[] }) => page.results.map((l) => l.id);
const REFUSAL = 'Only the member who shared this list, or an owner or account manager of the team, can change or delete it.';
const ONLY_OWNER_ADDS = 'Only the member whose list this is can put saved properties in it.';

async function save(caller: Caller, key: string, note?: string) {
  expect((await caller.post('/properties/save/', { property_id: ids[key] })).status).toBe(201);
  if (note !== undefined) expect((await caller.put(`/properties/saved/note/${ids[key]}/`, { note })).status).toBe(200);
}

describe('saved property lists shared with the team', () => {
  it('lets every member read a shared list and its notes and tags; only its owner and the managers change it; outsiders get 404', async () => {
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
    const sharerId = await userIdOf(sharer);

    // The sharer saves three properties, with notes on two, tags one with a team tag, and lists two of them.
    await save(sharer, 'A1', 'Roof needs work');
    await save(sharer, 'A3', 'Probate, call the heir');
    await save(sharer, 'A7');
    const tag = (await sharer.post('/deals/tags/', { name: 'Probate' })).body as { id: number };
    expect((await sharer.put(`/deals/saved-properties/${ids.A3}/tags/`, { tag_ids: [tag.id] })).status).toBe(200);

    const created = await sharer.post('/properties/lists/', { name: '  Austin probates  ', shared: true });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Austin probates',
      item_count: 0,
      owner_id: sharerId,
      own: true,
      shared: true,
      can_edit: true,
      edit_refusal: null,
      created_by: { id: sharerId, name: 'Sara Sharer' },
      updated_by: { id: sharerId, name: 'Sara Sharer' },
    });
    const id = created.body.id as number;
    const secret = (await sharer.post('/properties/lists/', { name: 'Mine only' })).body;
    expect(secret).toMatchObject({ shared: false, own: true, can_edit: true });

    // Two of the three in, the same one twice counts once; a property they have not saved is a 400 naming it.
    expect((await sharer.post(`/properties/lists/${id}/items/add/`, { property_ids: [ids.A1, ids.A3, ids.A3] })).body).toEqual({
      list_id: id,
      item_count: 2,
      changed: 2,
    });
    expect(await sharer.post(`/properties/lists/${id}/items/add/`, { property_ids: [ids.A1, ids.D1] })).toMatchObject({
      status: 400,
      body: { detail: `Not in your saved properties: ${ids.D1}.` },
    });
    // Moved into the private list, A7 is not the team's to see.
    expect((await sharer.post(`/properties/lists/${secret.id}/items/add/`, { property_ids: [ids.A7] })).body.item_count).toBe(1);

    // Another member lists the shared list (not the private one) and reads its items with the sharer's notes and tags.
    expect(listIds((await member.get('/properties/lists/')).body)).toEqual([id]);
    expect((await member.get('/properties/lists/?own=true')).body.count).toBe(0);
    expect(listIds((await sharer.get('/properties/lists/')).body)).toEqual([secret.id, id]);
    const read = await member.get(`/properties/lists/${id}/`);
    expect(read).toMatchObject({ status: 200, body: { item_count: 2, own: false, shared: true, can_edit: false, edit_refusal: REFUSAL } });
    const items = (await member.get(`/properties/lists/${id}/items/`)).body;
    expect(items.count).toBe(2);
    expect(items.next).toBeNull();
    expect(
      items.results.map((i: { property_id: string; note: string; tags: unknown[]; property: { is_saved: boolean } }) => [
        i.property_id,
        i.note,
        i.tags,
        i.property.is_saved,
      ]),
    ).toEqual([
      [ids.A3, 'Probate, call the heir', [{ id: tag.id, name: 'Probate' }], false],
      [ids.A1, 'Roof needs work', [], false],
    ]);
    expect((await member.get(`/properties/lists/${secret.id}/`)).status).toBe(404);
    expect((await member.get(`/properties/lists/${secret.id}/items/`)).status).toBe(404);

    // The member may not rename, unshare, delete, take out or put in: 403 with the reason. Their own saved property stays out.
    await save(member, 'A9');
    expect(await member.patch(`/properties/lists/${id}/`, { name: 'Mine now' })).toEqual({ status: 403, body: { detail: REFUSAL } });
    expect(await member.patch(`/properties/lists/${id}/`, { shared: false })).toEqual({ status: 403, body: { detail: REFUSAL } });
    expect(await member.delete(`/properties/lists/${id}/`)).toEqual({ status: 403, body: { detail: REFUSAL } });
    expect(await member.post(`/properties/lists/${id}/items/remove/`, { property_ids: [ids.A1] })).toEqual({
      status: 403,
      body: { detail: REFUSAL },
    });
    expect(await member.post(`/properties/lists/${id}/items/add/`, { property_ids: [ids.A9] })).toEqual({
      status: 403,
      body: { detail: REFUSAL },
    });
    // A manager changes the list but puts nothing of theirs in it: its items are its owner's saved properties.
    await save(manager, 'A9');
    expect(await manager.post(`/properties/lists/${id}/items/add/`, { property_ids: [ids.A9] })).toEqual({
      status: 403,
      body: { detail: ONLY_OWNER_ADDS },
    });
    expect((await sharer.get(`/properties/lists/${id}/`)).body.item_count).toBe(2);

    // The account manager renames it: the last editor is theirs, the creator stays.
    const renamed = await manager.patch(`/properties/lists/${id}/`, { name: 'Austin probates (checked)' });
    expect(renamed).toMatchObject({
      status: 200,
      body: {
        name: 'Austin probates (checked)',
        own: false,
        can_edit: true,
        created_by: { id: sharerId, name: 'Sara Sharer' },
        updated_by: { id: await userIdOf(manager), name: 'Max Manager' },
      },
    });
    // The team's owner takes one out (it stays saved, in no list), named by e-mail without a name.
    expect((await owner.post(`/properties/lists/${id}/items/remove/`, { property_ids: [ids.A1] })).body).toEqual({
      list_id: id,
      item_count: 1,
      changed: 1,
    });
    expect((await owner.get(`/properties/lists/${id}/`)).body.updated_by).toEqual({ id: await userIdOf(owner), name: owner.user.email });
    expect((await sharer.get('/properties/saved/')).body.map((s: { property_id: string }) => s.property_id).sort()).toEqual(
      [ids.A1, ids.A3, ids.A7].sort(),
    );

    // Another team's member, and a user without a team, learn nothing: 404 everywhere.
    const loner = await newCaller();
    for (const stranger of [outsider, loner]) {
      expect((await stranger.get(`/properties/lists/${id}/`)).status).toBe(404);
      expect((await stranger.get(`/properties/lists/${id}/items/`)).status).toBe(404);
      expect((await stranger.patch(`/properties/lists/${id}/`, { name: 'x' })).status).toBe(404);
      expect((await stranger.delete(`/properties/lists/${id}/`)).status).toBe(404);
      expect((await stranger.post(`/properties/lists/${id}/items/remove/`, { property_ids: [ids.A3] })).status).toBe(404);
      expect((await stranger.get('/properties/lists/')).body.count).toBe(0);
    }

    // The manager unshares it: the sharer's private list again, hidden from the team.
    expect((await manager.patch(`/properties/lists/${id}/`, { shared: false })).body).toMatchObject({ shared: false });
    expect((await member.get(`/properties/lists/${id}/items/`)).status).toBe(404);
    expect((await manager.get(`/properties/lists/${id}/`)).status).toBe(404);
    expect((await sharer.get(`/properties/lists/${id}/`)).body).toMatchObject({ shared: false, can_edit: true });

    // Shared again, the owner of the team deletes it: the sharer's saved properties stay saved, in no list.
    expect((await sharer.patch(`/properties/lists/${id}/`, { shared: true })).body).toMatchObject({ shared: true });
    expect((await owner.delete(`/properties/lists/${id}/`)).status).toBe(204);
    expect((await sharer.get(`/properties/lists/${id}/`)).status).toBe(404);
    expect((await sharer.get('/properties/saved/')).body).toHaveLength(3);
    const [{ list_id }] = await harness.db.query<{ list_id: number | null }>(
      'select list_id from saved_properties where listing_id = $1 and user_id = $2',
      [ids.A3, sharerId],
    );
    expect(list_id).toBeNull();

    // The team's audit log: shared at creation, made private by the manager, shared again; renames and items are no event.
    const audit = (await owner.get('/teams/current/audit/?event=property_list.shared')).body.results.concat(
      (await owner.get('/teams/current/audit/?event=property_list.unshared')).body.results,
    ) as { event: string; subject: string; actor_email: string }[];
    expect(audit.map((e) => [e.event, e.subject, e.actor_email]).sort()).toEqual(
      [
        ['property_list.shared', 'Austin probates', sharer.user.email],
        ['property_list.shared', 'Austin probates (checked)', sharer.user.email],
        ['property_list.unshared', 'Austin probates (checked)', manager.user.email],
      ].sort(),
    );
    expect(
      (await outsider.get('/teams/current/audit/')).body.results.some((e: { event: string }) => e.event.startsWith('property_list')),
    ).toBe(false);
  });

  it('refuses to share for a user without a team (400) and bounds every parameter', async () => {
    const loner = await newCaller();
    const refused = await loner.post('/properties/lists/', { name: 'Austin', shared: true });
    expect(refused).toMatchObject({ status: 400, body: { detail: 'Join or start a team to share.' } });
    expect((await loner.get('/properties/lists/')).body.count).toBe(0);
    const mine = (await loner.post('/properties/lists/', { name: 'Austin', shared: false })).body;
    expect(mine).toMatchObject({ shared: false, own: true, can_edit: true, edit_refusal: null, item_count: 0 });
    expect((await loner.patch(`/properties/lists/${mine.id}/`, { shared: true, name: 'Renamed' })).status).toBe(400);
    expect((await loner.get(`/properties/lists/${mine.id}/`)).body.name).toBe('Austin');

    for (const bad of [{ name: '' }, { name: '   ' }, { name: 'x'.repeat(101) }, { name: 'x', shared: 'yes' }])
      expect((await loner.post('/properties/lists/', bad)).status).toBe(400);
    expect((await loner.post('/properties/lists/', { name: 'x'.repeat(100) })).status).toBe(201);
    expect((await loner.patch(`/properties/lists/${mine.id}/`, {})).status).toBe(400);
    expect((await loner.post(`/properties/lists/${mine.id}/items/add/`, { property_ids: [] })).status).toBe(400);
    const tooMany = Array.from({ length: 501 }, (_, i) => i + 1);
    expect((await loner.post(`/properties/lists/${mine.id}/items/add/`, { property_ids: tooMany })).status).toBe(400);
    expect((await loner.post(`/properties/lists/${mine.id}/items/add/`, { property_ids: [0] })).status).toBe(400);
    expect((await loner.get('/properties/lists/?page_size=101')).status).toBe(400);
    expect((await loner.get('/properties/lists/0/')).status).toBe(400);
    expect(await loner.get('/properties/lists/99999999/')).toEqual({ status: 404, body: { detail: 'List not found.' } });
    // The spec's saved-properties paths answer as before.
    await save(loner, 'A2');
    expect((await loner.post(`/properties/lists/${mine.id}/items/add/`, { property_ids: [ids.A2] })).body.item_count).toBe(1);
    expect((await loner.get('/properties/saved/')).body).toEqual([expect.objectContaining({ property_id: ids.A2, note: '' })]);
    expect(Object.keys((await loner.get('/properties/saved/')).body[0]).sort()).toEqual(
      ['address', 'created_at', 'id', 'note', 'property', 'property_id'].sort(),
    );
  });

  it("cuts a removed member off at once; the lists they shared go private with them, others' stay with the team", async () => {
    const [owner, leaver, stayer] = await Promise.all([newCaller(), newCaller(), newCaller()]);
    await teamWith(owner, [
      [leaver, 'member'],
      [stayer, 'member'],
    ]);
    await save(leaver, 'A4', 'Leaver note');
    const theirs = (await leaver.post('/properties/lists/', { name: 'Leaver shared', shared: true })).body;
    await leaver.post(`/properties/lists/${theirs.id}/items/add/`, { property_ids: [ids.A4] });
    const teams = (await owner.post('/properties/lists/', { name: 'Owner shared', shared: true })).body;
    expect(listIds((await stayer.get('/properties/lists/')).body).sort()).toEqual([theirs.id, teams.id].sort());

    expect((await owner.delete(`/teams/current/members/${await userIdOf(leaver)}/`)).status).toBe(204);
    // The removed member's old token reaches nothing of the team's.
    expect((await leaver.get(`/properties/lists/${teams.id}/`)).status).toBe(404);
    expect((await leaver.get(`/properties/lists/${teams.id}/items/`)).status).toBe(404);
    expect((await leaver.patch(`/properties/lists/${teams.id}/`, { name: 'x' })).status).toBe(404);
    expect((await leaver.delete(`/properties/lists/${teams.id}/`)).status).toBe(404);
    // They keep what they shared, private, with its item; the team no longer sees it.
    expect((await leaver.get('/properties/lists/')).body).toMatchObject({
      count: 1,
      results: [{ id: theirs.id, shared: false, can_edit: true, item_count: 1 }],
    });
    expect((await stayer.get(`/properties/lists/${theirs.id}/`)).status).toBe(404);
    expect((await stayer.get(`/properties/lists/${theirs.id}/items/`)).status).toBe(404);
    expect(listIds((await stayer.get('/properties/lists/')).body)).toEqual([teams.id]);
    // Sharing it again needs a team.
    expect((await leaver.patch(`/properties/lists/${theirs.id}/`, { shared: true })).status).toBe(400);
  });
});
