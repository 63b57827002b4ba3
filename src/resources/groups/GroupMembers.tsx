import { Box, Typography } from '@mui/material';
import { useRecordContext, type RaRecord } from 'react-admin';
import { MembershipEditor } from '../../shared/records/MembershipEditor.tsx';
import type { Contact } from '../../dataProvider/crmTypes.ts';
import { contactName } from '../contacts/contactTypes.ts';
import type { Group } from '../../dataProvider/crmTypes.ts';
import { CONTACTS, GROUPS } from '../../dataProvider/resourceNames.ts';

const describeContact = (record: RaRecord) => {
  const contact = record as Contact;
  return { primary: contactName(contact), secondary: [contact.email, contact.company].filter(Boolean).join(' · ') };
};

/** Moves contacts in and out of the group: members on one side, non-members on the other, both searchable. */
export const GroupMembers = () => {
  const group = useRecordContext<Group>();
  if (!group) return null;
  return (
    <Box sx={{ px: 2, pt: 3, pb: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Members
      </Typography>
      <MembershipEditor
        parentResource={GROUPS}
        parentId={group.id}
        relation="contacts"
        resource={CONTACTS}
        target="group"
        notTarget="not_group"
        noun={['contact', 'contacts']}
        describe={describeContact}
        labels={{
          members: 'In this group',
          others: 'Not in this group',
          add: 'Add to group',
          remove: 'Remove from group',
          noMembers: 'No members yet. Pick contacts from the other list to add them.',
          noOthers: 'Every one of your contacts is in this group.',
        }}
      />
    </Box>
  );
};
