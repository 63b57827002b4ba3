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

describe('contacts screen', { timeout: 30_000 }, () => {
  it('lists contacts, searches by keyword and bulk-deletes the selected ones, undoable until the toast closes', async () => {
    const api = fakeCrmApi();
    server.use(...api.handlers);
    renderCrm('/products/lists/clients-groups');
    const user = userEvent.setup();

    await screen.findByText('Ann Lee');
    await user.type(screen.getByPlaceholderText(/Search name, email/), 'bob');
    await waitFor(() =>
      expect(api.state.requests.some((r) => r.url.startsWith('/api/crm/contacts/search/') && r.url.includes('keyword=bob'))).toBe(true),
    );
    await waitFor(() => expect(screen.queryByText('Ann Lee')).toBeNull());
    await user.clear(screen.getByPlaceholderText(/Search name, email/));
    await screen.findByText('Ann Lee');

    const row = (name: string) => screen.getByText(name).closest('tr')!;
    await user.click(within(row('Ann Lee')).getByRole('checkbox'));
    await user.click(within(row('Cara Diaz')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    await screen.findByText(/^Deleted 2 contacts\./);
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    // Undoable: the rows go at once, the call only when the toast closes without Undo.
    await waitFor(() => expect(screen.queryByText('Ann Lee')).toBeNull());
    expect(api.state.requests.some((r) => r.method === 'DELETE')).toBe(false);
    await waitFor(() => expect(api.state.requests.some((r) => r.method === 'DELETE')).toBe(true), { timeout: 8000 });
    const deletion = api.state.requests.find((r) => r.method === 'DELETE')!;
    expect(deletion.url).toMatch(/^\/api\/crm\/contacts\/\?contact_ids=(1,3|3,1)$/);
    expect(screen.getByText('Bob Stone')).toBeInTheDocument();
  });

  it('keeps the contacts when Undo is clicked, and sends no deletion', async () => {
    const api = fakeCrmApi();
    server.use(...api.handlers);
    renderCrm('/products/lists/clients-groups');
    const user = userEvent.setup();

    await screen.findByText('Bob Stone');
    await user.click(within(screen.getByText('Bob Stone').closest('tr')!).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByText(/^Deleted 1 contact\./);
    await waitFor(() => expect(screen.queryByText('Bob Stone')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Undo' }));

    expect(await screen.findByText('Bob Stone')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(api.state.requests.some((r) => r.method === 'DELETE')).toBe(false);
  });

  it('shows a duplicate email (409) under the email field', async () => {
    const api = fakeCrmApi();
    server.use(...api.handlers);
    renderCrm('/products/lists/clients-groups/create');
    const user = userEvent.setup();

    await user.type(await screen.findByRole('textbox', { name: /^Email/ }), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A contact with the email ann@example.com is already in your list.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the email before sending', async () => {
    const api = fakeCrmApi();
    server.use(...api.handlers);
    renderCrm('/products/lists/clients-groups/create');
    const user = userEvent.setup();

    await user.type(await screen.findByRole('textbox', { name: /^Email/ }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Enter a valid email address/)).toBeInTheDocument();
    expect(api.state.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('imports a CSV file from the empty state and keeps the report open as the list fills', async () => {
    const api = fakeCrmApi();
    api.state.contacts = [];
    server.use(...api.handlers);
    renderCrm('/products/lists/clients-groups');
    const user = userEvent.setup();

    expect(await screen.findByText('No contacts yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Import CSV/ }));
    const csv = new File(['first_name,last_name,email\nEve,Park,eve@example.com\nFinn,Ross,nope\n'], 'contacts.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('CSV file'), csv);
    await user.click(await screen.findByRole('button', { name: 'Import' }));

    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText('Imported 1 of 2 rows.')).toBeInTheDocument();
    expect(within(dialog).getByText('Line 3')).toBeInTheDocument();
    expect(within(dialog).getByText('Email: is not a valid email address')).toBeInTheDocument();
    expect(String(api.state.requests.find((r) => r.url === '/api/crm/contacts/import/')!.body)).toContain('name="file"');
    await screen.findByText('Eve Park');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
