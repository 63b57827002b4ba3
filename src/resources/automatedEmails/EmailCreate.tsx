import { AutocompleteArrayInput, Create, ReferenceArrayInput, SimpleForm } from 'react-admin';
import { RecordCreateToolbar } from '../../shared/records/RecordCreateToolbar.tsx';
import type { Contact } from '../../dataProvider/crmTypes.ts';
import { contactName } from '../contacts/contactTypes.ts';
import type { Group } from '../../dataProvider/crmTypes.ts';
import { useSavedNotice } from '../../shared/records/useSavedNotice.ts';
import { EmailInputs, EmailSection } from './EmailInputs.tsx';
import { EmailSharingInput } from './EmailSharing.tsx';
import { CONTACTS, GROUPS } from '../../dataProvider/resourceNames.ts';

const Recipients = () => (
  <EmailSection title="Recipients">
    {/* Only one's own groups and contacts (own=true): an e-mail mails its owner's, not those a teammate shares. */}
    <ReferenceArrayInput source="group_ids" reference={GROUPS} perPage={100} filter={{ own: true }}>
      <AutocompleteArrayInput
        label="Groups"
        optionText={(g: Group) => `${g.name} (${g.contact_count})`}
        helperText="Everyone in these groups, now and later."
      />
    </ReferenceArrayInput>
    <ReferenceArrayInput source="contact_ids" reference={CONTACTS} perPage={20} filter={{ own: true }}>
      <AutocompleteArrayInput
        label="Contacts"
        optionText={(c: Contact) => `${contactName(c)} <${c.email}>`}
        filterToQuery={(q) => ({ q })}
        helperText="Type a name or email. Unsubscribed contacts are skipped when sending."
      />
    </ReferenceArrayInput>
  </EmailSection>
);

export const EmailCreate = () => (
  <Create title="New automated email" mutationOptions={useSavedNotice((e) => `Created ${e.name}. Manage its recipients below.`, 'edit')}>
    <SimpleForm
      toolbar={<RecordCreateToolbar />}
      defaultValues={{
        schedule: 'daily',
        send_hour: 8,
        send_weekday: 1,
        timezone: null,
        status: 'active',
        shared: false,
        body: 'Hi {{first_name}},\n\nHere are the new listings matching {{search_name}}.\n\n{{sender_name}}',
      }}
    >
      <EmailSharingInput />
      <EmailInputs recipients={<Recipients />} />
    </SimpleForm>
  </Create>
);
