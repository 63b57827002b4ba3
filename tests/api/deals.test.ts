import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueDueTaskReminders } from '../../server/deals/dueTasks.ts';
import { workerFor } from './deliveryHarness.ts';
import { buildTestApp } from './helpers.ts';
import { teamCallers, type Caller } from './teamCallers.ts';
import { insertFixture } from './listingFixtures.ts';
import { recipientsOf, startSmtpSink } from './smtpSink.ts';

let harness: Awaited<ReturnType<typeof buildTestApp>>;
let ids: Record<string, string>;
beforeAll(async () => {
  harness = await buildTestApp();
  ids = await insertFixture(harness.db);
});
afterAll(() => harness.close());

const { newCaller, userIdOf, teamWith } = teamCallers(() => harness);

async function newDeal(caller: Caller, fields: object = {}) {
  const created = await caller.post('/deals/', { property_id: Number(ids.A1), ...fields });
  expect(created.status).toBe(201);
  return created.body as { id: number; stage: string; title: string };
}

describe('a deal of a user without a team', () => {
  it('is created, read, moved through stages, filtered and deleted', async () => {
    const alice = await newCaller();
    const contact = (
      await alice.post('/crm/contacts/', { email: `seller-${Date.now()}@example.com`, first_name: 'Sam', last_name: 'Seller' })
    ).body as { id: number };
    const created = await alice.post('/deals/', {
      property_id: Number(ids.A1),
      contact_ids: [contact.id],
      offer_cents: 29_500_000,
      expected_close_date: '2026-12-31',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      property_id: ids.A1,
      stage: 'lead',
      stage_label: 'Lead',
      offer_cents: 29_500_000,
      expected_close_date: '2026-12-31',
      owner_id: await userIdOf(alice),
      owner_email: alice.user.email,
      team_id: null,
      contact_ids: [contact.id],
      contacts: [{ id: contact.id, name: 'Sam Seller' }],
      open_task_count: 0,
      created_by_email: alice.user.email,
      // The listing's own figures until a full report is made: A1 is listed at 300,000 with an ARV of 420,000.
      analysis: { source: 'listing', report_id: null, list_price: 300_000, arv: 420_000, value_gap: 120_000 },
    });
    // Without a title the deal is named after the property's address.
    expect(created.body.title).toBe(created.body.address);
    const id = created.body.id as number;
    expect((await alice.get(`/deals/${id}/`)).body).toEqual(created.body);

    const moved = await alice.patch(`/deals/${id}/`, { stage: 'offer_made', offer_cents: 30_000_000 });
    expect(moved).toMatchObject({ status: 200, body: { stage: 'offer_made', stage_label: 'Offer made', offer_cents: 30_000_000 } });
    expect((await alice.patch(`/deals/${id}/`, { stage: 'sold' })).status).toBe(400);
    expect((await alice.patch(`/deals/${id}/`, { offer_cents: -1 })).status).toBe(400);

    const other = await newDeal(alice, { property_id: Number(ids.A3), title: 'Elm street flip' });
    expect((await alice.get('/deals/?stage=offer_made')).body).toMatchObject({ count: 1, results: [{ id }] });
    expect((await alice.get('/deals/?stage=lead,offer_made')).body.count).toBe(2);
    expect((await alice.get('/deals/?stage=unknown')).status).toBe(400);
    expect((await alice.get('/deals/?search=elm')).body).toMatchObject({ count: 1, results: [{ id: other.id }] });
    expect(
      (await alice.get(`/deals/?owner=${await userIdOf(alice)}&ordering=title`)).body.results.map((d: { id: number }) => d.id),
    ).toEqual([id, other.id]);

    // A contact that is not the caller's is refused; an unknown property too.
    const bob = await newCaller();
    const bobsContact = (await bob.post('/crm/contacts/', { email: `b-${Date.now()}@example.com` })).body as { id: number };
    expect((await alice.patch(`/deals/${id}/`, { contact_ids: [bobsContact.id] })).status).toBe(400);
    expect((await alice.post('/deals/', { property_id: 999_999_999 })).status).toBe(400);

    // Someone else sees nothing of it.
    expect((await bob.get(`/deals/${id}/`)).status).toBe(404);
    expect((await bob.get('/deals/')).body.count).toBe(0);

    // Stages: a user without a team renames their own.
    const renamed = await alice.patch('/deals/stages/', { key: 'offer_made', label: 'LOI sent' });
    expect(renamed.body[2]).toEqual({ key: 'offer_made', label: 'LOI sent', default_label: 'Offer made', position: 2 });
    expect((await alice.get(`/deals/${id}/`)).body.stage_label).toBe('LOI sent');
    expect((await bob.get('/deals/stages/')).body[2].label).toBe('Offer made');

    expect((await bob.delete(`/deals/?deal_ids=${id},${other.id}`)).body).toEqual({ deleted: [] });
    expect((await alice.delete(`/deals/${other.id}/`)).status).toBe(204);
    expect((await alice.get(`/deals/${other.id}/`)).status).toBe(404);
    expect((await alice.delete(`/deals/?deal_ids=${id}`)).body).toEqual({ deleted: [id] });
    expect((await alice.get('/deals/')).body.count).toBe(0);
  });

  it('shows the analysis of the caller’s latest full report of the property', async () => {
    const alice = await newCaller();
    const deal = await newDeal(alice);
    await harness.db.query(
      `insert into reports (user_id, listing_id, address, reference_date, inputs, body)
       values ((select id from users where cognito_sub = $1), $2, 'x', current_date, '{}', $3)`,
      [alice.user.sub, ids.A1, JSON.stringify({ arv: { value: 410_000 }, value_gap: { value: 110_000 } })],
    );
    const [report] = await harness.db.query<{ id: number }>('select max(id)::int as id from reports');
    expect((await alice.get(`/deals/${deal.id}/`)).body.analysis).toMatchObject({
      source: 'report',
      report_id: report!.id,
      arv: 410_000,
      value_gap: 110_000,
    });
  });

  it('keeps tasks and notes with their history', async () => {
    const alice = await newCaller();
    const deal = await newDeal(alice);
    const task = await alice.post(`/deals/${deal.id}/tasks/`, { title: 'Call the seller', due_date: '2030-01-02' });
    expect(task).toMatchObject({
      status: 201,
      body: { title: 'Call the seller', due_date: '2030-01-02', done: false, assignee_id: await userIdOf(alice) },
    });
    expect((await alice.get(`/deals/${deal.id}/`)).body.open_task_count).toBe(1);
    const done = await alice.patch(`/deals/${deal.id}/tasks/${task.body.id}/`, { done: true });
    expect(done.body.done).toBe(true);
    expect((await alice.get(`/deals/${deal.id}/`)).body.open_task_count).toBe(0);
    expect((await alice.get(`/deals/${deal.id}/tasks/`)).body).toMatchObject({ count: 1, results: [{ id: task.body.id, done: true }] });

    const note = await alice.post(`/deals/${deal.id}/notes/`, { body: 'Seller wants to close fast' });
    expect(note).toMatchObject({ status: 201, body: { body: 'Seller wants to close fast', version: 1 } });
    const edited = await alice.patch(`/deals/${deal.id}/notes/${note.body.id}/`, { body: 'Seller wants to close within 30 days' });
    expect(edited.body).toMatchObject({ id: note.body.id, body: 'Seller wants to close within 30 days', version: 2 });
    expect((await alice.get(`/deals/${deal.id}/notes/`)).body).toMatchObject({ count: 1, results: [{ version: 2 }] });
    const versions = (await alice.get(`/deals/${deal.id}/notes/${note.body.id}/versions/`)).body as { version: number; body: string }[];
    expect(versions.map((v) => [v.version, v.body])).toEqual([
      [2, 'Seller wants to close within 30 days'],
      [1, 'Seller wants to close fast'],
    ]);
    expect((await alice.delete(`/deals/${deal.id}/tasks/${task.body.id}/`)).status).toBe(204);
    expect((await alice.delete(`/deals/${deal.id}/tasks/${task.body.id}/`)).status).toBe(404);
  });

  it('tags saved properties and filters deals by tag', async () => {
    const alice = await newCaller();
    expect((await alice.post('/properties/save/', { property_id: ids.A1 })).status).toBe(201);
    const hot = await alice.post('/deals/tags/', { name: 'Absentee owner' });
    expect(hot.status).toBe(201);
    expect((await alice.post('/deals/tags/', { name: 'absentee OWNER' })).status).toBe(409);
    const vacant = (await alice.post('/deals/tags/', { name: 'Vacant' })).body;
    expect((await alice.put(`/deals/saved-properties/${ids.A1}/tags/`, { tag_ids: [hot.body.id, vacant.id] })).body).toEqual([
      { id: hot.body.id, name: 'Absentee owner' },
      { id: vacant.id, name: 'Vacant' },
    ]);
    // Not a saved property of the caller's: 404.
    expect((await alice.put(`/deals/saved-properties/${ids.A3}/tags/`, { tag_ids: [] })).status).toBe(404);
    const bob = await newCaller();
    const bobsTag = (await bob.post('/deals/tags/', { name: 'Mine' })).body;
    expect((await alice.put(`/deals/saved-properties/${ids.A1}/tags/`, { tag_ids: [bobsTag.id] })).status).toBe(400);

    const tagged = await newDeal(alice);
    const untagged = await newDeal(alice, { property_id: Number(ids.A3) });
    expect((await alice.get(`/deals/?tag=${vacant.id}`)).body).toMatchObject({ count: 1, results: [{ id: tagged.id }] });
    expect((await alice.get(`/deals/${tagged.id}/`)).body.tags).toEqual([
      { id: hot.body.id, name: 'Absentee owner' },
      { id: vacant.id, name: 'Vacant' },
    ]);
    expect((await alice.get(`/deals/${untagged.id}/`)).body.tags).toEqual([]);
    expect((await bob.get(`/deals/?tag=${vacant.id}`)).body.count).toBe(0);
    expect((await alice.get('/deals/tags/')).body).toEqual([
      { id: hot.body.id, name: 'Absentee owner', property_count: 1 },
      { id: vacant.id, name: 'Vacant', property_count: 1 },
    ]);
    expect((await bob.delete(`/deals/tags/?tag_ids=${vacant.id}`)).body).toEqual({ deleted: [] });
    expect((await alice.delete(`/deals/tags/?tag_ids=${vacant.id}`)).body).toEqual({ deleted: [vacant.id] });
    expect((await alice.get(`/deals/saved-properties/${ids.A1}/tags/`)).body).toEqual([{ id: hot.body.id, name: 'Absentee owner' }]);
  });
});

describe('team deals: each role, another team, a removed member', () => {
  it('every member reads the team’s deals; a member changes only their own; managers change any; stages by managers', async () => {
    const [owner, manager, member, colleague] = [await newCaller(), await newCaller(), await newCaller(), await newCaller()];
    await teamWith(owner, [
      [manager, 'account_manager'],
      [member, 'member'],
      [colleague, 'member'],
    ]);
    const deal = await newDeal(member);
    expect((await member.get(`/deals/${deal.id}/`)).body.team_id).not.toBeNull();

    // Every role reads it and works on it (notes, tasks).
    for (const reader of [owner, manager, member, colleague]) {
      expect((await reader.get(`/deals/${deal.id}/`)).status).toBe(200);
      expect((await reader.get('/deals/')).body.results.map((d: { id: number }) => d.id)).toContain(deal.id);
      expect((await reader.post(`/deals/${deal.id}/notes/`, { body: `From ${reader.user.email}` })).status).toBe(201);
    }
    // The member who owns it moves it; another member may not change or delete it.
    expect((await member.patch(`/deals/${deal.id}/`, { stage: 'offer_made' })).body.stage_label).toBe('Offer made');
    // The account manager sees the move in the team's audit log.
    const moves = (await manager.get('/teams/current/audit/?event=deal.stage_changed')).body;
    expect(moves).toMatchObject({
      count: 1,
      results: [
        {
          event: 'deal.stage_changed',
          actor_email: member.user.email,
          subject: deal.title,
          subject_user_id: await userIdOf(member),
          detail: { deal_id: deal.id, from: 'lead', to: 'offer_made' },
        },
      ],
    });
    expect((await manager.get('/teams/current/audit/?event=deal.created')).body.count).toBe(1);
    expect((await colleague.patch(`/deals/${deal.id}/`, { stage: 'closed_lost' })).status).toBe(403);
    expect((await colleague.delete(`/deals/${deal.id}/`)).status).toBe(403);
    expect((await colleague.delete(`/deals/?deal_ids=${deal.id}`)).body).toEqual({ deleted: [] });
    // An account manager and the owner change any deal of the team.
    expect((await manager.patch(`/deals/${deal.id}/`, { stage: 'under_contract' })).body).toMatchObject({
      stage: 'under_contract',
      updated_by_email: manager.user.email,
    });
    expect((await owner.patch(`/deals/${deal.id}/`, { offer_cents: 100 })).status).toBe(200);

    // A note is edited by its author only.
    const notes = (await owner.get(`/deals/${deal.id}/notes/`)).body.results as { id: number; author_email: string }[];
    const membersNote = notes.find((n) => n.author_email === member.user.email)!;
    expect((await owner.patch(`/deals/${deal.id}/notes/${membersNote.id}/`, { body: 'rewritten' })).status).toBe(403);
    expect((await member.patch(`/deals/${deal.id}/notes/${membersNote.id}/`, { body: 'rewritten' })).status).toBe(200);

    // Tasks go to members of the team only.
    expect((await colleague.post(`/deals/${deal.id}/tasks/`, { title: 'Inspect', assignee_id: await userIdOf(member) })).status).toBe(201);
    const outsider = await newCaller();
    expect((await member.post(`/deals/${deal.id}/tasks/`, { title: 'x', assignee_id: await userIdOf(outsider) })).status).toBe(400);

    // Stage labels are the team's: a member cannot rename them, a manager can, and every member reads the new label.
    expect((await member.patch('/deals/stages/', { key: 'under_contract', label: 'In escrow' })).status).toBe(403);
    expect((await manager.patch('/deals/stages/', { key: 'under_contract', label: 'In escrow' })).status).toBe(200);
    expect((await colleague.get(`/deals/${deal.id}/`)).body.stage_label).toBe('In escrow');
    expect((await outsider.get('/deals/stages/')).body[3].label).toBe('Under contract');

    // A team tag on one member's saved property filters everyone's view.
    expect((await member.post('/properties/save/', { property_id: ids.A1 })).status).toBe(201);
    const tag = (await member.post('/deals/tags/', { name: 'Probate' })).body;
    await member.put(`/deals/saved-properties/${ids.A1}/tags/`, { tag_ids: [tag.id] });
    expect((await colleague.get(`/deals/?tag=${tag.id}`)).body).toMatchObject({ count: 1, results: [{ id: deal.id }] });
    expect((await colleague.delete(`/deals/tags/?tag_ids=${tag.id}`)).body).toEqual({ deleted: [] });
    expect((await manager.get('/deals/tags/')).body).toEqual([{ id: tag.id, name: 'Probate', property_count: 1 }]);

    expect((await owner.delete(`/deals/?deal_ids=${deal.id}`)).body).toEqual({ deleted: [deal.id] });
    expect((await owner.get('/teams/current/audit/?event=deal.deleted')).body).toMatchObject({
      count: 1,
      results: [{ actor_email: owner.user.email, detail: { deal_id: deal.id, stage: 'under_contract' } }],
    });
  });

  it('another team sees nothing (404), and a removed member’s old token sees nothing of the team', async () => {
    const [owner, member, otherOwner] = [await newCaller(), await newCaller(), await newCaller()];
    await teamWith(owner, [[member, 'member']], 'Team A');
    await teamWith(otherOwner, [], 'Team B');
    const deal = await newDeal(owner);
    const note = (await owner.post(`/deals/${deal.id}/notes/`, { body: 'private to A' })).body;
    const task = (await owner.post(`/deals/${deal.id}/tasks/`, { title: 'A only' })).body;
    const tag = (await owner.post('/deals/tags/', { name: 'A tag' })).body;

    const tries = (caller: Caller) => [
      caller.get(`/deals/${deal.id}/`),
      caller.patch(`/deals/${deal.id}/`, { stage: 'closed_lost' }),
      caller.delete(`/deals/${deal.id}/`),
      caller.get(`/deals/${deal.id}/tasks/`),
      caller.post(`/deals/${deal.id}/tasks/`, { title: 'x' }),
      caller.patch(`/deals/${deal.id}/tasks/${task.id}/`, { done: true }),
      caller.get(`/deals/${deal.id}/notes/`),
      caller.post(`/deals/${deal.id}/notes/`, { body: 'x' }),
      caller.patch(`/deals/${deal.id}/notes/${note.id}/`, { body: 'x' }),
      caller.get(`/deals/${deal.id}/notes/${note.id}/versions/`),
    ];
    for (const answer of await Promise.all(tries(otherOwner))) expect(answer.status).toBe(404);
    expect((await otherOwner.get('/deals/')).body.count).toBe(0);
    expect((await otherOwner.get('/deals/tags/')).body).toEqual([]);
    expect((await otherOwner.delete(`/deals/?deal_ids=${deal.id}`)).body).toEqual({ deleted: [] });
    expect((await otherOwner.delete(`/deals/tags/?tag_ids=${tag.id}`)).body).toEqual({ deleted: [] });
    expect((await owner.get('/deals/tags/')).body).toMatchObject([{ id: tag.id }]);

    // The member reaches it while in the team…
    expect((await member.get(`/deals/${deal.id}/`)).status).toBe(200);
    const memberId = await userIdOf(member);
    expect((await owner.delete(`/teams/current/members/${memberId}/`)).status).toBe(204);
    // …and with the same token, after removal, nothing.
    for (const answer of await Promise.all(tries(member))) expect(answer.status).toBe(404);
    expect((await member.get('/deals/')).body.count).toBe(0);
    expect((await owner.get(`/deals/${deal.id}/`)).body).toMatchObject({ stage: 'lead' });
  });
});

describe('a private deal after its owner joins a team', () => {
  it('stays theirs alone, out of the team’s view and audit log', async () => {
    const [owner, joiner] = [await newCaller(), await newCaller()];
    const privateDeal = await newDeal(joiner, { title: 'My own lead' });
    await teamWith(owner, [[joiner, 'member']], 'Joined later');
    const teamDeal = await newDeal(joiner, { title: 'Team lead' });
    expect((await joiner.get('/deals/?ordering=title')).body.results.map((d: { title: string }) => d.title)).toEqual([
      'My own lead',
      'Team lead',
    ]);
    expect((await owner.get(`/deals/${privateDeal.id}/`)).status).toBe(404);
    expect((await owner.get('/deals/')).body.results.map((d: { id: number }) => d.id)).toEqual([teamDeal.id]);
    // Changing the private deal records nothing in the team's log; the team deal's creation does.
    expect((await joiner.patch(`/deals/${privateDeal.id}/`, { stage: 'contacted' })).status).toBe(200);
    const events = (await owner.get('/teams/current/audit/')).body.results as { event: string; subject: string }[];
    expect(events.filter((e) => e.event.startsWith('deal.')).map((e) => [e.event, e.subject])).toEqual([['deal.created', 'Team lead']]);
  });
});

describe('due tasks', () => {
  it('reach their assignee by e-mail once, through the outbox and its delivery worker', async () => {
    const [owner, member] = [await newCaller(), await newCaller()];
    await teamWith(owner, [[member, 'member']], 'Reminders');
    const deal = await newDeal(owner, { title: 'Oak Avenue duplex' });
    const memberId = await userIdOf(member);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const due = (await owner.post(`/deals/${deal.id}/tasks/`, { title: 'Send the offer', due_date: yesterday, assignee_id: memberId }))
      .body;
    await owner.post(`/deals/${deal.id}/tasks/`, { title: 'Later', due_date: '2099-01-01', assignee_id: memberId });
    const doneTask = (await owner.post(`/deals/${deal.id}/tasks/`, { title: 'Done already', due_date: yesterday, assignee_id: memberId }))
      .body;
    await owner.patch(`/deals/${deal.id}/tasks/${doneTask.id}/`, { done: true });

    const outbox = () =>
      harness.db.query<{ subject: string; text: string }>(
        `select subject, text from email_outbox where email_name = 'Deal task due' and lower(to_email) = lower($1)`,
        [member.user.email],
      );
    const url = harness.app.config.publicUrl;
    await queueDueTaskReminders(harness.db, url);
    await Promise.all([queueDueTaskReminders(harness.db, url), queueDueTaskReminders(harness.db, url)]);
    const queued = await outbox();
    expect(queued.map((mail) => mail.subject)).toEqual(['Task due: Send the offer (Oak Avenue duplex)']);
    expect(queued[0]!.text).toContain(`/products/deals/${deal.id}/show`);
    const [task] = await harness.db.query<{ reminded: boolean }>(
      'select reminded_at is not null as reminded from deal_tasks where id = $1',
      [due.id],
    );
    expect(task!.reminded).toBe(true);

    const sink = await startSmtpSink();
    const worker = workerFor(harness.db, sink.url);
    try {
      await worker.drain();
      await queueDueTaskReminders(harness.db, url);
      await worker.drain();
      const received = sink.received.filter(
        (mail) => recipientsOf(mail).includes(member.user.email) && mail.subject?.startsWith('Task due'),
      );
      expect(received.map((mail) => mail.subject)).toEqual(['Task due: Send the offer (Oak Avenue duplex)']);
    } finally {
      worker.close();
      await sink.stop();
    }
  });
});
