import { useMutation } from '@tanstack/react-query';
import { type Identifier, useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import type { AutomatedEmail, SendNowAnswer } from '../../dataProvider/crmTypes.ts';
import { AUTOMATED_EMAILS } from '../../dataProvider/resourceNames.ts';

/** A test goes to the account's own address, or to one contact (who receives it as they will, unsubscribe link included). */
export type SendTestTo = 'me' | { contactId: Identifier };

/** Status switch and "send now as a test", with their toasts; `pending` while a call runs. */
export function useEmailActions() {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  // Both actions answer with the sentence their success toast shows.
  const told = {
    onSuccess: (message: string) => notify(message, { type: 'success' }),
    onError: (error: unknown) => notify(error instanceof Error ? error.message : 'That did not work.', { type: 'error' }),
    onSettled: () => refresh(),
  };
  const statusChange = useMutation({
    mutationFn: async ({ email, status }: { email: AutomatedEmail; status: AutomatedEmail['status'] }) => {
      await dataProvider.act<AutomatedEmail>(AUTOMATED_EMAILS, { action: 'status', id: email.id, body: { status } });
      return status === 'active' ? `${email.name} is on.` : `${email.name} is paused.`;
    },
    ...told,
  });
  const testSend = useMutation({
    mutationFn: async ({ email, to }: { email: AutomatedEmail; to: SendTestTo }) => {
      const body = to === 'me' ? undefined : { contact_id: to.contactId, to_contact: true };
      const { data } = await dataProvider.act<SendNowAnswer>(AUTOMATED_EMAILS, { action: 'send_now', id: email.id, body });
      const listings = `${data.listing_count} ${data.listing_count === 1 ? 'listing' : 'listings'}`;
      return `Test of ${email.name} is on its way to ${data.to} with ${listings}; it shows in Email logs once sent.`;
    },
    ...told,
  });

  return {
    setStatus: (email: AutomatedEmail, status: AutomatedEmail['status']) => statusChange.mutate({ email, status }),
    sendNow: (email: AutomatedEmail, to: SendTestTo = 'me') => testSend.mutate({ email, to }),
    pending: statusChange.isPending || testSend.isPending,
  };
}
