import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, pagePerTest, pickHouston, portalUrl, signUp } from './browser.ts';
import { SPEC_ROUTES } from './routes.ts';

let page: Page;
pagePerTest((opened) => ({ page } = opened), { viewport: { width: 1366, height: 768 } });

const WIDTHS = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
];

/**
 * Violations we know of and have not fixed yet, as `route rule-id`, each with why. Keep it short and honest: an entry
 * here is a bug, not a decision.
 */
const KNOWN: Record<string, string> = {};

/** Serious and critical WCAG 2.1 A/AA violations on the page as it is now, as `route @width: rule-id (n nodes: first target)`. */
async function seriousViolations(route: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const width = page.viewportSize()!.width;
  const found = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .filter((violation) => !(`${route} ${violation.id}` in KNOWN))
    .map((violation) => `${route} @${width}: ${violation.id} (${violation.nodes.length} nodes: ${violation.nodes[0]?.target.join(' ')})`);
  // In the CI log as each page is checked, so one run shows every offender (the expectation stops at the first page's).
  for (const line of found) console.warn(line);
  return found;
}

async function open(route: string) {
  await page.goto(`${portalUrl()}${route}`);
  await page.locator('#main-content, main').first().waitFor();
  await page.waitForLoadState('networkidle');
}

describe('no serious or critical axe violations (WCAG 2.1 AA)', () => {
  for (const viewport of WIDTHS) {
    it(`on every spec route at ${viewport.width} px`, { timeout: 400_000 }, async () => {
      await page.setViewportSize(viewport);
      await signUp(page);
      // A contact and a group, so their lists show rows (row checkboxes, links), not only their empty states.
      expect((await apiAs(page, '/api/crm/contacts/', { method: 'POST', body: { email: 'ada@example.com' } })).status).toBe(201);
      expect((await apiAs(page, '/api/crm/groups/', { method: 'POST', body: { name: 'Cash buyers' } })).status).toBe(201);
      const found: string[] = [];
      for (const route of SPEC_ROUTES) {
        await open(route);
        found.push(...(await seriousViolations(route)));
      }
      expect(found).toEqual([]);
    });

    it(`on the sign-in and sign-up pages at ${viewport.width} px`, async () => {
      await page.setViewportSize(viewport);
      const found: string[] = [];
      for (const route of ['/login', '/signup']) {
        await open(route);
        found.push(...(await seriousViolations(route)));
      }
      expect(found).toEqual([]);
    });

    it(`on the search page with results at ${viewport.width} px`, { timeout: 180_000 }, async () => {
      await page.setViewportSize(viewport);
      await signUp(page);
      await page.getByText('Demo data', { exact: true }).waitFor();
      // On a phone the filters are in a sheet, opened from their summary.
      if (viewport.width < 600) await page.getByRole('button', { name: 'Edit filters' }).click();
      await pickHouston(page);
      await page
        .locator('#search-count')
        .getByText(/matching propert/)
        .waitFor();
      await page.getByRole('button', { name: 'Apply filters' }).click();
      await page.getByRole('heading', { name: /properties found/ }).waitFor();
      await page.getByRole('table', { name: 'Search results' }).locator('tbody tr').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations('/products/lists/new-search (results)')).toEqual([]);
    });
  }
});
