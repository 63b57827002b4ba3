import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, pagePerTest, pickHouston, signUp } from './browser.ts';

let page: Page;
pagePerTest((opened) => ({ page } = opened), { viewport: { width: 1366, height: 900 }, acceptDownloads: true });

const DAY_MS = 86_400_000;

describe('listing history and owner data end to end', () => {
  it("filters on 'price dropped 5% in 30 days' and shows the cut on the property's timeline and chart", async () => {
    await signUp(page);
    await page.getByText('Demo data', { exact: true }).waitFor();
    // A whole state of the demo data: its generated history has recent cuts in every state.
    await page.getByRole('combobox', { name: /Location/ }).fill('TX');
    await page.getByRole('textbox', { name: 'Price drop (min)' }).fill('5');
    await page.getByRole('textbox', { name: 'Dropped within' }).fill('30');
    const searched = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/searches/properties/');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    const sent = Object.fromEntries(new URL((await searched).url()).searchParams);
    expect(sent).toMatchObject({ location: 'TX', price_drop_pct_min: '5', price_drop_within_days: '30' });
    await page.getByRole('heading', { name: /propert(y|ies) found$/ }).waitFor();
    const rows = page.getByRole('table', { name: 'Search results' }).locator('tbody tr');
    expect(await rows.count()).toBeGreaterThan(0);

    const address = (await rows.first().getByRole('link').first().textContent())!;
    await rows.first().getByRole('link', { name: address }).click();
    await page.waitForURL(/\/products\/properties\/\d+$/);
    await page.getByRole('heading', { name: 'Price and status history' }).waitFor();
    const events = page.getByRole('list', { name: 'Price and status events, newest first' }).getByRole('listitem');
    const texts = await events.allTextContents();
    const cut = texts.map((text) => /^(\w{3} \d{1,2}, \d{4})Price cut \$[\d,]+ → \$[\d,]+ \(−(\d+\.\d)%\)/.exec(text)).find(Boolean);
    expect(cut, texts.join('\n')).toBeTruthy();
    expect(Number(cut![2])).toBeGreaterThanOrEqual(5);
    expect(Date.now() - Date.parse(`${cut![1]} UTC`)).toBeLessThan(32 * DAY_MS);
    expect(texts.at(-1)).toMatch(/Listed at \$[\d,]+Demo history$/);
    await page.getByRole('img', { name: /^List price over time, now \$/ }).waitFor();
  });

  it("filters on 'absentee owner, equity above 40%' and exports the owner mailing columns", async () => {
    await signUp(page);
    // The demo owner data is written just after the listings are searchable: wait for it.
    const filter = { location: 'Houston, TX', absentee_owner: true, equity_pct_min: 40 };
    await expect
      .poll(
        async () => (await apiAs<{ count: number }>(page, '/api/searches/properties/count/', { method: 'POST', body: filter })).body.count,
        {
          timeout: 60_000,
        },
      )
      .toBeGreaterThan(0);
    await pickHouston(page);
    await page.getByRole('combobox', { name: 'Absentee owner' }).click();
    await page.getByRole('option', { name: 'Yes', exact: true }).click();
    await page.getByRole('textbox', { name: 'Equity (min)' }).fill('40');
    const searched = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/searches/properties/');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    expect(Object.fromEntries(new URL((await searched).url()).searchParams)).toMatchObject({
      location: 'Houston, TX',
      absentee_owner: 'true',
      equity_pct_min: '40',
    });
    await page.getByRole('heading', { name: /propert(y|ies) found$/ }).waitFor();
    // Each row names its owner under the address, absentee and with the equity the filter asked for.
    const owner = await page.locator('table[aria-label="Search results"] tbody tr:first-of-type [data-testid^="owner-"]').textContent();
    expect(owner).toMatch(/^Owner: .+ · Absentee owner · (\d+)% equity$/);
    expect(Number(/(\d+)% equity/.exec(owner!)![1])).toBeGreaterThanOrEqual(40);

    const [file] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      (async () => {
        await page.getByRole('button', { name: 'Choose download format' }).click();
        await page.getByRole('menuitem', { name: 'CSV' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByText(/^(This download costs \d+ credits?\. Balance after: |Free: )/).waitFor();
        await dialog.getByRole('button', { name: /^Download \(/ }).click();
      })(),
    ]);
    const [header, first] = fs
      .readFileSync(await file.path(), 'utf8')
      .replace('\ufeff', '')
      .split('\r\n');
    const columns = header!.split(',');
    const at = columns.indexOf('Owner name');
    expect(columns.slice(at, at + 5)).toEqual([
      'Owner name',
      'Owner mailing address',
      'Owner mailing city',
      'Owner mailing state',
      'Owner mailing ZIP',
    ]);
    expect(first, 'a data row').toBeTruthy();
  });
});
