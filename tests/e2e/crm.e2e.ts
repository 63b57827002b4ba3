import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, pagePerTest, portalUrl, signUp } from './browser.ts';

let page: Page;
pagePerTest((opened) => ({ page } = opened), { viewport: { width: 1280, height: 900 } });

const CONTACTS = '/products/lists/clients-groups';

async function createContact(first: string, last: string, email: string) {
  await page.goto(`${portalUrl()}${CONTACTS}/create`);
  await page.getByLabel('First name').fill(first);
  await page.getByLabel('Last name').fill(last);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText(`Added ${first} ${last} to your contacts.`).waitFor();
  await page.waitForURL(`**${CONTACTS}`);
}

interface CaughtMail {
  to: string;
  subject: string;
  html: string | null;
}

/** The local mail catcher's message to that address with that subject, once the delivery worker has sent it. */
async function mailTo(inbox: string, to: string, subject: string): Promise<CaughtMail> {
  const find = async () =>
    ((await (await fetch(`${inbox}api/messages`)).json()) as CaughtMail[]).find((m) => m.to.includes(to) && m.subject === subject);
  await expect.poll(find, { timeout: 30_000, interval: 1000 }).toBeDefined();
  return (await find())!;
}

/** A saved search made through the API with the page's own session, as the search screens would. */
async function saveSearch(name: string): Promise<number> {
  const { status, body } = await apiAs<{ id: number }>(page, '/api/searches/saved/', {
    method: 'POST',
    body: { name, query: { location: 'Austin, TX' } },
  });
  if (status !== 201) throw new Error(`saved search: ${status} ${JSON.stringify(body)}`);
  return body.id;
}

const row = (text: string) => page.getByRole('row').filter({ hasText: text });

describe('CRM end to end', () => {
  it('manages contacts, a group and an automated email, sends a test and audits it in the logs', async () => {
    const { email: me } = await signUp(page);

    // Contacts: create four, then bulk-select two and delete them.
    await page.goto(`${portalUrl()}${CONTACTS}`);
    await page.getByText('No contacts yet').waitFor();
    await createContact('Ann', 'Lee', 'ann@example.com');
    await createContact('Bob', 'Stone', 'bob@example.com');
    await createContact('Cara', 'Diaz', 'cara@example.com');
    await createContact('Dan', 'Wu', 'dan@example.com');
    await row('Cara Diaz').getByRole('checkbox').check();
    await row('Dan Wu').getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const deleted = page.getByText(/^Deleted 2 contacts\./);
    await deleted.waitFor();
    await page.getByRole('button', { name: 'Undo' }).waitFor();
    await row('Cara Diaz').waitFor({ state: 'detached' });
    // Undoable: the deletion is sent when its toast closes.
    await deleted.waitFor({ state: 'detached' });
    await row('Ann Lee').waitFor();
    await row('Bob Stone').waitFor();
    expect(await row('Dan Wu').count()).toBe(0);

    // A duplicate email is refused on the email field.
    await page.goto(`${portalUrl()}${CONTACTS}/create`);
    await page.getByLabel(/^Email/).fill('ann@example.com');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('A contact with the email ann@example.com is already in your list.').waitFor();

    // Search.
    await page.goto(`${portalUrl()}${CONTACTS}`);
    await page.getByPlaceholder(/Search name, email/).fill('stone');
    await row('Ann Lee').waitFor({ state: 'detached' });
    await row('Bob Stone').waitFor();

    // A group with members added from the non-members list.
    await page.goto(`${portalUrl()}/products/lists/groups/create`);
    await page.getByRole('textbox', { name: 'Name' }).fill('Austin cash buyers');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Created the group Austin cash buyers.').waitFor();
    const others = page.getByRole('region', { name: /Not in this group/ });
    await others.getByRole('checkbox', { name: 'Ann Lee' }).check();
    await others.getByRole('checkbox', { name: 'Bob Stone' }).check();
    await others.getByRole('button', { name: /Add to group/ }).click();
    await page.getByText('Added 2 contacts.').waitFor();
    await page
      .getByRole('region', { name: /In this group \(2\)/ })
      .getByText('Bob Stone')
      .waitFor();

    // An automated email on a saved search, to the group.
    await saveSearch('Austin flips');
    await page.goto(`${portalUrl()}/products/lists/automated-emails/create`);
    await page.getByRole('textbox', { name: 'Name' }).fill('Austin flips daily');
    await page.getByRole('combobox', { name: 'Saved search' }).click();
    await page.getByRole('option', { name: 'Austin flips' }).click();
    await page.getByRole('combobox', { name: 'Groups' }).click();
    await page.getByRole('option', { name: /Austin cash buyers/ }).click();
    await page.keyboard.press('Escape');
    await page.getByLabel(/^Subject/).fill('New flips for {{first_name}}');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Created Austin flips daily.', { exact: false }).waitFor();
    await page.getByText('2 people in total').waitFor();

    // Switched off and on again from the list; then sent now as a test.
    await page.goto(`${portalUrl()}/products/lists/automated-emails`);
    await page.getByRole('switch', { name: 'Austin flips daily: on' }).click();
    await page.getByText('Austin flips daily is paused.').waitFor();
    await page.getByRole('switch', { name: 'Austin flips daily: paused' }).click();
    await page.getByText('Austin flips daily is on.').waitFor();
    await row('Austin flips daily').getByRole('button', { name: /Test/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send test' }).click();
    await page.getByText(`Test of Austin flips daily is on its way to ${me}`, { exact: false }).waitFor();

    // The log shows what was sent, to whom and the outcome, once the delivery worker has sent it.
    await page.goto(`${portalUrl()}/products/lists/automated-emails/logs`);
    await expect
      .poll(
        async () => {
          await page.getByRole('button', { name: 'Refresh' }).first().click();
          return row('[Test] New flips for').count();
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(1);
    const logRow = row('[Test] New flips for');
    await logRow.getByText(me).waitFor();
    await logRow.getByText('Sent', { exact: true }).waitFor();
    await logRow.getByText('Austin flips daily').waitFor();

    // …and the mail itself is in the local mail catcher the screen points to.
    const inbox = await page.getByRole('link', { name: /^http:\/\/127\.0\.0\.1:\d+\/$/ }).getAttribute('href');
    const messages = (await (await fetch(`${inbox}api/messages`)).json()) as { to: string; subject: string }[];
    expect(messages.some((m) => m.to.includes(me) && m.subject.startsWith('[Test] New flips for'))).toBe(true);

    // A preview to a client: Ann receives it as she will, and opens a listing from it without an account.
    await page.goto(`${portalUrl()}/products/lists/automated-emails`);
    await row('Austin flips daily').getByRole('button', { name: /Test/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: /One of my contacts/ }).check();
    await dialog.getByRole('combobox', { name: 'Contact' }).fill('Ann');
    await page.getByRole('option', { name: 'Ann Lee <ann@example.com>' }).click();
    await dialog.getByRole('button', { name: 'Send test' }).click();
    await page.getByText('Test of Austin flips daily is on its way to ann@example.com', { exact: false }).waitFor();
    const annMail = await mailTo(inbox!, 'ann@example.com', '[Test] New flips for Ann');
    const listingLink = /href="([^"]+\/listing\/[^"]+)"/.exec(annMail.html ?? '')![1]!;
    const visitor = await page.context().browser()!.newContext();
    try {
      const visitorPage = await visitor.newPage();
      await visitorPage.goto(listingLink.replaceAll('&amp;', '&'));
      await visitorPage.getByText('a listing shared with you', { exact: false }).waitFor();
      await visitorPage.getByRole('heading', { level: 1 }).waitFor();
      expect(new URL(visitorPage.url()).pathname).toMatch(/^\/listing\//);
    } finally {
      await visitor.close();
    }
  });

  it('imports contacts from a CSV file and reports the rows it could not take', async () => {
    await signUp(page);
    await page.goto(`${portalUrl()}${CONTACTS}`);
    await page.getByRole('button', { name: 'Import CSV' }).first().click();
    const csv =
      'first_name,last_name,email,tags\nEve,Park,eve@example.com,motivated;Austin\nFinn,Ross,not-an-email,\nGus,Hill,gus@example.com,\n';
    await page
      .getByLabel('CSV file', { exact: true })
      .setInputFiles({ name: 'contacts.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('Imported 2 of 3 rows.').waitFor();
    await page.getByText('Line 3').waitFor();
    await page.getByRole('button', { name: 'Done' }).click();
    await row('Eve Park').waitFor();
    await row('Gus Hill').waitFor();
  });
});
