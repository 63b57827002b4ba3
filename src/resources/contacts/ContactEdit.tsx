import { Alert } from '@mui/material';
import { Edit, SimpleForm, useRecordContext } from 'react-admin';
import { dateTime } from '../../shared/format.ts';
import { RecordEditToolbar } from '../../shared/records/RecordEditToolbar.tsx';
import { useSavedNotice } from '../../shared/records/useSavedNotice.ts';
import { ContactInputs } from './ContactInputs.tsx';
import type { Contact } from '../../dataProvider/crmTypes.ts';
import { contactName } from './contactTypes.ts';

const ContactTitle = () => <>{contactName(useRecordContext<Contact>()) || 'Contact'}</>;

const UnsubscribedNotice = () => {
  const contact = useRecordContext<Contact>();
  if (!contact?.unsubscribed) return null;
  return (
    <Alert severity="info" sx={{ mb: 2, width: '100%', maxWidth: 760 }}>
      Unsubscribed from automated emails on {dateTime(contact.unsubscribed_at)}. They stay in your list and groups but receive no more
      emails.
    </Alert>
  );
};

export const ContactEdit = () => (
  <Edit
    title={<ContactTitle />}
    mutationMode="pessimistic"
    mutationOptions={useSavedNotice((c) => `Saved ${contactName(c as Contact)}.`, 'list')}
  >
    <SimpleForm
      toolbar={<RecordEditToolbar noun="contact" warning="They leave every group and automated email; past email logs are kept." />}
    >
      <UnsubscribedNotice />
      <ContactInputs />
    </SimpleForm>
  </Edit>
);
