import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, testDataProvider, type AuthProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppUserMenu, userMenuLabel } from '../../../src/layout/AppLayout.tsx';
import { LocationProbe } from '../renderPage.tsx';

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id: 'u1', fullName: 'Ada Lovelace' }),
};

describe('user menu', { timeout: 20_000 }, () => {
  it('closes after choosing Settings, which opens the settings page', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/products/lists/new-search']}>
        <AdminContext dataProvider={testDataProvider()} authProvider={authProvider} store={memoryStore()}>
          <AppUserMenu />
          <LocationProbe />
        </AdminContext>
      </MemoryRouter>,
    );
    // jsdom matches no 'sm and up' media query: the phone's icon button, the only button here. Its name starts with the
    // user's name, which the wide screen's button shows as its text (WCAG 2.5.3, label in name).
    await user.click(await screen.findByRole('button', { name: 'Ada Lovelace, Profile' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Settings' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/settings');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('is named Profile before the identity is known', () => {
    expect(userMenuLabel(undefined)).toBe('Profile');
    expect(userMenuLabel('Ada Lovelace')).toBe('Ada Lovelace, Profile');
  });
});
