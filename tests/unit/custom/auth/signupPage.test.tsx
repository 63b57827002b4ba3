import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocationProbe } from '../../renderPage.tsx';

const cognito = vi.hoisted(() => ({ signUp: vi.fn(), confirmSignUp: vi.fn(), resendConfirmationCode: vi.fn(), signIn: vi.fn() }));
const auth = vi.hoisted(() => ({ completeSignIn: vi.fn() }));
vi.mock('../../../../src/auth/cognitoClient.ts', () => cognito);
vi.mock('../../../../src/dataProvider/authProvider.ts', () => auth);
// The pool's settings as GET /api/config/ serves them (cognito-local: a local identity endpoint).
vi.mock('../../../../src/auth/runtimeConfig.ts', () => ({
  loadRuntimeConfig: async () => ({
    userPoolId: 'local_1',
    clientId: 'c1',
    region: 'us-east-1',
    identityEndpoint: 'http://127.0.0.1:9229',
    hostedDomain: null,
    passwordPolicy: { MinimumLength: 8, RequireUppercase: true, RequireLowercase: true, RequireNumbers: true, RequireSymbols: false },
  }),
}));

const { default: SignupPage } = await import('../../../../src/custom/auth/SignupPage.tsx');

afterEach(() => {
  Object.values(cognito).forEach((fn) => fn.mockReset());
  auth.completeSignIn.mockReset();
});

describe('sign-up page (outside the admin shell)', { timeout: 30_000 }, () => {
  it('checks the password against the pool policy, creates the account, confirms the code, then signs in and registers', async () => {
    cognito.signUp.mockResolvedValue({ confirmed: false });
    cognito.confirmSignUp.mockResolvedValue(undefined);
    cognito.signIn.mockResolvedValue({ idToken: 'id', accessToken: 'access' });
    auth.completeSignIn.mockResolvedValue('/products/lists/new-search');
    render(
      <MemoryRouter initialEntries={['/signup?free_trial=true']}>
        <Routes>
          <Route path="/signup" element={<SignupPage />} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>,
    );
    const user = userEvent.setup();

    await user.type(await screen.findByRole('textbox', { name: /^First name/ }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: /^Last name/ }), 'Silva');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'ana@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'weak');
    expect(screen.getByText('Password needs at least 8 characters, an uppercase letter, a number.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Password/), 'Pass1word');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { name: 'Confirm your email' })).toBeInTheDocument();
    expect(cognito.signUp).toHaveBeenCalledWith({
      firstname: 'Ana',
      lastname: 'Silva',
      email: 'ana@example.com',
      password: 'weakPass1word',
    });
    await user.type(screen.getByRole('textbox', { name: /^Confirmation code/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm and continue' }));

    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(cognito.confirmSignUp).toHaveBeenCalledWith('ana@example.com', '123456');
    expect(auth.completeSignIn).toHaveBeenCalledWith({ idToken: 'id', accessToken: 'access' }, true, {
      email: 'ana@example.com',
      firstname: 'Ana',
      lastname: 'Silva',
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/products/lists/new-search');
  });
});
