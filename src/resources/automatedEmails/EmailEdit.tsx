import { Alert } from '@mui/material';
import { Edit, ListButton, SimpleForm, TopToolbar, useRecordContext } from 'react-admin';
import { dateTime } from '../../shared/format.ts';
import { RecordEditToolbar } from '../../shared/records/RecordEditToolbar.tsx';
import { useSavedNotice } from '../../shared/records/useSavedNotice.ts';
import { EmailInputs } from './EmailInputs.tsx';
import { EmailRecipients } from './EmailRecipients.tsx';
import { EmailSendNowButton } from './EmailSendNowButton.tsx';
import type { AutomatedEmail } from '../../dataProvider/crmTypes.ts';

const EmailTitle = () => <>{useRecordContext<AutomatedEmail>()?.name ?? 'Automated email'}</>;

const EmailEditActions = () => (
  <TopToolbar>
    <ListButton label="All automated emails" />
    <EmailSendNowButton />
  </TopToolbar>
);

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

export const EmailEdit = () => (
  <Edit
    title={<EmailTitle />}
    mutationMode="pessimistic"
    mutationOptions={useSavedNotice((e) => `Saved ${e.name}.`, false)}
    actions={<EmailEditActions />}
  >
    <SimpleForm toolbar={<RecordEditToolbar noun="automated email" warning="Its logs are kept." />}>
      <EmailRunInfo />
      <EmailInputs />
    </SimpleForm>
    <EmailRecipients />
  </Edit>
);
