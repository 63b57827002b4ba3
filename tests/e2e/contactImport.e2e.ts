import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, pagePerTest, portalUrl, signUp } from './browser.ts';

let page: Page;
pagePerTest((opened) => ({ page } = opened));

const CONTACTS = '/products/lists/clients-groups';
/** An address book's export: its own headers ('Email Address'), a column the contacts do not take. */
const EXPORT = [
  'First Name,Last Name,Email Address,Mobile Phone,Company,Birthday',
  'Eve,Park,eve.park@example.com,+1 512 555 0100,Park Homes,1980-02-01',
  'Finn,Ross,finn.ross@example.com,,Ross Capital,',
  'Gail,Stone,not-an-address,,,',
].join('\n');

describe('contacts import with a column mapping (issue 29)', () => {
  for (const width of [1366, 390]) {
    it(`matches an export's headers, adds the contacts to a group, and fits ${width} px`, async () => {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await signUp(page);
      const group = await apiAs<{ id: number }>(page, '/api/crm/groups/', { method: 'POST', body: { name: 'Imported buyers' } });
      expect(group.status).toBe(201);
      await page.goto(`${portalUrl()}${CONTACTS}`);
      await page
        .getByRole('button', { name: /Import CSV/ })
        .first()
        .click();
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'import-')), 'export.csv');
      fs.writeFileSync(file, EXPORT);
      await page.getByLabel('CSV file', { exact: true }).setInputFiles(file);
      const dialog = page.getByRole('dialog');
      await expect.poll(() => dialog.getByRole('combobox', { name: 'Email Address' }).textContent()).toBe('Email');
      expect(await dialog.getByRole('combobox', { name: 'Birthday' }).textContent()).toBe('Not imported');
      await dialog.getByRole('combobox', { name: 'Add to group' }).click();
      await page.getByRole('option', { name: 'Imported buyers' }).click();
      await page.getByRole('listbox').waitFor({ state: 'detached' });
      // The page itself never scrolls sideways; a wide file scrolls inside its preview.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `test-results/contact-import-mapping-${width}.png` });

      await dialog.getByRole('button', { name: 'Import' }).click();
      await dialog.getByText('Imported 2 of 3 rows. 2 added to the group.').waitFor();
      await dialog.getByText('Line 4').waitFor();
      await page.screenshot({ path: `test-results/contact-import-report-${width}.png` });
      const members = await apiAs<{ results: { email: string }[] }>(page, `/api/crm/groups/${group.body.id}/contacts/`);
      expect(members.body.results.map((m) => m.email).sort()).toEqual(['eve.park@example.com', 'finn.ross@example.com']);
    });
  }
});
