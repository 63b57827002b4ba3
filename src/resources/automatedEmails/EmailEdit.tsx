import { Alert } from '@mui/material';
import { Edit, ListButton, SimpleForm, TopToolbar, useRecordContext } from 'react-admin';
import { dateTime } from '../../shared/format.ts';
import { RecordEditToolbar } from '../../shared/records/RecordEditToolbar.tsx';
import { useSavedNotice } from '../../shared/records/useSavedNotice.ts';
import { EmailInputs } from './EmailInputs.tsx';
import { EmailReadOnly } from './EmailReadOnly.tsx';
import { EmailRecipients } from './EmailRecipients.tsx';
import { EmailSharingInput } from './EmailSharing.tsx';
import { EmailSendNowButton } from './EmailSendNowButton.tsx';
import type { AutomatedEmail } from '../../dataProvider/crmTypes.ts';

const EmailTitle = () => <>{useRecordContext<AutomatedEmail>()?.name ?? 'Automated email'}</>;

/** Send test only to whoever may change the e-mail (the server's can_edit). */
const EmailEditActions = () => {
  const email = useRecordContext<AutomatedEmail>();
  return (
    <TopToolbar>
      <ListButton label="All automated emails" />
      {email?.can_edit !== false ? <EmailSendNowButton /> : null}
    </TopToolbar>
  );
};

const EmailRunInfo = () => {
  const email = useRecordContext<AutomatedEmail>();
  if (!email) return null;
  const next =
    email.status === 'active' && email.next_run_at
      ? `Next check: ${dateTime(email.next_run_at)} (${email.effective_timezone}).`
      : 'Paused: nothing is sent on schedule.';
  const last = email.last_run_at ? ` Last run: ${dateTime(email.last_run_at)}.` : ' Not run yet.';
  return (
    <Alert severity={email.status === 'active' ? 'info' : 'warning'} sx={{ mb: 2, width: '100%', maxWidth: 760 }}>
      {next}
      {last}
    </Alert>
  );
};

/** The form and recipients to whoever may change the e-mail; a teammate's shared e-mail read-only, with the server's reason. */
const EmailEditBody = () => {
  const email = useRecordContext<AutomatedEmail>();
  if (!email) return null;
  if (email.can_edit === false) return <EmailReadOnly email={email} />;
  return (
    <>
      <SimpleForm toolbar={<RecordEditToolbar noun="automated email" warning="Its logs are kept." />}>
        <EmailRunInfo />
        <EmailSharingInput />
        <EmailInputs />
      </SimpleForm>
      <EmailRecipients />
    </>
  );
};

export const EmailEdit = () => (
  <Edit
    title={<EmailTitle />}
    mutationMode="pessimistic"
    mutationOptions={useSavedNotice((e) => `Saved ${e.name}.`, false)}
    actions={<EmailEditActions />}
  >
    <EmailEditBody />
  </Edit>
);
