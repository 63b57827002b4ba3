import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocationProbe } from '../../renderPage.tsx';

const auth = vi.hoisted(() => ({ passwordSignIn: vi.fn() }));
vi.mock('../../../../src/dataProvider/authProvider.ts', () => auth);

const { default: LoginPage } = await import('../../../../src/custom/auth/LoginPage.tsx');

/** The sign-in screen as Root renders it: outside react-admin, only a router around it. */
function renderLogin(path = '/login') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Email' }), ' ana@example.com ');
  await user.type(screen.getByLabelText(/^Password/), 'Secret-pass1');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login page (outside the admin shell)', { timeout: 30_000 }, () => {
  afterEach(() => auth.passwordSignIn.mockReset());

  it('signs in with the trimmed email and goes where the sign-in says', async () => {
    auth.passwordSignIn.mockResolvedValue('/products/lists/new-search');
    const user = renderLogin();
    await signIn(user);
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(auth.passwordSignIn).toHaveBeenCalledWith('ana@example.com', 'Secret-pass1');
    expect(screen.getByTestId('location')).toHaveTextContent('/products/lists/new-search');
  });

  it('words a refused password for a person and stays on the form', async () => {
    auth.passwordSignIn.mockRejectedValue(Object.assign(new Error('Incorrect username or password.'), { code: 'NotAuthorizedException' }));
    const user = renderLogin();
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password.');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('sends an unconfirmed account to the confirmation step of sign-up', async () => {
    auth.passwordSignIn.mockRejectedValue(Object.assign(new Error('User is not confirmed.'), { code: 'UserNotConfirmedException' }));
    const user = renderLogin();
    await signIn(user);
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/signup');
  });

  it('offers the hosted sign-in and sign-up, keeping the free-trial marker', () => {
    renderLogin('/login?free_trial=true');
    expect(screen.getByRole('link', { name: 'Continue with a social account' })).toHaveAttribute(
      'href',
      '/login/redirection?free_trial=true',
    );
    expect(screen.getByRole('link', { name: 'New to PropScout? Create an account' })).toHaveAttribute('href', '/signup?free_trial=true');
  });
});
