import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { invitationLink, pagePerTest, pickHouston, portalUrl, signOut, signUp, uniqueEmail } from './browser.ts';

let page: Page;
pagePerTest((opened) => ({ page } = opened), { viewport: { width: 1366, height: 900 } });

const results = () => page.getByRole('table', { name: 'Search results' });

/** Invites `email` from the /team page with a role (its label). */
async function invite(email: string, role: string) {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: role, exact: true }).click();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await page.getByRole('list', { name: 'Invitations sent' }).getByText(email).waitFor();
}

/** Signs `email` up and opens their invitation's link. */
async function join(email: string, team: string) {
  const link = await invitationLink(email);
  await signOut(page);
  await signUp(page, email);
  await page.goto(link);
  await page.getByText(`You joined ${team}.`).waitFor();
}

describe('a team at work (issue 27)', () => {
  it("a member shares a saved search and moves a deal to 'Offer made'; the account manager sees the credits, the deal and the log", async () => {
    const team = 'Gulf Coast Capital';
    await signUp(page);
    await page.goto(`${portalUrl()}/team`);
    await page.getByLabel('Team name').fill(team);
    await page.getByRole('button', { name: 'Create team' }).click();
    await page.getByRole('heading', { name: team }).waitFor();
    const member = uniqueEmail();
    const manager = uniqueEmail();
    await invite(member, 'Member');
    await invite(manager, 'Account manager');

    // The member: a search (a credit from the team's pool), saved and shared; a property saved and taken to 'Offer made'.
    await join(member, team);
    await page.goto(`${portalUrl()}/products/lists/new-search`);
    await pickHouston(page);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await results().waitFor();
    await page.getByRole('button', { name: 'Save search' }).click();
    await page.getByRole('textbox', { name: 'Search name' }).fill('Houston team deals');
    await page.getByRole('switch', { name: 'Shared with team' }).check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved search "Houston team deals" created and shared with your team.').waitFor();

    await page.goto(`${portalUrl()}/products/lists/new-search?location=Houston%2C+TX`);
    const row = results().locator('tbody tr').first();
    const address = (await row.getByRole('link').first().textContent())!;
    await row.getByRole('button', { name: /^Save / }).click();
    await expect(row.getByRole('button', { name: /from saved properties$/ }).getAttribute('aria-pressed')).resolves.toBe('true');
    await page.goto(`${portalUrl()}/products/saved-properties`);
    await page.getByRole('link', { name: `New deal for ${address}` }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/products\/deals\/\d+/);
    const dealUrl = new URL(page.url());
    await page.goto(`${portalUrl()}${dealUrl.pathname.replace(/\/show$/, '')}`);
    await page.getByRole('combobox', { name: 'Stage' }).click();
    await page.getByRole('option', { name: 'Offer made', exact: true }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page
      .getByText(/Offer made/)
      .first()
      .waitFor();

    // The account manager: the member's credits, the deal at 'Offer made', the shared search and the audit log.
    await join(manager, team);
    await page.goto(`${portalUrl()}/team`);
    const usage = page.getByRole('table', { name: 'Credits per member and action' });
    const memberUsage = usage.getByRole('row').filter({ hasText: member });
    await memberUsage.waitFor();
    expect(Number(await memberUsage.getByRole('cell').last().textContent())).toBeGreaterThanOrEqual(1);
    const deals = page.getByRole('table', { name: 'Team deals' });
    await deals.getByRole('row').filter({ hasText: member }).filter({ hasText: 'Offer made' }).waitFor();
    const audit = page.getByRole('table', { name: 'Audit events' });
    await audit.getByText('Deal moved to another stage').first().waitFor();
    await audit.getByText('Saved search shared').first().waitFor();
    // The shared search is in the manager's list, with who shared it.
    await page.goto(`${portalUrl()}/products/lists/saved-searches`);
    const shared = page.getByRole('row').filter({ hasText: 'Houston team deals' });
    await shared.getByText('Shared', { exact: true }).waitFor();
  });
});
