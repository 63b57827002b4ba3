import { AutocompleteArrayInput, Create, ReferenceArrayInput, SimpleForm } from 'react-admin';
import { RecordCreateToolbar } from '../../shared/records/RecordCreateToolbar.tsx';
import type { Contact } from '../../dataProvider/crmTypes.ts';
import { contactName } from '../contacts/contactTypes.ts';
import { useSavedNotice } from '../../shared/records/useSavedNotice.ts';
import { GroupInputs } from './GroupInputs.tsx';
import { CrmSharingInput } from '../contacts/crmSharing.tsx';
import { CONTACTS } from '../../dataProvider/resourceNames.ts';

/** A new group, optionally with its first members; the edit screen that follows manages members in full. */
export const GroupCreate = () => (
  <Create title="New group" mutationOptions={useSavedNotice((g) => `Created the group ${g.name}.`, 'edit')}>
    <SimpleForm toolbar={<RecordCreateToolbar />}>
      <GroupInputs />
      <ReferenceArrayInput source="contact_ids" reference={CONTACTS} perPage={20}>
        <AutocompleteArrayInput
          label="First members (optional)"
          optionText={(c: Contact) => `${contactName(c)} <${c.email}>`}
          filterToQuery={(q) => ({ q })}
          sx={{ maxWidth: 760 }}
          helperText="Type a name or email to find contacts; you can add more later."
        />
      </ReferenceArrayInput>
      <CrmSharingInput what="group" />
    </SimpleForm>
  </Create>
);
