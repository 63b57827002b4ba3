import SendIcon from '@mui/icons-material/Send';
import { useState } from 'react';
import { Button, useRecordContext } from 'react-admin';
import { EmailSendTestDialog } from './EmailSendTestDialog.tsx';
import type { AutomatedEmail } from '../../dataProvider/crmTypes.ts';
import { useEmailActions } from './useEmailActions.ts';

/** Sends the email now as a test, with the latest matching listings, to the account's own address or to a chosen contact. */
export const EmailSendNowButton = ({ compact = false }: { compact?: boolean }) => {
  const email = useRecordContext<AutomatedEmail>();
  const { sendNow, pending } = useEmailActions();
  const [choosing, setChoosing] = useState(false);
  if (!email) return null;
  return (
    <>
      <Button
        label={compact ? 'Test' : 'Send test now'}
        title="Send this email now, to yourself or to one of your contacts, with the latest matching listings"
        disabled={pending || email.saved_search_id === null}
        onClick={(e) => {
          e.stopPropagation();
          setChoosing(true);
        }}
      >
        <SendIcon />
      </Button>
      {choosing && (
        <EmailSendTestDialog
          email={email}
          onClose={() => setChoosing(false)}
          onSend={(to) => {
            setChoosing(false);
            sendNow(email, to);
          }}
        />
      )}
    </>
  );
};
