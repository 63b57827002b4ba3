import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../freePort.ts';
import { apiAs, pagePerTest, portalUrl, signUp, startFreeTrial } from './browser.ts';

let page: Page;
let context: BrowserContext;
pagePerTest((opened) => ({ page, context } = opened), { viewport: { width: 1366, height: 900 } });

const KEYS = '/products/integrations/keys';
const KEY_NAME = 'Agency website';

/** Calls the portal's API as the signed-in user, the way the portal's http client does. */
const api = async <T>(path: string) => (await apiAs<T>(page, path)).body;
const balance = async () => (await api<{ balance: number }>('/api/searches/credits/')).balance;

/** The text of a list row's cell under the column headed `header`. */
async function cellUnder(rowText: string, header: string) {
  const headers = (await page.getByRole('columnheader').allTextContents()).map((h) => h.trim());
  const row = page.getByRole('row').filter({ hasText: rowText });
  return (await row.getByRole('cell').nth(headers.indexOf(header)).textContent())?.trim();
}

/**
 * A partner's website on this machine: one tiny server that answers every address with a page holding `snippet`.
 * The portal is http://localhost:<port>; this server is reached as http://localhost:<its port> (the origin the key
 * allows) and as http://127.0.0.1:<its port> (the same page from an origin the key does not allow).
 */
let site: http.Server;
let sitePort: number;
let snippet = '';
beforeAll(async () => {
  sitePort = await freePort();
  site = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html><head><title>Lone Star Realty</title></head><body><h1>Find your next deal</h1>\n${snippet}\n</body></html>`,
    );
  });
  // No host: both ::1 and 127.0.0.1, whichever localhost resolves to in the browser.
  await new Promise<void>((resolve) => site.listen(sitePort, resolve));
  expect((site.address() as AddressInfo).port).toBe(sitePort);
});
afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

describe('developer API and website widget end to end', () => {
  it('creates a key, calls the API from the try-it panel, sees the call logged, and embeds the widget on an allowed site only', async () => {
    await signUp(page);
    // The free trial includes API access.
    await startFreeTrial(page);

    // A new key: its full secret is shown once, the list shows only its prefix.
    await page.goto(`${portalUrl()}${KEYS}`);
    await page.getByText('No API keys yet').waitFor();
    await page.getByRole('link', { name: 'New API key' }).first().click();
    await page.waitForURL(`**${KEYS}/create`);
    await page.getByLabel('Name').fill(KEY_NAME);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: `API key “${KEY_NAME}” created` }).waitFor();
    await page.getByText('This page will not show it again').waitFor();
    const key = (await page.getByTestId('secret-key').textContent())!.trim();
    // ps_live_ and 32 random bytes in base64url (43 characters).
    expect(key).toMatch(/^ps_live_[A-Za-z0-9_-]{43}$/);
    await page.getByRole('link', { name: 'Done' }).click();
    await page.waitForURL(`**${KEYS}`);
    const row = page.getByRole('row').filter({ hasText: KEY_NAME });
    await row.waitFor();
    const prefix = key.slice(0, 12);
    expect(await row.textContent()).toContain(prefix);
    expect(await page.locator('body').textContent()).not.toContain(key);
    expect(await cellUnder(KEY_NAME, 'Requests')).toBe('0');
    expect(await cellUnder(KEY_NAME, 'Last used')).toBe('Never');

    // The standard search's documentation, and its try-it panel with that key.
    const before = await balance();
    await page.goto(`${portalUrl()}/products/integrations/apis`);
    await page.getByRole('link', { name: '/api/searches/properties/', exact: true }).click();
    await page.waitForURL('**/products/integrations/apis/documentation/search-properties');
    await page.getByRole('heading', { name: '/api/searches/properties/' }).waitFor();
    const tryIt = page.getByRole('form', { name: 'Try it' });
    await tryIt.getByRole('combobox', { name: 'API key' }).click();
    await page.getByRole('option', { name: new RegExp(`^${KEY_NAME} \\(${prefix}`) }).click();
    await expect.poll(() => tryIt.getByRole('combobox', { name: 'API key' }).textContent()).toContain(KEY_NAME);
    // The key was shown once, at creation: it is pasted, as a developer would.
    await tryIt.getByLabel('Full key').fill(key);
    await tryIt.locator('#try-location').fill('Austin, TX');
    await tryIt.getByRole('button', { name: 'Send request' }).click();
    // The price first: a new filter set costs one credit, confirmed in the dialog.
    const priceDialog = page.getByRole('dialog');
    await priceDialog.getByText(/^This call costs 1 credit\. Balance after: /).waitFor();
    await priceDialog.getByRole('button', { name: 'Send request (1 credit)' }).click();
    const answer = page.getByTestId('try-answer');
    await answer.getByText('200 OK').waitFor();
    expect(await answer.textContent()).toMatch(/RateLimit-Remaining\s*59/i);
    const body = JSON.parse((await answer.getByLabel('Response body').textContent())!) as {
      count: number;
      results: { city: string; state: string }[];
    };
    expect(body.count).toBeGreaterThan(0);
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.results.every((r) => r.city === 'Austin' && r.state === 'TX')).toBe(true);
    // A new filter set costs one credit, charged to the key's owner.
    expect(await balance()).toBe(before - 1);

    // The list counts the call; the key's page logs it.
    await page.goto(`${portalUrl()}${KEYS}`);
    await row.waitFor();
    await expect.poll(() => cellUnder(KEY_NAME, 'Requests')).toBe('1');
    expect(await cellUnder(KEY_NAME, 'Last used')).not.toBe('Never');
    await row.getByText(KEY_NAME).click();
    await page.waitForURL(/\/products\/integrations\/keys\/\d+\/show$/);
    const log = page.getByRole('table', { name: 'Call log' });
    await log.waitFor();
    const calls = log.getByRole('row');
    expect(await calls.count()).toBe(2); // the header and the one call
    const call = (await calls.nth(1).getByRole('cell').allTextContents()).map((c) => c.trim());
    expect(call.slice(1, 4)).toEqual(['GET /api/searches/properties/', '200', '1']);

    // The widget: allow the partner's origin, save, copy the search snippet.
    const allowed = `http://localhost:${sitePort}`;
    const refused = `http://127.0.0.1:${sitePort}`;
    await page.goto(`${portalUrl()}/products/integrations/full-report`);
    await page.getByLabel('Website address').fill(allowed);
    await page.getByRole('button', { name: 'Add website' }).click();
    await page.getByRole('button', { name: 'Save websites' }).click();
    await page.getByText('Allowed websites saved.').waitFor();
    await page.getByRole('listitem').filter({ hasText: allowed }).waitFor();
    snippet = (await page.getByTestId('widget-snippet').textContent())!;
    expect(snippet).toContain(`src="${portalUrl()}/iframe?embed=emb_`);
    expect(snippet).toContain('<script>');

    // On the allowed website the embedded search opens and runs, with no portal sign-in.
    await page.goto(`${allowed}/listings.html`);
    await page.getByRole('heading', { name: 'Find your next deal' }).waitFor();
    const widget = page.frameLocator('iframe[title="PropScout property search"]');
    await widget.getByLabel(/^Location/).fill('Austin, TX');
    // The same filter set as the try-it call (Austin, TX, for sale): the same number of matches.
    await widget.getByText(/matching propert/).waitFor();
    expect(await widget.getByTestId('embed-count').textContent()).toBe(`${body.count.toLocaleString('en-US')} matching properties`);
    await widget.getByRole('button', { name: 'Search' }).click();
    const results = widget.getByRole('table', { name: 'Search results' });
    await results.waitFor();
    // A page of 25 results at most, plus the header row.
    expect(await results.getByRole('row').count()).toBe(Math.min(body.count, 25) + 1);
    expect(await results.getByRole('link', { name: 'Full report' }).count()).toBe((await results.getByRole('row').count()) - 1);
    // The auto-height script resized the iframe from its snippet's 600 px to the widget's content.
    await expect
      .poll(() => page.locator('iframe[title="PropScout property search"]').evaluate((f: HTMLIFrameElement) => f.style.height))
      .toMatch(/^\d+px$/);

    // The same page from an origin the key does not allow: the browser refuses to show the widget.
    const other = await context.newPage();
    const refusals: string[] = [];
    other.on('console', (message) => {
      if (/frame-ancestors/.test(message.text())) refusals.push(message.text());
    });
    await other.goto(`${refused}/listings.html`);
    await other.getByRole('heading', { name: 'Find your next deal' }).waitFor();
    await expect.poll(() => refusals.length).toBeGreaterThan(0);
    expect(refusals[0]).toContain(allowed);
    expect(refusals[0]).toContain(`Framing '${portalUrl()}/' violates`);
    expect(refusals[0]).toContain(`"frame-ancestors ${allowed}"`);
    // The frame holds Chromium's error page, never the portal's widget.
    const frameUrls = other.frames().map((f) => f.url());
    expect(frameUrls).toEqual([`${refused}/listings.html`, 'chrome-error://chromewebdata/']);
    expect(
      await other
        .frameLocator('iframe[title="PropScout property search"]')
        .getByLabel(/^Location/)
        .count(),
    ).toBe(0);
    // Opened on its own, outside any website, the widget says it is unavailable.
    await other.goto(snippet.match(/src="([^"]+)"/)![1].replace(/&amp;/g, '&'));
    await other.getByText('PropScout widget unavailable').waitFor();
    await other.getByText('This PropScout widget only opens inside the website it was made for.').waitFor();
    await other.close();

    // Back in the portal: the widget's calls (its free count and its search) are logged on the key too. The search is the
    // same filter set the try-it call paid for a moment ago, so it costs nothing more.
    await page.goto(`${portalUrl()}${KEYS}`);
    await row.waitFor();
    await expect.poll(() => cellUnder(KEY_NAME, 'Requests')).toBe('3');
    expect(await balance()).toBe(before - 1);
    await row.getByText(KEY_NAME).click();
    await log.waitFor();
    const logged = await Promise.all(
      (await log.getByRole('row').all()).slice(1).map(async (r) => (await r.getByRole('cell').allTextContents()).slice(1, 4).join(' | ')),
    );
    expect(logged).toEqual([
      'GET /api/searches/properties/ | 200 | 0',
      'POST /api/searches/properties/count/ | 200 | 0',
      'GET /api/searches/properties/ | 200 | 1',
    ]);
  });
});
