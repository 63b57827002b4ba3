import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import SettingsPage from '../../../../src/custom/settings/SettingsPage.tsx';
import { renderPage } from '../../renderPage.tsx';
import { PROFILE } from '../../fixtures.ts';
import { api } from '../../searchApi.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('settings page', { timeout: 30_000 }, () => {
  it('loads the profile through the data provider and saves the changed fields with PUT /users/update/', async () => {
    const updates: unknown[] = [];
    server.use(
      http.get(api('/users/profile/'), () => HttpResponse.json(PROFILE)),
      http.put(api('/users/update/'), async ({ request }) => {
        const body = (await request.json()) as object;
        updates.push(body);
        return HttpResponse.json({ ...PROFILE, ...body });
      }),
    );
    renderPage(<SettingsPage />, '/settings');
    const user = userEvent.setup();

    const profile = await screen.findByRole('heading', { name: 'Profile' });
    const form = profile.closest('.MuiCardContent-root') as HTMLElement;
    expect(within(form).getByText('ana@example.com')).toBeInTheDocument();
    const company = within(form).getByRole('textbox', { name: 'Company' });
    expect(company).toHaveValue('Acme');
    await user.clear(company);
    await user.type(company, 'Flip Co');
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(updates).toEqual([{ firstname: 'Ana', lastname: 'Silva', phone: '', company: 'Flip Co', timezone: 'UTC' }]);
    expect(screen.getByRole('heading', { name: 'Change password' })).toBeInTheDocument();
  });

  it("shows the server's detail when saving fails, and keeps what was typed", async () => {
    server.use(
      http.get(api('/users/profile/'), () => HttpResponse.json(PROFILE)),
      http.put(api('/users/update/'), () => HttpResponse.json({ detail: 'Phone number is not valid.' }, { status: 400 })),
    );
    renderPage(<SettingsPage />, '/settings');
    const user = userEvent.setup();

    const phone = await screen.findByRole('textbox', { name: 'Phone' });
    await user.type(phone, 'abc');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Phone number is not valid.');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('abc');
  });

  it('says so when the profile cannot be loaded', async () => {
    server.use(http.get(api('/users/profile/'), () => HttpResponse.json({ detail: 'Profile not found.' }, { status: 404 })));
    renderPage(<SettingsPage />, '/settings');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Profile not found.'));
  });
});
