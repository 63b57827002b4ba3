import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const hosted = vi.hoisted(() => ({ hostedSignInUrl: vi.fn() }));
vi.mock('../../../../src/auth/hostedSignIn.ts', () => hosted);

const { default: LoginRedirectionPage } = await import('../../../../src/custom/auth/LoginRedirectionPage.tsx');

const HOSTED_URL = 'https://auth.propscout.example/oauth2/authorize?client_id=c1&response_type=code&state=s1';

/** The page as Root renders it: outside react-admin, only a router around it. */
const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login/redirection" element={<LoginRedirectionPage />} />
      </Routes>
    </MemoryRouter>,
  );

describe('/login/redirection (outside the admin shell)', () => {
  const assign = vi.fn();
  beforeEach(() => vi.stubGlobal('location', { ...window.location, assign }));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    assign.mockReset();
    hosted.hostedSignInUrl.mockReset();
  });

  it('starts the hosted sign-in with the provider and the free-trial marker, and goes there', async () => {
    hosted.hostedSignInUrl.mockResolvedValue(HOSTED_URL);
    renderAt('/login/redirection?provider=Google&free_trial=true');
    expect(screen.getByText('Taking you to the sign-in page…')).toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(HOSTED_URL));
    expect(hosted.hostedSignInUrl).toHaveBeenCalledTimes(1);
    expect(hosted.hostedSignInUrl).toHaveBeenCalledWith({ provider: 'Google', freeTrial: true });
  });

  it('asks for no provider and no trial when the address has neither', async () => {
    hosted.hostedSignInUrl.mockResolvedValue(HOSTED_URL);
    renderAt('/login/redirection?free_trial=false');
    await waitFor(() => expect(assign).toHaveBeenCalledWith(HOSTED_URL));
    expect(hosted.hostedSignInUrl).toHaveBeenCalledWith({ provider: undefined, freeTrial: false });
  });

  it('shows why the sign-in cannot start, with a way back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    hosted.hostedSignInUrl.mockRejectedValue(new Error('Social sign-in is not configured for this portal.'));
    renderAt('/login/redirection');
    expect(await screen.findByRole('alert')).toHaveTextContent('Social sign-in is not configured for this portal.');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
    expect(assign).not.toHaveBeenCalled();
  });
});
