import { useState } from 'react';
import { type Identifier, useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import type { AutomatedEmail } from './emailTypes.ts';
import { AUTOMATED_EMAILS } from '../../dataProvider/resourceNames.ts';

interface SendNowAnswer {
  run_id: number;
  outbox_id: number;
  to: string;
  listing_count: number;
}

/** A test goes to the account's own address, or to one contact (who receives it as they will, unsubscribe link included). */
export type SendTestTo = 'me' | { contactId: Identifier };

/** Status switch and "send now as a test", with their toasts; `pending` while a call runs. */
export function useEmailActions() {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);

  const run = async (work: () => Promise<string>) => {
    setPending(true);
    try {
      notify(await work(), { type: 'success' });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'That did not work.', { type: 'error' });
    } finally {
      setPending(false);
      refresh();
    }
  };

  const setStatus = (email: AutomatedEmail, status: AutomatedEmail['status']) =>
    run(async () => {
      await dataProvider.act<AutomatedEmail>(AUTOMATED_EMAILS, { action: 'status', id: email.id, body: { status } });
      return status === 'active' ? `${email.name} is on.` : `${email.name} is paused.`;
    });

  const sendNow = (email: AutomatedEmail, to: SendTestTo = 'me') =>
    run(async () => {
      const body = to === 'me' ? undefined : { contact_id: to.contactId, to_contact: true };
      const { data } = await dataProvider.act<SendNowAnswer>(AUTOMATED_EMAILS, { action: 'send_now', id: email.id, body });
      const listings = `${data.listing_count} ${data.listing_count === 1 ? 'listing' : 'listings'}`;
      return `Test of ${email.name} is on its way to ${data.to} with ${listings}; it shows in Email logs once sent.`;
    });

  return { setStatus, sendNow, pending };
}
