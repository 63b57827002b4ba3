import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, portalUrl, signUp } from './browser.ts';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ acceptDownloads: true });
  page = await context.newPage();
});
afterEach(async (test) => {
  if (test.task.result?.state === 'fail') await page.screenshot({ path: `test-results/${test.task.name.replace(/\W+/g, '-')}.png` });
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** What each format's file starts with. */
const MAGIC: Record<string, (head: Buffer) => boolean> = {
  xlsx: (head) => head.subarray(0, 2).toString() === 'PK',
  pdf: (head) => head.subarray(0, 5).toString() === '%PDF-',
  csv: (head) => head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf,
  json: (head) => head.subarray(0, 1).toString() === '[',
};

/** Clicks, waits for the browser's download, and answers its file name and first bytes. */
async function download(click: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), click()]);
  const saved = await file.path();
  return { name: file.suggestedFilename(), head: fs.readFileSync(saved).subarray(0, 8), size: fs.statSync(saved).size };
}

describe('downloads end to end', () => {
  it('downloads each format from the search page, finds them in the history, renames one and downloads it again', async () => {
    await signUp(page);
    // A city of the demo data (a whole state could pass the 10,000-row download limit).
    await page.locator('#filter-location').fill('San');
    await page
      .getByRole('option')
      .filter({ hasText: /City ·/ })
      .first()
      .click();
    await page.locator('#apply-filters').click();
    await page.getByRole('heading', { name: /found$/ }).waitFor();

    const names: string[] = [];
    for (const [label, ext] of [
      ['Excel (.xlsx)', 'xlsx'],
      ['PDF', 'pdf'],
      ['CSV', 'csv'],
      ['JSON', 'json'],
    ] as const) {
      const file = await download(async () => {
        if (ext === 'xlsx') await page.getByRole('button', { name: 'Download Excel' }).click();
        else {
          await page.getByRole('button', { name: 'Choose download format' }).click();
          await page.getByRole('menuitem', { name: label }).click();
        }
        // The price first: the dialog says what the file costs and the balance after it, then confirm.
        const dialog = page.getByRole('dialog');
        await dialog.getByText(/^(This download costs \d+ credits?\. Balance after: |Free: )/).waitFor();
        await dialog.getByRole('button', { name: /^Download \(/ }).click();
      });
      expect(file.name.endsWith(`.${ext}`), file.name).toBe(true);
      expect(MAGIC[ext]!(file.head), `${ext} starts with ${file.head.toString('hex')}`).toBe(true);
      expect(file.size).toBeGreaterThan(100);
      names.push(file.name);
      await page.getByRole('button', { name: 'Download Excel' }).and(page.locator(':enabled')).waitFor();
    }

    await page.goto(`${portalUrl()}/products/usage/download-history`);
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(4);
    const formats = await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelectorAll('td')[1]?.textContent));
    expect(formats.sort()).toEqual(['CSV', 'Excel', 'JSON', 'PDF']);
    expect(await rows.first().textContent()).toContain('Location: San');

    const first = rows.first();
    await first.getByRole('button', { name: /^Rename/ }).click();
    const input = page.getByRole('dialog').getByLabel('Name');
    await input.fill('   ');
    expect(await page.getByRole('dialog').getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await input.fill('San short-list');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(() => first.textContent()).toContain('San short-list');

    const again = await download(() => first.getByRole('button', { name: /again$/ }).click());
    expect(again.name).toBe('San short-list.json');
    expect(MAGIC.json!(again.head)).toBe(true);
  });
});
