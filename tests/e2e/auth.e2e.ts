import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, pagePerTest, PASSWORD, portalUrl, signIn, signOut, signUp, uniqueEmail } from './browser.ts';

let context: BrowserContext;
let page: Page;
pagePerTest((opened) => ({ context, page } = opened));

const path = () => new URL(page.url()).pathname;

describe('authentication end to end', () => {
  it('signs up, lands on new-search, signs out, signs back in', async () => {
    const { email, password } = await signUp(page);
    await page.getByRole('heading', { name: 'New search', level: 1 }).waitFor();
    const cookies = await context.cookies();
    const idCookie = cookies.find((cookie) => cookie.name === 'ps_id_token');
    expect(idCookie).toMatchObject({ secure: true, sameSite: 'Strict' });
    expect(await page.evaluate(() => localStorage.getItem('ps_refresh_token'))).toBeTruthy();

    await signOut(page);
    expect((await context.cookies()).find((cookie) => cookie.name === 'ps_id_token')).toBeUndefined();
    expect(await page.evaluate(() => localStorage.getItem('ps_refresh_token'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('ps_plan'))).toBeNull();

    await signIn(page, email, password);
    expect(path()).toBe('/products/lists/new-search');
  });

  it('carries the free-trial marker from the sign-up address into the registration', async () => {
    await signUp(page, uniqueEmail(), PASSWORD, '?free_trial=true');
    const { body: profile } = await apiAs(page, '/api/users/profile/');
    expect(profile).toMatchObject({ firstname: 'Rosa', lastname: 'Parks', free_trial: true });
  });

  it('shows clear messages for a taken email, a weak password, a wrong code and wrong credentials', async () => {
    const { email } = await signUp(page);
    await signOut(page);

    await page.goto(`${portalUrl()}/signup`);
    await page.getByLabel('First name').fill('Ann');
    await page.getByLabel('Last name').fill('Lee');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('An account with this email already exists').waitFor();

    await page.getByLabel('Email').fill(uniqueEmail());
    await page.getByLabel(/^Password/).fill('weakpass');
    await page.getByText('Password needs an uppercase letter, a number, a symbol.').waitFor();

    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByLabel(/^Confirmation code/).fill('000000');
    await page.getByRole('button', { name: 'Confirm and continue' }).click();
    await page.getByText('That confirmation code is not right').waitFor();

    await page.goto(`${portalUrl()}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill('Wrong-password-1!');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Incorrect email or password.').waitFor();
    expect(path()).toBe('/login');
  });

  it('changes the password, then signs in with the new one only', async () => {
    const { email, password } = await signUp(page);
    await page.goto(`${portalUrl()}/settings`);
    await page.getByLabel(/^Current password/).fill('Not-my-password-1!');
    await page.getByLabel(/^New password/).fill('Brand-new-Pass-9!');
    await page.getByLabel(/^Repeat new password/).fill('Brand-new-Pass-9!');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('The current password is not correct.').waitFor();

    await page.getByLabel(/^Current password/).fill(password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password has been changed.').waitFor();
    await signOut(page);

    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Incorrect email or password.').waitFor();
    await signIn(page, email, 'Brand-new-Pass-9!');
  });

  it('redirects the root: signed out to /login, signed in to new-search', async () => {
    await page.goto(`${portalUrl()}/`);
    await page.waitForURL('**/login');
    // Signed out, /products both routes to /login and, on its calls' 401, loads /login as a document: let that settle, or
    // the next page.goto races the page's own navigation and waits for a load that never comes.
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await signUp(page);
    await page.goto(`${portalUrl()}/`);
    await page.waitForURL('**/products/lists/new-search');
    for (const [from, to] of [
      ['/products', '/products/lists/new-search'],
      ['/products/usage', '/products/lists/new-search'],
      ['/products/integrations', '/products/integrations/full-report'],
      ['/products/full-property-report', '/products/full-property-report/demo'],
    ]) {
      await page.goto(`${portalUrl()}${from}`);
      await page.waitForURL(`**${to}`);
    }
  });

  it('signs in through the hosted page with PKCE', async () => {
    const { email, password } = await signUp(page);
    await signOut(page);
    await page.getByRole('link', { name: 'Continue with a social account' }).click();
    await page.waitForURL('**/oauth2/authorize**');
    const authorizeUrl = new URL(page.url());
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    await page.getByLabel('Username').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/products/lists/new-search');
    expect(await page.evaluate(() => localStorage.getItem('ps_refresh_token'))).toBeTruthy();
  });
});
