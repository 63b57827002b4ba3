import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, invitationLink, pagePerTest, portalUrl, signOut, signUp, uniqueEmail, PASSWORD, signIn } from './browser.ts';

let page: Page;
pagePerTest((opened) => ({ page } = opened), { viewport: { width: 1366, height: 900 } });

/** Screenshots for a person to look at, when SHOTS_DIR is set (at 1366 px and at a 390 px phone). */
async function shot(name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/${name}-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${dir}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
}

describe('a team shares its CRM and lists, and hands its billing over (issue 27)', () => {
  it('a member shares a contact and a list of saved properties; the owner reads them, then hands the billing to them and leaves', async () => {
    const team = 'Bayou Buyers';
    const owner = await signUp(page);
    await page.goto(`${portalUrl()}/team`);
    await page.getByLabel('Team name').fill(team);
    await page.getByRole('button', { name: 'Create team' }).click();
    await page.getByRole('heading', { name: team }).waitFor();
    // The second owner: invited as an owner, so that the billing may go to them.
    const partner = uniqueEmail();
    await page.getByLabel('E-mail address').fill(partner);
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Owner', exact: true }).click();
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByRole('list', { name: 'Invitations sent' }).getByText(partner).waitFor();

    const link = await invitationLink(partner);
    await signOut(page);
    await signUp(page, partner);
    await page.goto(link);
    await page.getByText(`You joined ${team}.`).waitFor();

    // The partner adds a contact, shared with the team, through the form.
    await page.goto(`${portalUrl()}/products/lists/clients-groups/create`);
    await page.getByLabel('First name').fill('Marisol');
    await page.getByLabel('Last name').fill('Vega');
    await page.getByLabel('Email').fill(`marisol-${Date.now()}@example.com`);
    await page.getByRole('switch', { name: 'Shared with team' }).check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('cell', { name: /Vega/ }).first().waitFor();

    // And a list of saved properties, shared.
    await page.goto(`${portalUrl()}/products/saved-properties`);
    await page.getByRole('button', { name: 'New property list' }).click();
    await page.getByLabel('List name').fill('Bayou flips');
    await page.getByRole('switch', { name: 'Shared with team' }).check();
    await page.getByRole('button', { name: 'Make list', exact: true }).click();
    await page.getByText(/Shared with the team/).waitFor();

    // The owner sees both as the partner's, read-only.
    await signOut(page);
    await signIn(page, owner.email, PASSWORD);
    await page.goto(`${portalUrl()}/products/lists/clients-groups`);
    const contact = page.getByRole('row', { name: /Marisol/ });
    await contact.waitFor();
    await expect(contact.textContent()).resolves.toMatch(/Shared/);
    await shot('contacts-shared');
    await page.goto(`${portalUrl()}/products/saved-properties`);
    await page.getByRole('combobox', { name: 'Showing' }).click();
    await page.getByRole('option', { name: /Bayou flips/ }).click();
    await page.getByText(/Shared with the team/).waitFor();
    await shot('list-shared');

    // The owner hands the billing to the partner, then may leave.
    await page.goto(`${portalUrl()}/team`);
    await expect(page.getByTestId('team-payer').textContent()).resolves.toMatch(/^You pay for the team/);
    await page.getByRole('combobox', { name: 'Hand billing to' }).click();
    await page.getByRole('option').first().click();
    await shot('team-billing');
    await page.getByRole('button', { name: 'Hand billing over' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Hand billing over' }).click();
    await page.getByText(/pays for the team from now on\./).waitFor();
    const after = await apiAs<{ billing_user_id: number; members: { user_id: number; email: string }[] }>(page, '/api/teams/current/');
    expect(after.body.members.find((member) => member.user_id === after.body.billing_user_id)?.email).toBe(partner);
    const audit = await apiAs<{ results: { event: string }[] }>(page, '/api/teams/current/audit/?event=billing.handed_over');
    expect(audit.body.results).toHaveLength(1);
    await page.getByRole('button', { name: 'Leave team' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Leave team' }).click();
    await page.getByText(`You left ${team}.`).waitFor();
  });
});
