import { randomUUID } from 'node:crypto';
import { chromium, type Browser, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

export const portalUrl = () => inject('portalUrl');
export const confirmationCode = () => inject('confirmationCode');

/** Debian's chromium, never a downloaded browser; the flags keep it off this machine's closed network. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export const uniqueEmail = () => `investor-${randomUUID().slice(0, 8)}@example.com`;
export const PASSWORD = 'Deal-Finder-2026!';

/** Signs a new user up through the real screens and lands on the new-search page. */
export async function signUp(page: Page, email = uniqueEmail(), password = PASSWORD, query = '') {
  await page.goto(`${portalUrl()}/signup${query}`);
  await page.getByLabel('First name').fill('Rosa');
  await page.getByLabel('Last name').fill('Parks');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByLabel(/^Confirmation code/).fill(confirmationCode());
  await page.getByRole('button', { name: 'Confirm and continue' }).click();
  await page.waitForURL('**/products/lists/new-search');
  return { email, password };
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${portalUrl()}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/products/lists/new-search');
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Profile', exact: true }).click();
  await page.getByRole('menuitem', { name: /logout|sign out/i }).click();
  await page.waitForURL('**/login');
  expect(new URL(page.url()).pathname).toBe('/login');
}
