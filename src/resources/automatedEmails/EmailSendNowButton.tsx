import SendIcon from '@mui/icons-material/Send';
import { Button, useRecordContext } from 'react-admin';
import type { AutomatedEmail } from './emailTypes.ts';
import { useEmailActions } from './useEmailActions.ts';

/** Sends the email now as a test, to the account's own address, with the latest matching listings. */
export const EmailSendNowButton = ({ compact = false }: { compact?: boolean }) => {
  const email = useRecordContext<AutomatedEmail>();
  const { sendNow, pending } = useEmailActions();
  if (!email) return null;
  return (
    <Button
      label={compact ? 'Test' : 'Send test now'}
      title="Send this email now to your own address, with the latest matching listings"
      disabled={pending || email.saved_search_id === null}
      onClick={(e) => {
        e.stopPropagation();
        void sendNow(email);
      }}
    >
      <SendIcon />
    </Button>
  );
};
