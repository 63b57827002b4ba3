import { Create, SimpleForm } from 'react-admin';
import { RecordCreateToolbar } from '../../shared/records/RecordCreateToolbar.tsx';
import { useSavedNotice } from '../../shared/records/useSavedNotice.ts';
import { ContactInputs } from './ContactInputs.tsx';
import { CrmSharingInput } from './crmSharing.tsx';
import type { Contact } from '../../dataProvider/crmTypes.ts';
import { contactName } from './contactTypes.ts';

export const ContactCreate = () => (
  <Create title="New contact" mutationOptions={useSavedNotice((c) => `Added ${contactName(c as Contact)} to your contacts.`, 'list')}>
    <SimpleForm toolbar={<RecordCreateToolbar />}>
      <ContactInputs />
      <CrmSharingInput what="contact" />
    </SimpleForm>
  </Create>
);
