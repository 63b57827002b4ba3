import { randomUUID } from 'node:crypto';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';

export const portalUrl = () => inject('portalUrl');
export const confirmationCode = () => inject('confirmationCode');

/** Debian's chromium, never a downloaded browser; the flags keep it off this machine's closed network. */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}

/**
 * A fresh browser context and page for each test of the file, handed over through `use`; a failed test
 * leaves a screenshot of its last screen in test-results/ for whoever reads the CI log.
 */
export function pagePerTest(
  use: (opened: { context: BrowserContext; page: Page }) => void,
  options: BrowserContextOptions = {},
  /** More chromium flags (the map test turns on software WebGL). */
  launchArgs: string[] = [],
) {
  let browser: Browser;
  let opened: { context: BrowserContext; page: Page };
  // The built app must run under the server's Content-Security-Policy: any violation fails the test.
  let violations: string[] = [];
  beforeAll(async () => {
    browser = await launchBrowser(launchArgs);
  });
  afterAll(() => browser?.close());
  beforeEach(async () => {
    const context = await browser.newContext(options);
    opened = { context, page: await context.newPage() };
    violations = [];
    opened.page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    use(opened);
  });
  afterEach(async (test) => {
    if (test.task.result?.state === 'fail') {
      await opened.page.screenshot({ path: `test-results/${test.task.name.replace(/\W+/g, '-')}.png`, fullPage: true });
    }
    await opened.context.close();
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
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

/**
 * Calls the API as the user signed in on `page`, with its id token cookie, as the page's own scripts would: status and
 * parsed body.
 */
export function apiAs<T = Record<string, unknown>>(page: Page, path: string, init: { method?: string; body?: unknown } = {}) {
  const request = { path, method: init.method ?? 'GET', json: init.body === undefined ? null : JSON.stringify(init.body) };
  return page.evaluate(async ({ path, method, json }) => {
    const token = document.cookie.match(/ps_id_token=([^;]+)/)?.[1];
    const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
    if (json !== null) headers['Content-Type'] = 'application/json';
    const response = await fetch(path, { method, headers, body: json });
    return { status: response.status, body: (await response.json()) as unknown };
  }, request) as Promise<{ status: number; body: T }>;
}

/** Starts the free trial from the subscription page and waits until the server has it. */
/** Types the start of Houston into the search's Location field and picks its suggestion (a city of the demo data). */
export async function pickHouston(page: Page) {
  await page.getByRole('combobox', { name: /Location/ }).fill('Houst');
  await page
    .getByRole('option', { name: /Houston, TX/ })
    .first()
    .click();
}

export async function startFreeTrial(page: Page) {
  await page.goto(`${portalUrl()}/subscription`);
  await page.getByRole('button', { name: 'Start free trial' }).click();
  await page
    .getByText(/Free trial/)
    .first()
    .waitFor();
  await expect
    .poll(async () => (await apiAs<{ subscription_status: string }>(page, '/api/subscription/info/')).body.subscription_status)
    .toBe('trialing');
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${portalUrl()}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/products/lists/new-search');
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: /^(.+, )?Profile$/ }).click();
  await page.getByRole('menuitem', { name: /logout|sign out/i }).click();
  await page.waitForURL('**/login');
  expect(new URL(page.url()).pathname).toBe('/login');
}

interface CaughtMail {
  to: string;
  subject: string;
  html: string | null;
}

/** The invitation e-mail to `to` in the local mail catcher, once the delivery worker has sent it. */
export async function invitationTo(to: string): Promise<CaughtMail> {
  const inbox = inject('mailInboxUrl');
  const find = async () =>
    ((await (await fetch(`${inbox}/api/messages`)).json()) as CaughtMail[]).find(
      (m) => m.to.includes(to) && m.subject.includes('invited you to join'),
    );
  await expect.poll(find, { timeout: 30_000, interval: 1000 }).toBeDefined();
  return (await find())!;
}

/** The accept link of the invitation e-mailed to `to`, on the test portal (the e-mail names PUBLIC_URL). */
export async function invitationLink(to: string): Promise<string> {
  const link = (await invitationTo(to)).html?.match(/href="([^"]*\/team\/accept\?token=[^"]+)"/)?.[1];
  expect(link).toBeDefined();
  const accept = new URL(link!.replace(/&amp;/g, '&'));
  return `${portalUrl()}${accept.pathname}${accept.search}`;
}
