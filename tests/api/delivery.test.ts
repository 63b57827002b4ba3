import { describe, expect, it } from 'vitest';
import { deliveryTestBed, emailSetup, PUBLIC_URL, schedulerFor } from './deliveryHarness.ts';
import { listing, makeDue } from './searchFixtures.ts';
import { rawHeader, recipientsOf } from './smtpSink.ts';

const bed = deliveryTestBed();

const hourAgo = () => new Date(Date.now() - 3600_000);

describe('a scheduled run', () => {
  it('mails each recipient once (groups deduplicated) with the new listings as cards', async () => {
    const { api, email, contacts } = await emailSetup(bed.harness, {
      postalCode: '73301',
      contacts: [
        { first_name: 'Ann', last_name: 'Lee', email: 'ann@run.test', company: 'Lee Capital' },
        { first_name: 'Ben', email: 'ben@run.test' },
      ],
    });
    const [ann, ben] = contacts;
    // Ann is also in two groups on the email: still one message.
    const g1 = (await api.post('/crm/groups/', { name: 'G1', contact_ids: [ann!.id, ben!.id] })).body;
    const g2 = (await api.post('/crm/groups/', { name: 'G2', contact_ids: [ann!.id] })).body;
    await api.post(`/automation/emails/${email.id}/groups/add/`, { group_ids: [g1.id, g2.id] });

    const since = hourAgo();
    await listing(bed.harness.db, {
      postalCode: '73301',
      address: '12 Old Rd',
      price: 100000,
      arv: 150000,
      firstSeen: new Date(since.getTime() - 60_000),
    });
    const fresh = await listing(bed.harness.db, { postalCode: '73301', address: '500 <Main> St', price: 250000, arv: 310000 });
    await listing(bed.harness.db, { postalCode: '73301', address: '7 Unknown Arv Ln', price: 180000, arv: null });
    await listing(bed.harness.db, { postalCode: '99999', address: '1 Elsewhere', price: 1, arv: 2 });
    await makeDue(bed.harness.db, email.id, since);

    expect(await schedulerFor(bed.harness.db).tick()).toBeGreaterThanOrEqual(1);
    expect(await bed.worker.drain()).toBe(2);

    expect(bed.sink.received.map(recipientsOf).flat().sort()).toEqual(['ann@run.test', 'ben@run.test']);
    const annMail = bed.sink.received.find((m) => recipientsOf(m)[0] === 'ann@run.test')!;
    expect(annMail.subject).toBe('2 new deals for Ann');
    expect(annMail.from?.text).toContain('alerts@propscout.test');
    const html = String(annMail.html);
    expect(html).toContain('500 &lt;Main&gt; St');
    expect(html).toContain('$250,000');
    expect(html).toContain('$310,000');
    expect(html).toContain('+$60,000 (19.4%)');
    expect(html).toContain('7 Unknown Arv Ln');
    expect(html).not.toContain('12 Old Rd');
    expect(html).not.toContain('Elsewhere');
    // The recipient opens the listing through a signed, expiring link, without an account.
    expect(html).toMatch(new RegExp(`${PUBLIC_URL}/listing/${fresh}\\.\\d+\\.[\\w-]{43}"`));
    expect(html).toMatch(new RegExp(`${PUBLIC_URL}/api/unsubscribe/${ann!.id}\\.[\\w-]{43}/`));
    expect(annMail.text).toContain('Hi Ann,');
    expect(annMail.text).toContain('Test User found new matches for Deals in 73301.');
    expect(annMail.text).toContain('Price $250,000 · ARV $310,000 · Value gap +$60,000 (19.4%)');
    expect(annMail.messageId).toMatch(/^<outbox-\d+@propscout\.test>$/);
    expect(rawHeader(annMail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    const logs = (await api.get('/automation/emails/logs/')).body;
    expect(logs.count).toBe(2);
    expect(logs.results[0]).toMatchObject({
      email_name: email.name,
      status: 'sent',
      attempts: 1,
      listing_count: 2,
      error: null,
      test: false,
    });
    expect(logs.results.map((l: { recipient: string }) => l.recipient).sort()).toEqual(['ann@run.test', 'ben@run.test']);

    // Not due again until the next slot: another tick sends nothing.
    await schedulerFor(bed.harness.db).tick();
    expect(await bed.worker.drain()).toBe(0);
    const after = (await api.get('/automation/emails/')).body.results[0];
    expect(new Date(after.next_run_at).getTime()).toBeGreaterThan(Date.now());

    // Deleting a contact keeps its past log rows.
    await api.delete(`/crm/contacts/?contact_ids=${ann!.id}`);
    const kept = (await api.get('/automation/emails/logs/')).body.results.find(
      (l: { recipient: string }) => l.recipient === 'ann@run.test',
    );
    expect(kept).toMatchObject({ status: 'sent', contact_id: null });
  });

  it('sends nothing without new listings and logs the run as such', async () => {
    const { api, email } = await emailSetup(bed.harness, { postalCode: '73302', contacts: [{ email: 'quiet@run.test' }] });
    await makeDue(bed.harness.db, email.id, hourAgo());
    await schedulerFor(bed.harness.db).tick();
    expect(await bed.worker.drain()).toBe(0);
    expect(bed.sink.received).toHaveLength(0);
    const logs = (await api.get('/automation/emails/logs/')).body;
    expect(logs.results).toEqual([
      expect.objectContaining({ status: 'no_new_listings', email_name: email.name, recipient: '', listing_count: 0 }),
    ]);
  });

  it('instant emails only run (and log) when there is something new', async () => {
    const { api, email } = await emailSetup(bed.harness, {
      postalCode: '73303',
      schedule: 'instant',
      contacts: [{ first_name: 'Ivy', email: 'ivy@run.test' }],
    });
    await makeDue(bed.harness.db, email.id, hourAgo());
    await schedulerFor(bed.harness.db).tick();
    expect((await api.get('/automation/emails/logs/')).body.count).toBe(0);
    await listing(bed.harness.db, { postalCode: '73303', address: '9 Quick St', price: 90000, arv: 120000 });
    await makeDue(bed.harness.db, email.id, hourAgo());
    await schedulerFor(bed.harness.db).tick();
    await bed.worker.drain();
    expect(bed.sink.received.map((m) => m.subject)).toEqual(['1 new deals for Ivy']);
  });

  it('paused emails do not run', async () => {
    const { api, email } = await emailSetup(bed.harness, { postalCode: '73304', contacts: [{ email: 'paused@run.test' }] });
    await listing(bed.harness.db, { postalCode: '73304', address: '3 Pause St', price: 90000, arv: 120000 });
    await api.post(`/automation/emails/${email.id}/status/change/`, { status: 'paused' });
    await makeDue(bed.harness.db, email.id, hourAgo());
    await schedulerFor(bed.harness.db).tick();
    expect(await bed.worker.drain()).toBe(0);
  });

  it('an email whose saved search was deleted is kept, paused, and cannot be activated without a search', async () => {
    const { api, email, search } = await emailSetup(bed.harness, { postalCode: '73305', contacts: [{ email: 'orphan@run.test' }] });
    expect((await api.delete(`/searches/saved/${search}/`)).status).toBe(204);
    const [orphan] = (await api.get(`/automation/emails/?id=${email.id}`)).body.results;
    expect(orphan).toMatchObject({ saved_search_id: null, status: 'paused', contact_count: 1 });
    expect((await api.post(`/automation/emails/${email.id}/status/change/`, { status: 'active' })).status).toBe(400);
  });
});

describe('unsubscribe', () => {
  it('the link in the mail confirms, unsubscribes, and later runs skip the contact with a log row', async () => {
    const { api, email } = await emailSetup(bed.harness, {
      postalCode: '73310',
      contacts: [{ first_name: 'Uma', email: 'uma@unsub.test' }, { email: 'stay@unsub.test' }],
    });
    await listing(bed.harness.db, { postalCode: '73310', address: '1 First St', price: 100000, arv: 140000 });
    await makeDue(bed.harness.db, email.id, hourAgo());
    await schedulerFor(bed.harness.db).tick();
    await bed.worker.drain();
    const umaMail = bed.sink.received.find((m) => recipientsOf(m)[0] === 'uma@unsub.test')!;
    const link = /https:\/\/portal\.propscout\.test(\/api\/unsubscribe\/[^"\s<>]+)/.exec(String(umaMail.html))![1]!;
    expect(rawHeader(umaMail, 'List-Unsubscribe')).toBe(`<${PUBLIC_URL}${link}>`);

    const confirm = await bed.harness.app.inject({ method: 'GET', url: link });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.headers['content-type']).toContain('text/html');
    expect(confirm.body).toContain('uma@unsub.test');
    expect(confirm.body).toContain('<form method="post">');
    // One-click (RFC 8058) as a mail client sends it.
    const done = await bed.harness.app.inject({
      method: 'POST',
      url: link,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('You are unsubscribed');
    const uma = (await api.get('/crm/contacts/search/?keyword=uma')).body.results[0];
    expect(uma.unsubscribed).toBe(true);

    const forged = link.replace(/\.[\w-]{43}\/$/, `.${'A'.repeat(43)}/`);
    expect((await bed.harness.app.inject({ method: 'POST', url: forged })).statusCode).toBe(404);

    bed.sink.clear();
    await listing(bed.harness.db, { postalCode: '73310', address: '2 Second St', price: 100000, arv: 140000 });
    await makeDue(bed.harness.db, email.id, new Date(Date.now() - 1000));
    await schedulerFor(bed.harness.db).tick();
    await bed.worker.drain();
    expect(bed.sink.received.map(recipientsOf).flat()).toEqual(['stay@unsub.test']);
    const skipped = (await api.get('/automation/emails/logs/?status=skipped_unsubscribed')).body.results;
    expect(skipped).toEqual([expect.objectContaining({ recipient: 'uma@unsub.test', email_name: email.name })]);
    // Skipped when the run was planned: no message was rendered and queued for her.
    const queuedForUma = await bed.harness.db.query("select id from email_outbox where to_email = 'uma@unsub.test'");
    expect(queuedForUma).toHaveLength(1);
  });

  it('a contact who unsubscribes after the run was planned is skipped when the worker claims the message', async () => {
    const { api, email, contacts } = await emailSetup(bed.harness, { postalCode: '73311', contacts: [{ email: 'late@unsub.test' }] });
    await listing(bed.harness.db, { postalCode: '73311', address: '1 Late St', price: 100000, arv: 140000 });
    await makeDue(bed.harness.db, email.id, hourAgo());
    bed.sink.clear();
    await schedulerFor(bed.harness.db).tick();
    await bed.harness.db.query('update crm_contacts set unsubscribed_at = now() where id = $1', [contacts[0]!.id]);
    await bed.worker.drain();
    expect(bed.sink.received).toEqual([]);
    const skipped = (await api.get('/automation/emails/logs/?status=skipped_unsubscribed')).body.results;
    expect(skipped).toEqual([expect.objectContaining({ recipient: 'late@unsub.test', email_name: email.name })]);
  });
});

describe('send now as a test', () => {
  it('mails the account address with the latest matches, marked as a test, without an unsubscribe link', async () => {
    const { api, user, email, contacts } = await emailSetup(bed.harness, {
      postalCode: '73320',
      contacts: [{ first_name: 'Zoe', email: 'zoe@test.test' }],
    });
    await listing(bed.harness.db, {
      postalCode: '73320',
      address: '4 Sample Way',
      price: 200000,
      arv: 260000,
      firstSeen: new Date(Date.now() - 86_400_000 * 5),
    });
    const queued = await api.post(`/automation/emails/${email.id}/send-now/`, { contact_id: contacts[0]!.id });
    expect(queued.body).toMatchObject({ to: user.email, listing_count: 1 });
    await bed.worker.drain();
    expect(bed.sink.received).toHaveLength(1);
    const mail = bed.sink.received[0]!;
    expect(recipientsOf(mail)).toEqual([user.email.toLowerCase()]);
    expect(mail.subject).toBe('[Test] 1 new deals for Zoe');
    expect(String(mail.html)).toContain('4 Sample Way');
    expect(String(mail.html)).not.toContain('/api/unsubscribe/');
    expect(rawHeader(mail, 'List-Unsubscribe')).toBe('');
    const [log] = (await api.get('/automation/emails/logs/')).body.results;
    expect(log).toMatchObject({ status: 'sent', test: true, recipient: user.email });
  });

  it('with to_contact mails the chosen contact instead, with their own unsubscribe link; an unsubscribed contact is refused', async () => {
    const { api, email, contacts } = await emailSetup(bed.harness, {
      postalCode: '73321',
      contacts: [
        { first_name: 'Yan', email: 'yan@test.test' },
        { first_name: 'Xia', email: 'xia@test.test' },
      ],
    });
    await listing(bed.harness.db, { postalCode: '73321', address: '5 Preview Rd', price: 210000, arv: 250000 });
    const yan = contacts[0]!;
    const xia = contacts[1]!;
    const queued = await api.post(`/automation/emails/${email.id}/send-now/`, { contact_id: yan.id, to_contact: true });
    expect(queued.status).toBe(202);
    expect(queued.body).toMatchObject({ to: 'yan@test.test', listing_count: 1 });
    await bed.worker.drain();
    const mail = bed.sink.received.at(-1)!;
    expect(recipientsOf(mail)).toEqual(['yan@test.test']);
    expect(mail.subject).toBe('[Test] 1 new deals for Yan');
    expect(String(mail.html)).toMatch(new RegExp(`/api/unsubscribe/${yan.id}\\.[\\w-]{43}/`));

    const withoutContact = await api.post(`/automation/emails/${email.id}/send-now/`, { to_contact: true });
    expect(withoutContact.status).toBe(400);
    expect(withoutContact.body.detail).toBe('contact_id: Choose the contact to send the preview to.');
    await bed.harness.db.query('update crm_contacts set unsubscribed_at = now() where id = $1', [xia.id]);
    const unsubscribed = await api.post(`/automation/emails/${email.id}/send-now/`, { contact_id: xia.id, to_contact: true });
    expect(unsubscribed.status).toBe(400);
    expect(unsubscribed.body.detail).toBe('This contact has unsubscribed from your emails, so no preview can be sent to them.');
  });
});
