import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../../src/auth/httpClient.ts';

const session = vi.hoisted(() => ({ ensureFreshToken: vi.fn(async () => {}) }));
vi.mock('../../../../src/auth/session.ts', () => session);
vi.mock('../../../../src/auth/cognitoClient.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../../src/auth/cognitoClient.ts')>();
  return { ...real, changePassword: vi.fn(real.changePassword) };
});

const { changePassword } = await import('../../../../src/auth/cognitoClient.ts');
const { ChangePasswordForm } = await import('../../../../src/custom/settings/ChangePasswordForm.tsx');

const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

function submit() {
  render(
    <AdminContext store={memoryStore()}>
      <ChangePasswordForm />
    </AdminContext>,
  );
  fireEvent.change(screen.getByLabelText(/current password/i), { target: { value: 'Old-pass1' } });
  fireEvent.change(screen.getByLabelText(/^new password/i), { target: { value: 'New-pass1' } });
  fireEvent.change(screen.getByLabelText(/repeat new password/i), { target: { value: 'New-pass1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordForm', () => {
  afterEach(() => {
    vi.mocked(changePassword).mockClear();
    session.ensureFreshToken.mockReset().mockResolvedValue(undefined);
  });

  it('says the session has expired, not that the password is wrong, when the token cookies are gone', async () => {
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(SESSION_EXPIRED);
    expect(changePassword).toHaveBeenCalledTimes(1);
  });

  it('makes sure the token is fresh first, and does not call the provider when the refresh fails', async () => {
    session.ensureFreshToken.mockRejectedValue(new HttpError(401, null, 'Your session has ended. Please sign in again.'));
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(SESSION_EXPIRED);
    expect(session.ensureFreshToken).toHaveBeenCalledTimes(1);
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('keeps "current password is not correct" for the provider refusing the password', async () => {
    vi.mocked(changePassword).mockRejectedValueOnce(
      Object.assign(new Error('Incorrect username or password.'), { code: 'NotAuthorizedException' }),
    );
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('The current password is not correct.');
    expect(session.ensureFreshToken.mock.invocationCallOrder[0]).toBeLessThan(vi.mocked(changePassword).mock.invocationCallOrder[0]!);
  });

  it('reads an expired access token from the provider as an expired session', async () => {
    vi.mocked(changePassword).mockRejectedValueOnce(
      Object.assign(new Error('Access Token has expired'), { code: 'NotAuthorizedException' }),
    );
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(SESSION_EXPIRED);
  });
});
