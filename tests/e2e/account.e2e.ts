import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { confirmationCode, pagePerTest, PASSWORD, portalUrl, signIn, signOut, signUp } from './browser.ts';
import { SPEC_ROUTES } from './routes.ts';

let page: Page;
pagePerTest((opened) => ({ page } = opened), { viewport: { width: 1366, height: 900 } });

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

describe('account and support', () => {
  it('resets a forgotten password through the identity provider', async () => {
    const { email } = await signUp(page);
    await signOut(page);
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await page.getByLabel(/^Code/).fill(confirmationCode());
    await page.getByLabel(/^New password/).fill('Brand-New-Pass-2026!');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Your password is changed. Sign in with the new one.').waitFor();
    await signIn(page, email, 'Brand-New-Pass-2026!');
    await signOut(page);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('alert').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('returns to a deep link after sign-in', async () => {
    const { email, password } = await signUp(page);
    await signOut(page);
    await page.goto(`${portalUrl()}/products/lists/groups`);
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/products/lists/groups');
  });

  it('files a bug report with a screenshot from the user menu', async () => {
    await signUp(page);
    await page.getByRole('button', { name: /^(.+, )?Profile$/ }).click();
    await page.getByRole('menuitem', { name: 'Report a problem' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report a problem' });
    await dialog.getByLabel('Title').fill('Map stays grey');
    await dialog.getByLabel(/What went wrong/).fill('After applying filters the map is grey.');
    await dialog.getByLabel('Screenshot file').setInputFiles({ name: 'map.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByText('map.png (1 KB)').waitFor();
    expect(await dialog.textContent()).toContain('/products/lists/new-search');
    const posted = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/bugs/');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    expect((await posted).status()).toBe(201);
    await page.getByText(/report #\d+ was sent to our support team/).waitFor();
    await dialog.waitFor({ state: 'detached' });
  });
});

describe('every spec route on a 390 px phone', () => {
  it('opens without a page error and without sideways scrolling', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    await signUp(page);
    const overflowing: string[] = [];
    for (const route of SPEC_ROUTES) {
      await page.goto(`${portalUrl()}${route}`);
      await page.locator('#main-content, main').first().waitFor();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (overflow > 0) overflowing.push(`${route} (${overflow} px)`);
    }
    expect(errors).toEqual([]);
    expect(overflowing).toEqual([]);
  });
});
