import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeCrmApi } from '../fakeCrmApi.ts';
import { renderCrm } from '../renderCrm.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('group members', { timeout: 30_000 }, () => {
  it('moves contacts in and out of the group from the members and non-members lists', async () => {
    const api = fakeCrmApi();
    server.use(...api.handlers);
    renderCrm('/products/lists/groups/5');
    const user = userEvent.setup();

    const members = await screen.findByRole('region', { name: /In this group/ });
    const others = screen.getByRole('region', { name: /Not in this group/ });
    await within(members).findByText('Ann Lee');
    await within(others).findByText('Bob Stone');

    await user.click(within(others).getByRole('checkbox', { name: 'Bob Stone' }));
    await user.click(within(others).getByRole('checkbox', { name: 'Cara Diaz' }));
    await user.click(within(others).getByRole('button', { name: /Add to group \(2 contacts\)/ }));
    await screen.findByText('Added 2 contacts.');
    expect(api.state.requests.find((r) => r.url === '/api/crm/groups/5/contacts/add/')!.body).toEqual({ contact_ids: [2, 3] });
    await within(members).findByText('Cara Diaz');
    expect(await within(others).findByText('Every one of your contacts is in this group.')).toBeInTheDocument();

    await user.click(within(members).getByRole('checkbox', { name: 'Ann Lee' }));
    await user.click(within(members).getByRole('button', { name: /Remove from group/ }));
    await screen.findByText('Removed 1 contact.');
    expect(api.state.requests.find((r) => r.url === '/api/crm/groups/5/contacts/remove/')!.body).toEqual({ contact_ids: [1] });
    await within(others).findByText('Ann Lee');
  });

  it('searches the non-members with the notin search path', async () => {
    const api = fakeCrmApi();
    server.use(...api.handlers);
    renderCrm('/products/lists/groups/5');
    const user = userEvent.setup();

    const others = await screen.findByRole('region', { name: /Not in this group/ });
    await within(others).findByText('Bob Stone');
    await user.type(within(others).getByRole('textbox', { name: 'Search not in this group' }), 'cara');
    await waitFor(() => {
      expect(within(others).queryByText('Bob Stone')).toBeNull();
      expect(within(others).getByText('Cara Diaz')).toBeInTheDocument();
    });
    expect(
      api.state.requests.some((r) => r.url.startsWith('/api/crm/groups/5/contacts/notin/search/?') && r.url.includes('keyword=cara')),
    ).toBe(true);
  });
});
