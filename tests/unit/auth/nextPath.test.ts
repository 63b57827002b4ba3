import { beforeEach, describe, expect, it } from 'vitest';
import { rememberNextPath, takeNextPath } from '../../../src/auth/nextPath.ts';
import { afterSignIn } from '../../../src/custom/auth/LoginPage.tsx';

describe('return to the deep link after sign-in', () => {
  beforeEach(() => sessionStorage.clear());
  it('remembers the page once, never an auth screen', () => {
    rememberNextPath({ pathname: '/products/lists/groups', search: '?page=2' });
    expect(takeNextPath()).toBe('/products/lists/groups?page=2');
    expect(takeNextPath()).toBeUndefined();
    rememberNextPath({ pathname: '/login', search: '' });
    expect(takeNextPath()).toBeUndefined();
  });
  it("reads react-admin's location state", () => {
    expect(afterSignIn({ nextPathname: '/settings', nextSearch: '' })).toBe('/settings');
    expect(afterSignIn({ nextPathname: '//evil.example' })).toBeUndefined();
    expect(afterSignIn({ nextPathname: '/' })).toBeUndefined();
    expect(afterSignIn(null)).toBeUndefined();
  });
});
