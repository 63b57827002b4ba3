import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, invitationTo, pagePerTest, portalUrl, signIn, signOut, signUp, uniqueEmail } from './browser.ts';

let page: Page;
pagePerTest((opened) => ({ page } = opened));

const noSidewaysScroll = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('teams (issue 27)', () => {
  for (const width of [1366, 390]) {
    it(`an owner starts a team and invites a member, who joins by the e-mailed link; the audit log shows it (${width} px)`, async () => {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      const team = `Lone Star Buyers ${width}`;
      const owner = await signUp(page);
      await page.goto(`${portalUrl()}/team`);
      await page.getByLabel('Team name').fill(team);
      await page.getByRole('button', { name: 'Create team' }).click();
      await page.getByRole('heading', { name: team }).waitFor();

      const memberEmail = uniqueEmail();
      await page.getByLabel('E-mail address').fill(memberEmail);
      await page.getByRole('button', { name: 'Send invitation' }).click();
      await page.getByRole('list', { name: 'Invitations sent' }).getByText(memberEmail).waitFor();
      expect(await noSidewaysScroll()).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `test-results/team-owner-${width}.png`, fullPage: true });

      const mail = await invitationTo(memberEmail);
      const link = mail.html?.match(/href="([^"]*\/team\/accept\?token=[^"]+)"/)?.[1];
      expect(link).toBeDefined();
      await signOut(page);
      await signUp(page, memberEmail);
      // The link names PUBLIC_URL; the test portal runs on its own port.
      const accept = new URL(link!.replace(/&amp;/g, '&'));
      expect(accept.pathname).toBe('/team/accept');
      await page.goto(`${portalUrl()}${accept.pathname}${accept.search}`);
      await page.getByText(`You joined ${team}.`).waitFor();
      await page.getByRole('link', { name: 'Open the team' }).click();
      await page.getByText(/Your role:/).waitFor();
      expect(await page.getByText(/Your role:/).textContent()).toContain('Member');
      // A member sees the team, not its audit log.
      expect(await page.getByRole('heading', { name: 'Audit log' }).count()).toBe(0);
      expect((await apiAs(page, '/api/teams/current/audit/')).status).toBe(403);
      expect(await noSidewaysScroll()).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `test-results/team-member-${width}.png`, fullPage: true });

      await signOut(page);
      await signIn(page, owner.email, owner.password);
      await page.goto(`${portalUrl()}/team`);
      const members = page.getByRole('table', { name: 'Team members' });
      await members.locator('td', { hasText: memberEmail }).first().waitFor();
      const audit = page.getByRole('table', { name: 'Audit events' });
      await audit.getByText('Member joined').waitFor();
      expect(await audit.textContent()).not.toContain('member.joined');
      expect(await noSidewaysScroll()).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `test-results/team-audit-${width}.png`, fullPage: true });
    });
  }
});
