import { Alert, Box } from '@mui/material';
import { Edit, SimpleForm, useRecordContext } from 'react-admin';
import { dateTime } from '../../shared/format.ts';
import { RecordEditToolbar } from '../../shared/records/RecordEditToolbar.tsx';
import { useSavedNotice } from '../../shared/records/useSavedNotice.ts';
import { ContactInputs } from './ContactInputs.tsx';
import { CrmRefusal, CrmSharingInput, ReadOnlyFact, type SharedContact } from './crmSharing.tsx';
import { contactName, ROLE_CHOICES } from './contactTypes.ts';

type Contact = SharedContact;

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

/** A teammate's shared contact that the caller may not change: its facts, and the server's reason instead of a form. */
const ContactReadOnly = ({ contact }: { contact: Contact }) => (
  <Box sx={{ p: 2 }}>
    <CrmRefusal record={contact} what="contact" />
    <UnsubscribedNotice />
    <Box sx={{ display: 'grid', gap: { xs: 0, sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, maxWidth: 760 }}>
      <ReadOnlyFact label="Name" value={[contact.first_name, contact.last_name].filter(Boolean).join(' ')} />
      <ReadOnlyFact label="Email" value={contact.email} />
      <ReadOnlyFact label="Phone" value={contact.phone} />
      <ReadOnlyFact label="Company" value={contact.company} />
      <ReadOnlyFact label="Role" value={ROLE_CHOICES.find((c) => c.id === contact.role)?.name ?? contact.role} />
      <ReadOnlyFact label="Tags" value={contact.tags.join(', ')} />
    </Box>
    <ReadOnlyFact label="Notes" value={contact.notes} />
  </Box>
);

/** The form, or for a teammate who may not change the contact (the server's can_edit), the read-only page. */
const ContactEditBody = () => {
  const contact = useRecordContext<Contact>();
  if (contact?.can_edit === false) return <ContactReadOnly contact={contact} />;
  return (
    <SimpleForm
      toolbar={<RecordEditToolbar noun="contact" warning="They leave every group and automated email; past email logs are kept." />}
    >
      <UnsubscribedNotice />
      <ContactInputs />
      <CrmSharingInput what="contact" />
    </SimpleForm>
  );
};

export const ContactEdit = () => (
  <Edit
    title={<ContactTitle />}
    mutationMode="pessimistic"
    mutationOptions={useSavedNotice((c) => `Saved ${contactName(c as Contact)}.`, 'list')}
  >
    <ContactEditBody />
  </Edit>
);
