import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EmailSendTestDialog } from '../../../../src/resources/automatedEmails/EmailSendTestDialog.tsx';
import type { AutomatedEmail } from '../../../../src/dataProvider/crmTypes.ts';
import { renderPage } from '../../renderPage.tsx';
import { PROFILE } from '../../fixtures.ts';
import { api } from '../../searchApi.ts';

const server = setupServer(http.get(api('/users/profile/'), () => HttpResponse.json(PROFILE)));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The caller is PROFILE (id 5); an e-mail is made by its owner. */
const emailBy = (created_by: { id: number; name: string }) => ({ id: 4, name: 'Dallas weekly', created_by }) as unknown as AutomatedEmail;

describe('the Send test dialog', { timeout: 30_000 }, () => {
  it("sends a teammate's shared e-mail's test to its owner, and offers no contact (theirs are the owner's)", async () => {
    const onSend = vi.fn();
    renderPage(<EmailSendTestDialog email={emailBy({ id: 2, name: 'Sara Sharer' })} onSend={onSend} onClose={() => {}} />, '/');
    expect(await screen.findByRole('radio', { name: "Its owner, Sara Sharer, at their account's address" })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /One of my contacts/ })).not.toBeInTheDocument();
    expect(screen.getByText(/It is sent as Sara Sharer's e-mail/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send test' }));
    expect(onSend).toHaveBeenCalledWith('me');
  });

  it('offers the caller their own address or one of their contacts for their own e-mail', async () => {
    renderPage(<EmailSendTestDialog email={emailBy({ id: PROFILE.id, name: 'Ana Silva' })} onSend={() => {}} onClose={() => {}} />, '/');
    expect(await screen.findByRole('radio', { name: "Me, at my account's address" })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'One of my contacts, as they will receive it' })).toBeInTheDocument();
  });
});
