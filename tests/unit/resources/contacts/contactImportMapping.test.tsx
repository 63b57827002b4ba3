import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { autoMatch } from '../../../../src/resources/contacts/contactImport.ts';
import { fakeCrmApi } from '../fakeCrmApi.ts';
import { renderCrm } from '../renderCrm.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('matching the columns of a contacts file', () => {
  it('reads the headers of ordinary exports', () => {
    expect(autoMatch(['First Name', 'Last Name', 'Email Address', 'Mobile Phone', 'Company'])).toEqual({
      first_name: 'First Name',
      last_name: 'Last Name',
      email: 'Email Address',
      phone: 'Mobile Phone',
      company: 'Company',
    });
    expect(autoMatch(['Given name', 'Surname', 'E-mail', 'Organisation', 'Role', 'Notes'])).toEqual({
      first_name: 'Given name',
      last_name: 'Surname',
      email: 'E-mail',
      company: 'Organisation',
      role: 'Role',
      notes: 'Notes',
    });
    expect(autoMatch(['e_mail', 'Phone', 'Birthday'])).toEqual({ email: 'e_mail', phone: 'Phone' });
    // One column fills one field: a second email column is left for the person to choose.
    expect(autoMatch(['Email', 'E-mail'])).toEqual({ email: 'Email' });
  });
});

describe('the import dialog', { timeout: 40_000 }, () => {
  it('previews the file with its columns matched, lets them be changed, and sends the mapping and the group', async () => {
    const api = fakeCrmApi();
    api.state.contacts = [];
    server.use(...api.handlers);
    renderCrm('/products/lists/clients-groups');
    const user = userEvent.setup();

    expect(await screen.findByText('No contacts yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Import CSV/ }));
    const csv = new File(
      ['Given name,Surname,E-mail,Cell\nEve,Park,eve@example.com,555 010 2000\nFinn,Ross,finn@example.com,\n'],
      'export.csv',
      {
        type: 'text/csv',
      },
    );
    await user.upload(screen.getByLabelText('CSV file'), csv);
    const dialog = screen.getByRole('dialog');
    const table = await within(dialog).findByRole('table', { name: 'Columns of the file and the first rows' });
    // Each column's choice is labelled by its header and shows the field it was matched to.
    expect(within(table).getByRole('combobox', { name: 'Given name' })).toHaveTextContent('First name');
    expect(within(table).getByRole('combobox', { name: 'Surname' })).toHaveTextContent('Last name');
    expect(within(table).getByRole('combobox', { name: 'E-mail' })).toHaveTextContent('Email');
    expect(within(table).getByRole('combobox', { name: 'Cell' })).toHaveTextContent('Phone');
    expect(within(table).getByText('finn@example.com')).toBeInTheDocument();

    // Without an email column nothing can be imported.
    await user.click(within(table).getByRole('combobox', { name: 'E-mail' }));
    await user.click(await screen.findByRole('option', { name: 'Not imported' }));
    expect(within(dialog).getByText('Choose which column holds the email addresses.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
    await user.click(within(table).getByRole('combobox', { name: 'E-mail' }));
    await user.click(await screen.findByRole('option', { name: 'Email' }));
    // The phone column is not wanted.
    await user.click(within(table).getByRole('combobox', { name: 'Cell' }));
    await user.click(await screen.findByRole('option', { name: 'Not imported' }));

    await user.click(within(dialog).getByRole('combobox', { name: 'Add to group' }));
    await user.click(await screen.findByRole('option', { name: 'Austin buyers' }));
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));

    expect(await within(dialog).findByText(/Imported 1 of 2 rows\./)).toBeInTheDocument();
    const body = String(api.state.requests.find((r) => r.url === '/api/crm/contacts/import/')!.body);
    const field = (name: string) => body.match(new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)`))?.[1];
    expect(JSON.parse(field('mapping')!)).toEqual({ first_name: 'Given name', last_name: 'Surname', email: 'E-mail' });
    expect(field('group_id')).toBe('5');
    expect(body).toContain('name="file"');
  });
});
