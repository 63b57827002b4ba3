import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pagePerTest, pickHouston, portalUrl, signUp } from './browser.ts';

let page: Page;
pagePerTest((opened) => ({ page } = opened), { viewport: { width: 1280, height: 900 } });

const results = () => page.getByRole('table', { name: 'Search results' });
const searchRequest = (check: (url: URL) => boolean) =>
  page.waitForRequest((request) => {
    const url = new URL(request.url());
    return url.pathname === '/api/searches/properties/' && check(url);
  });

async function chooseOptions(field: string, options: string[]) {
  await page.getByRole('combobox', { name: field }).click();
  for (const option of options) await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

describe('search end to end', () => {
  it('searches a city, applies filters, pages, sorts, saves the search and re-runs it', async () => {
    await signUp(page);
    await page.getByText('Demo data', { exact: true }).waitFor();
    await pickHouston(page);
    await page
      .locator('#search-count')
      .getByText(/matching propert/)
      .waitFor();
    await chooseOptions('Investment potential', ['Excellent', 'High']);
    await page.getByRole('textbox', { name: 'LP/ARV (max)' }).fill('90');
    await page
      .locator('#search-count')
      .getByText(/matching propert/)
      .waitFor();
    const counted = Number((await page.locator('#search-count strong').textContent())!.replace(/,/g, ''));
    expect(counted).toBeGreaterThan(25);
    await expect(page.locator('#search-credit-cost').textContent()).resolves.toMatch(
      /Applying uses 1 credit for these filters; their other pages and sorts are then free for 24 hours\. Counts are free\. You have 100 credits left\./,
    );

    const first = searchRequest((url) => url.searchParams.get('page') === '1');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    const firstUrl = new URL((await first).url());
    expect(Object.fromEntries(firstUrl.searchParams)).toMatchObject({
      location: 'Houston, TX',
      status: 'for_sale',
      investment_potential: 'Excellent,High',
      lp_arv_max: '0.9',
    });
    await page.getByRole('heading', { name: `${counted.toLocaleString('en-US')} properties found` }).waitFor();
    expect(await results().locator('tbody tr').count()).toBe(25);

    const second = searchRequest((url) => url.searchParams.get('page') === '2');
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await second;
    await page.getByText(`26–${Math.min(50, counted)} of ${counted}`).waitFor();

    const sorted = searchRequest((url) => url.searchParams.get('sort_by') === 'list_price');
    await results().getByRole('button', { name: 'List price' }).click();
    expect(new URL((await sorted).url()).searchParams.get('page')).toBe('1');
    await page.getByText(`1–25 of ${counted}`).waitFor();
    // The request went out; its answer replaces the rows once the loading bar is gone.
    await page.getByRole('progressbar', { name: 'Loading results' }).waitFor({ state: 'detached' });
    const prices = (await results().locator('tbody tr td:nth-child(3)').allTextContents()).map((p) => Number(p.replace(/[$,]/g, '')));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    await page.getByRole('button', { name: 'Save search' }).click();
    await page.getByRole('textbox', { name: 'Search name' }).fill('Houston deals');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved search "Houston deals" created.').waitFor();

    await page.getByRole('menuitem', { name: 'Saved searches' }).click();
    await page.waitForURL('**/products/lists/saved-searches');
    await page.getByText('Houston deals').waitFor();
    // Saved right after it ran: that run is its last run, with the count it found (not 'Never').
    await page.getByText(`${counted.toLocaleString('en-US')} properties`, { exact: true }).waitFor();
    expect(await page.getByText('Never').count()).toBe(0);
    const rerun = searchRequest((url) => url.searchParams.has('saved_search_id'));
    await page.getByRole('link', { name: 'Run Houston deals' }).click();
    await page.waitForURL(/\/products\/lists\/saved-searches\/\d+$/);
    const rerunUrl = new URL((await rerun).url());
    expect(Object.fromEntries(rerunUrl.searchParams)).toMatchObject({
      location: 'Houston, TX',
      investment_potential: 'Excellent,High',
      sort_by: 'list_price',
      page: '1',
    });
    await page.getByRole('heading', { level: 1, name: 'Houston deals' }).waitFor();
    await results().waitFor();
    await expect(page.getByRole('combobox', { name: /Location/ }).inputValue()).resolves.toBe('Houston, TX');

    await page.getByRole('link', { name: 'Saved searches' }).first().click();
    await page.waitForURL('**/products/lists/saved-searches');
    await page.getByText(`${counted.toLocaleString('en-US')} properties`, { exact: true }).waitFor();
  });

  it('hearts a property, opens it, and adds a note in saved properties', async () => {
    await signUp(page);
    await page.getByRole('combobox', { name: /Location/ }).fill('Houston, TX');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    const row = results().locator('tbody tr').first();
    // The address links to the property; the row's other link opens a full report.
    const address = (await row.getByRole('link').first().textContent())!;
    const heart = row.getByRole('button', { name: /^Save / });
    await heart.click();
    await expect(row.getByRole('button', { name: /from saved properties$/ }).getAttribute('aria-pressed')).resolves.toBe('true');

    await row.getByRole('link', { name: address }).click();
    await page.waitForURL(/\/products\/properties\/\d+$/);
    await page.getByRole('heading', { level: 1, name: address }).waitFor();
    await page.getByRole('heading', { name: 'Why it is rated this way' }).waitFor();
    await page.getByRole('img', { name: 'No photo available' }).waitFor();
    await expect(page.getByRole('button', { name: /from saved properties$/ }).getAttribute('aria-pressed')).resolves.toBe('true');

    // The gallery: demo listings have no photos, so it shows generated drawings labelled as illustrative.
    await page.getByRole('link', { name: 'Illustrative images (no listing photos)' }).click();
    await page.waitForURL(/\/products\/properties\/photos\/\d+$/);
    await page.getByRole('heading', { level: 1, name: `Photos of ${address}` }).waitFor();
    await expect(page.getByTestId('photo-count').textContent()).resolves.toBe('3 illustrative images, no listing photos');
    await page.getByRole('button', { name: /^Open Exterior sketch/ }).click();
    const lightbox = page.getByRole('dialog');
    await lightbox.getByText('1 / 3').waitFor();
    await page.keyboard.press('ArrowRight');
    await lightbox.getByText('2 / 3').waitFor();
    await lightbox.getByText('Floor plan sketch, not to scale (illustrative image — no listing photo)').waitFor();
    await page.keyboard.press('Escape');
    await lightbox.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Property details' }).first().click();
    await page.waitForURL(/\/products\/properties\/\d+$/);

    await page.goto(`${portalUrl()}/products/saved-properties`);
    // Exact: the row's "New deal for <address>" link names the address too.
    await page.getByRole('link', { name: address, exact: true }).waitFor();
    await page.getByRole('button', { name: /^Add note on / }).click();
    await page.getByRole('textbox', { name: 'Note' }).fill('Call the listing agent about the roof.');
    await page.getByRole('button', { name: 'Save note' }).click();
    await page.getByText('Note saved.').waitFor();
    await page.reload();
    await page.getByText('Call the listing agent about the roof.').waitFor();

    await page.getByRole('button', { name: /from saved properties$/ }).click();
    await page.getByText('No saved properties yet').waitFor();
  });
});
