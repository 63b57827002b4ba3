import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, pagePerTest, portalUrl, signUp } from './browser.ts';

let page: Page;
pagePerTest((opened) => ({ page } = opened), { viewport: { width: 1366, height: 900 } });

const results = () => page.getByRole('table', { name: 'Search results' });
const address = () => new URL(page.url());
const balance = async () => (await apiAs<{ balance: number }>(page, '/api/searches/credits/')).body.balance;

describe('usage end to end', () => {
  it('search, page, sort, reload, Back: one credit in all, and the dashboard shows that search', async () => {
    await signUp(page);
    await page.getByRole('combobox', { name: /Location/ }).fill('Houston, TX');
    await page
      .locator('#search-count')
      .getByText(/matching propert/)
      .waitFor();
    const counted = Number((await page.locator('#search-count strong').textContent())!.replace(/,/g, ''));
    expect(counted).toBeGreaterThan(50);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.getByText(`1–25 of ${counted}`).waitFor();
    expect(Object.fromEntries(address().searchParams)).toMatchObject({ location: 'Houston, TX', status: 'for_sale', page: '1' });
    expect(await balance()).toBe(99);

    await page.getByRole('button', { name: 'Go to next page' }).click();
    await page.getByText(`26–50 of ${counted}`).waitFor();
    expect(address().searchParams.get('page')).toBe('2');

    // The sorted page is asked for after a short delay: wait for its answer and its rendering, not only the range text.
    const sorted = page.waitForResponse((r) => r.url().includes('/searches/properties/') && r.url().includes('sort_by=list_price'));
    await results().getByRole('button', { name: 'List price' }).click();
    await sorted;
    await page.getByRole('progressbar', { name: 'Loading results' }).waitFor({ state: 'detached' });
    await page.getByText(`1–25 of ${counted}`).waitFor();
    expect(address().searchParams.get('sort_by')).toBe('list_price');
    const sortedFirst = await results().locator('tbody tr').first().textContent();

    await page.reload();
    await page.getByText(`1–25 of ${counted}`).waitFor();
    await expect(results().locator('tbody tr').first().textContent()).resolves.toBe(sortedFirst);
    await expect(page.getByRole('combobox', { name: /Location/ }).inputValue()).resolves.toBe('Houston, TX');

    await page.goBack();
    await page.getByText(`26–50 of ${counted}`).waitFor();
    expect(address().searchParams.get('page')).toBe('2');
    expect(address().searchParams.has('sort_by')).toBe(false);
    await page.goForward();
    await page.getByText(`1–25 of ${counted}`).waitFor();
    expect(await balance()).toBe(99);
    await expect(page.locator('#app-credit-balance').textContent()).resolves.toBe('99 credits');

    await page.goto(`${portalUrl()}/products/usage/dashboard`);
    await page.getByRole('heading', { name: 'Credit usage', level: 1 }).waitFor();
    await expect(page.getByTestId('usage-balance').textContent()).resolves.toBe('99 credits');
    await expect(page.getByTestId('usage-used').textContent()).resolves.toBe('1 credit');
    const entry = page.getByRole('link', { name: 'Search: Houston, TX · Active' });
    await entry.waitFor();
    await entry.click();
    await page.waitForURL('**/products/lists/new-search?**');
    await page.getByText(`1–25 of ${counted}`).waitFor();
    expect(await balance()).toBe(99);
  });
});
