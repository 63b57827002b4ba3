import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, pagePerTest, portalUrl, signUp, startFreeTrial } from './browser.ts';

let page: Page;
pagePerTest((opened) => ({ page } = opened), { viewport: { width: 1366, height: 900 }, acceptDownloads: true });

/** Calls the API as the signed-in user, the way the portal's http client does. */
const api = (path: string) => apiAs(page, path);

describe('billing end to end, on the local billing service', () => {
  it('starts the free trial, downloads at the price shown first, runs out of credits, pays for a plan and sees that plan everywhere', async () => {
    await signUp(page);
    await startFreeTrial(page);

    // A download shows its price and the balance after it before anything is spent, and the charge is that price.
    await page.goto(`${portalUrl()}/products/lists/new-search`);
    await page.getByRole('combobox', { name: /Location/ }).fill('Houston, TX');
    await page.getByLabel('Min price').fill('150000');
    await page.getByRole('button', { name: /^Apply filters/ }).click();
    await page.getByRole('heading', { name: /found$/ }).waitFor();
    const beforeDownload = (await api('/api/searches/credits/')).body.balance as number;
    await page.getByRole('button', { name: 'Download Excel' }).click();
    const priceLine = page.getByRole('dialog').getByText(/^This download costs \d+ credits?\. Balance after: /);
    await priceLine.waitFor();
    const [, cost, after] = (await priceLine.textContent())!.match(/costs (\d+) credits?\. Balance after: ([\d,]+)/)!;
    expect((await api('/api/searches/credits/')).body.balance, 'nothing is spent before the confirmation').toBe(beforeDownload);
    expect(Number(after!.replace(/,/g, ''))).toBe(beforeDownload - Number(cost));
    const [file] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page
        .getByRole('dialog')
        .getByRole('button', { name: /^Download \(/ })
        .click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    await expect.poll(async () => (await api('/api/searches/credits/')).body.balance).toBe(beforeDownload - Number(cost));

    // Spend every credit: each different filter set with results costs one (twenty at a time; past zero they answer 402).
    const start = (await api('/api/searches/credits/')).body.balance as number;
    expect(start).toBeGreaterThan(0);
    const statuses = await page.evaluate(async (count) => {
      const token = document.cookie.match(/ps_id_token=([^;]+)/)?.[1];
      const seen: number[] = [];
      for (let first = 1; first <= count + 20; first += 20) {
        const batch = Array.from({ length: 20 }, (_, i) =>
          fetch(`/api/searches/properties/?location=Houston%2C%20TX&page_size=1&price_min=${first + i}`, {
            headers: { Authorization: `Bearer ${token}` },
          }),
        );
        seen.push(...(await Promise.all(batch)).map((response) => response.status));
      }
      return seen;
    }, start);
    expect(statuses.filter((status) => status === 200)).toHaveLength(start);
    expect(new Set(statuses)).toEqual(new Set([200, 402]));
    expect((await api('/api/searches/credits/')).body.balance).toBe(0);

    // A new search now answers 402, and its message leads to the plans.
    await page.goto(`${portalUrl()}/products/lists/new-search`);
    await page.getByRole('combobox', { name: /Location/ }).fill('Houston, TX');
    await page.getByLabel('Min price').fill('5000');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.getByText(/run out of search credits/).waitFor();
    await page.getByRole('link', { name: 'Upgrade plan' }).click();
    await page.waitForURL('**/subscription#plans');

    // Upgrade the trial on the local checkout page with Stripe's test card.
    await page.getByRole('button', { name: /^Upgrade to Starter/ }).click();
    await page.waitForURL('**/billing/checkout/**');
    await page.getByRole('heading', { name: /PropScout Starter/ }).waitFor();
    await page.getByLabel('Name on card').fill('Rosa Parks');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL('**/subscription?**');
    await page.getByText('Payment received: your plan is active. Thank you!').first().waitFor();
    const info = (await api('/api/subscription/info/')).body;
    expect(info).toMatchObject({ subscription_status: 'active', plan_id: 'starter', is_subscribed: true });
    expect((await api('/api/searches/credits/')).body.balance).toBeGreaterThan(0);

    // The same search now works.
    const again = await api(`/api/searches/properties/?location=${encodeURIComponent('Houston, TX')}&price_min=5000`);
    expect(again.status).toBe(200);
    expect((again.body.results as unknown[]).length).toBeGreaterThan(0);

    // One plan state: Subscription, the sidebar badge, Credit usage and the credit chip all say Starter, active.
    await page.goto(`${portalUrl()}/subscription`);
    await expect.poll(() => page.getByTestId('current-plan-name').textContent()).toBe('Starter');
    await expect.poll(() => page.getByTestId('plan-badge').textContent()).toBe('Starter');
    await page.goto(`${portalUrl()}/products/usage/dashboard`);
    await expect.poll(() => page.getByTestId('usage-plan').textContent()).toBe('Starter');
    await page
      .getByText(/^Active · renews on /)
      .first()
      .waitFor();
    expect(await page.locator('#app-credit-balance').getAttribute('aria-label')).toMatch(/\(plan: Starter · Active · renews on /);
    expect((await api('/api/dashboard/data/')).body).toMatchObject({ plan_name: 'Starter' });
  });
});
