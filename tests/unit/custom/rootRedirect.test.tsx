import { render, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import App from '../../../src/App.tsx';

/** Every path the router passes through, in order. */
const visited: string[] = [];
const Recorder = () => {
  const { pathname } = useLocation();
  useEffect(() => {
    if (visited.at(-1) !== pathname) visited.push(pathname);
  }, [pathname]);
  return null;
};

describe('"/" (spec section 2)', { timeout: 30_000 }, () => {
  afterEach(() => {
    visited.length = 0;
    localStorage.clear();
  });

  const renderAt = (path: string) =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <Recorder />
        <App />
      </MemoryRouter>,
    );

  it('signed out goes to /products, which then sends to /login', async () => {
    renderAt('/');
    await waitFor(() => expect(visited).toContain('/login'));
    // Not straight to /login: through /products and its redirects, whose page then asks for sign-in.
    expect(visited.slice(0, visited.indexOf('/login') + 1)).toEqual([
      '/',
      '/products',
      '/products/lists',
      '/products/lists/new-search',
      '/login',
    ]);
  });

  it('signed in goes to the new-search page', async () => {
    localStorage.setItem('ps_refresh_token', 'r1');
    renderAt('/');
    await waitFor(() => expect(visited).toContain('/products/lists/new-search'));
    expect(visited.slice(0, 2)).toEqual(['/', '/products/lists/new-search']);
  });
});
