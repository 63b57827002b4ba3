import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocationProbe } from '../../renderPage.tsx';

const hosted = vi.hoisted(() => ({ completeHostedSignIn: vi.fn() }));
const auth = vi.hoisted(() => ({ completeSignIn: vi.fn() }));
vi.mock('../../../../src/auth/hostedSignIn.ts', () => hosted);
vi.mock('../../../../src/dataProvider/authProvider.ts', () => auth);

const { default: LoginCallbackPage } = await import('../../../../src/custom/auth/LoginCallbackPage.tsx');

const CALLBACK = '/login/callback?code=c0de&state=s1';
const TOKENS = { idToken: 'id', accessToken: 'access', refreshToken: 'refresh' };

/**
 * The hosted page sends the browser back with a full page load: the page reads the code from window.location, so the
 * window's address is set as well as the router's. Strict mode runs the effect twice, as in development.
 */
function renderCallback(path = CALLBACK) {
  window.history.replaceState(null, '', path);
  render(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login/callback" element={<LoginCallbackPage />} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </StrictMode>,
  );
}

describe('/login/callback (outside the admin shell)', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    vi.restoreAllMocks();
    hosted.completeHostedSignIn.mockReset();
    auth.completeSignIn.mockReset();
  });

  it('exchanges the code once, completes the sign-in and goes where it says', async () => {
    hosted.completeHostedSignIn.mockResolvedValue({ ...TOKENS, freeTrial: true });
    auth.completeSignIn.mockResolvedValue('/products/lists/new-search');
    renderCallback();
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/products/lists/new-search');

    expect(hosted.completeHostedSignIn).toHaveBeenCalledTimes(1);
    const params = hosted.completeHostedSignIn.mock.calls[0]![0] as URLSearchParams;
    expect(Object.fromEntries(params)).toEqual({ code: 'c0de', state: 's1' });
    expect(auth.completeSignIn).toHaveBeenCalledTimes(1);
    expect(auth.completeSignIn).toHaveBeenCalledWith(TOKENS, true);
  });

  it('shows why the code could not be exchanged, with a way back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    hosted.completeHostedSignIn.mockRejectedValue(new Error('This sign-in link is no longer valid. Please start the sign-in again.'));
    renderCallback();
    expect(screen.getByText('Finishing sign-in…')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in link is no longer valid. Please start the sign-in again.');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
    expect(auth.completeSignIn).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/login/callback');
  });

  it('words a failure without a message of its own', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    hosted.completeHostedSignIn.mockResolvedValue({ ...TOKENS, freeTrial: false });
    auth.completeSignIn.mockRejectedValue(new Error(''));
    renderCallback();
    expect(await screen.findByRole('alert')).toHaveTextContent('The sign-in could not be completed.');
    expect(auth.completeSignIn).toHaveBeenCalledWith(TOKENS, false);
  });
});
