import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeToken } from '../jwt.ts';

const profile = { id: 5, email: 'ana@example.com', firstname: 'Ana', lastname: 'Silva' };
const session = vi.hoisted(() => ({
  startSession: vi.fn(),
  ensureRegistered: vi.fn(),
  register: vi.fn(),
  fetchProfile: vi.fn(),
  checkToken: vi.fn(),
  endSession: vi.fn(),
  reportSignIn: vi.fn(),
}));
const cognito = vi.hoisted(() => ({ signIn: vi.fn() }));
vi.mock('../../../src/auth/session.ts', () => session);
vi.mock('../../../src/auth/cognitoClient.ts', () => cognito);
vi.mock('../../../src/auth/tokens.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/auth/tokens.ts')>()),
  getIdToken: () => fakeToken({ sub: 'u1', email: 'ana@example.com' }),
}));

const { authProvider, completeSignIn, HOME_PATH, reloadUser } = await import('../../../src/dataProvider/authProvider.ts');
const tokens = { idToken: 'id', accessToken: 'access', refreshToken: 'refresh' };

describe('completeSignIn, the end of every sign-in', () => {
  afterEach(() => {
    Object.values(session).forEach((fn) => fn.mockReset());
    cognito.signIn.mockReset();
    reloadUser();
  });

  it('starts the session, fetches or registers the profile, caches it for getIdentity and answers the home path', async () => {
    session.ensureRegistered.mockResolvedValue(profile);
    expect(await completeSignIn(tokens, false)).toBe(HOME_PATH);
    expect(session.startSession).toHaveBeenCalledWith(tokens, false);
    expect(session.ensureRegistered).toHaveBeenCalledWith(false);
    expect(session.startSession.mock.invocationCallOrder[0]).toBeLessThan(session.ensureRegistered.mock.invocationCallOrder[0]!);
    // The sign-in is reported once the backend knows the user (the team audit log records it).
    expect(session.reportSignIn).toHaveBeenCalledTimes(1);
    expect(await authProvider.getIdentity!()).toEqual({ id: 5, fullName: 'Ana Silva', email: 'ana@example.com' });
    expect(session.fetchProfile).not.toHaveBeenCalled();
  });

  it("registers with the sign-up form's details when given", async () => {
    session.register.mockResolvedValue(profile);
    expect(await completeSignIn(tokens, false, { email: 'ana@example.com', firstname: 'Ana', lastname: 'Silva' })).toBe(
      '/products/lists/new-search',
    );
    expect(session.register).toHaveBeenCalledWith(
      { email: 'ana@example.com', firstname: 'Ana', lastname: 'Silva', freeTrial: false },
      tokens.idToken,
    );
    expect(session.ensureRegistered).not.toHaveBeenCalled();
    // Spec section 4: sign-up registers with the backend first, then signs in.
    expect(session.register.mock.invocationCallOrder[0]).toBeLessThan(session.startSession.mock.invocationCallOrder[0]!);
  });

  it('forgets a failed registration, so the next getIdentity fetches again', async () => {
    session.ensureRegistered.mockRejectedValue(new Error('boom'));
    await expect(completeSignIn(tokens, false)).rejects.toThrow('boom');
    expect(session.reportSignIn).not.toHaveBeenCalled();
    session.fetchProfile.mockResolvedValue(profile);
    await authProvider.getIdentity!();
    expect(session.fetchProfile).toHaveBeenCalledTimes(1);
  });

  it('is what the password login runs', async () => {
    cognito.signIn.mockResolvedValue(tokens);
    session.ensureRegistered.mockResolvedValue(profile);
    expect(await authProvider.login({ email: 'ana@example.com', password: 'pw' })).toEqual({ redirectTo: HOME_PATH });
    expect(session.startSession).toHaveBeenCalledWith(tokens, false);
  });
});
