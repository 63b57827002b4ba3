import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestUser } from './helpers.ts';
import { insertReportFixture } from './reportFixtures.ts';
import { billingHarness, type BillingHarness } from './subscriptionHelpers.ts';

let h: BillingHarness;
beforeAll(async () => {
  h = await billingHarness();
  await insertReportFixture(h.db);
}, 120_000);
afterAll(() => h?.close());

async function call(who: TestUser, method: 'GET' | 'POST', url: string, payload?: object) {
  const response = await h.app.inject({ method, url: `/api${url}`, headers: bearer(who), ...(payload ? { payload } : {}) });
  return {
    status: response.statusCode,
    body: response.body && response.headers['content-type']?.toString().includes('json') ? response.json() : {},
    text: response.body,
  };
}

type Event = { event: string; actor_id: number | null; subject: string; subject_user_id: number | null; detail: Record<string, unknown> };
const auditOf = async (who: TestUser) => {
  const answer = await call(who, 'GET', '/teams/current/audit/?page_size=100');
  expect(answer.status).toBe(200);
  return answer.body.results as Event[];
};
const eventsBy = async (userId: number) =>
  (await h.db.query<{ event: string }>('select event from audit_log where actor_id = $1 order by id', [userId])).map((r) => r.event);

/** Everything the issue names, done by one user: an API key made and deleted, a plan bought, a share link made and revoked, a sign-in. */
async function doEverything(who: TestUser) {
  expect((await call(who, 'POST', '/users/sign-in/')).status).toBe(204);
  expect((await call(who, 'POST', '/users/sign-in/')).status).toBe(204);
  await h.subscribe(who, 'pro');
  const key = await call(who, 'GET', `/keys/generate/?name=${encodeURIComponent('CRM key')}`);
  expect(key.status).toBe(201);
  expect((await call(who, 'GET', `/keys/delete/?key_id=${key.body.id}`)).status).toBe(200);
  const report = await call(who, 'POST', '/report/', { address: '12 oak street, Austin TX 78701' });
  expect(report.status).toBe(201);
  const share = await call(who, 'GET', `/report/${report.body.id}/share/`);
  expect(share.status).toBe(200);
  expect((await call(who, 'POST', `/report/${report.body.id}/shares/${share.body.id}/revoke/`)).status).toBe(200);
  // Revoking again changes nothing and records nothing.
  expect((await call(who, 'POST', `/report/${report.body.id}/shares/${share.body.id}/revoke/`)).status).toBe(200);
  return { key: key.body as { id: number; prefix: string }, report: report.body as { id: number }, share: share.body as { id: number } };
}

describe('audit events recorded by other modules', () => {
  it('records API keys, plan changes, share links and sign-ins of a team member, with their labels, also in the CSV', async () => {
    const owner = await h.user();
    const ownerId = await h.userId(owner);
    expect((await call(owner, 'POST', '/teams/', { name: 'Audit Co' })).status).toBe(201);
    const { key, report, share } = await doEverything(owner);

    const events = await auditOf(owner);
    expect(events.map((e) => e.event)).toEqual([
      'share_link.revoked',
      'share_link.created',
      'api_key.deleted',
      'api_key.created',
      'plan.changed',
      'user.signed_in',
      'team.created',
    ]);
    for (const e of events) expect(e).toMatchObject({ actor_id: ownerId, subject_user_id: ownerId });
    const by = (name: string) => events.find((e) => e.event === name)!;
    expect(by('api_key.created')).toMatchObject({ subject: 'CRM key', detail: { key_id: key.id, prefix: key.prefix } });
    expect(by('api_key.deleted')).toMatchObject({ subject: 'CRM key', detail: { key_id: key.id } });
    expect(by('plan.changed')).toMatchObject({ subject: 'Pro', detail: { from: null, to: 'Pro', plan_id: 'pro' } });
    expect(by('share_link.created')).toMatchObject({
      subject: '12 Oak St, Austin, TX 78701',
      detail: { report_id: report.id, link_id: share.id },
    });
    expect(by('share_link.revoked')).toMatchObject({
      subject: '12 Oak St, Austin, TX 78701',
      detail: { report_id: report.id, link_id: share.id },
    });
    expect(by('user.signed_in')).toMatchObject({ subject: owner.email });

    // Filtered by event, as the screen's picker does.
    const planOnly = await call(owner, 'GET', '/teams/current/audit/?event=plan.changed');
    expect(planOnly.body.results).toHaveLength(1);

    const csv = await call(owner, 'GET', '/teams/current/audit.csv');
    const labels = csv.text
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[1]);
    expect(labels).toEqual([
      'Share link revoked',
      'Share link created',
      'API key deleted',
      'API key created',
      'Plan changed',
      'Signed in',
      'Team created',
    ]);
  }, 60_000);

  it('records a switch of plan and a cancellation, with the plans before and after', async () => {
    const owner = await h.user();
    expect((await call(owner, 'POST', '/teams/', { name: 'Switchers' })).status).toBe(201);
    await h.subscribe(owner, 'starter');
    expect((await call(owner, 'POST', '/subscription/update/', { plan_id: 'pro' })).status).toBe(200);
    // Cancelled in the billing portal (the local service's): at the period's end; resuming records nothing.
    const portal = new URL((await call(owner, 'GET', '/subscription/manage/')).body.url as string).pathname;
    for (const action of ['cancel', 'resume', 'cancel'])
      expect((await h.app.inject({ method: 'POST', url: `${portal}/${action}` })).statusCode).toBe(303);
    const events = (await auditOf(owner)).filter((e) => e.event.startsWith('plan.'));
    expect(events.map((e) => [e.event, e.subject, e.detail.from ?? e.detail.at_period_end, e.detail.to])).toEqual([
      ['plan.cancelled', 'Pro', true, undefined],
      ['plan.cancelled', 'Pro', true, undefined],
      ['plan.changed', 'Pro', 'Starter', 'Pro'],
      ['plan.changed', 'Starter', undefined, 'Starter'],
    ]);
  }, 60_000);

  it('a user without a team records nothing and works as before', async () => {
    const loner = await h.user();
    const lonerId = await h.userId(loner);
    await doEverything(loner);
    expect(await eventsBy(lonerId)).toEqual([]);
    expect((await call(loner, 'GET', '/teams/current/audit/')).status).toBe(404);
  }, 60_000);

  it('counts a sign-in once in its window, and again after it', async () => {
    const owner = await h.user();
    const ownerId = await h.userId(owner);
    expect((await call(owner, 'POST', '/teams/', { name: 'Sign-ins' })).status).toBe(201);
    await Promise.all([call(owner, 'POST', '/users/sign-in/'), call(owner, 'POST', '/users/sign-in/')]);
    expect((await eventsBy(ownerId)).filter((e) => e === 'user.signed_in')).toHaveLength(1);
    await h.db.query(`update audit_log set created_at = now() - interval '6 minutes' where actor_id = $1`, [ownerId]);
    expect((await call(owner, 'POST', '/users/sign-in/')).status).toBe(204);
    expect((await eventsBy(ownerId)).filter((e) => e === 'user.signed_in')).toHaveLength(2);
  });
});
