import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, type RaRecord } from 'react-admin';
import type { Contact } from '../../dataProvider/crmTypes.ts';
import { contactName } from '../contacts/contactTypes.ts';
import type { Group } from '../../dataProvider/crmTypes.ts';
import { countOf } from '../../shared/countOf.ts';
import { MembershipEditor } from '../../shared/records/MembershipEditor.tsx';
import type { AutomatedEmail } from '../../dataProvider/crmTypes.ts';
import { AUTOMATED_EMAILS, CONTACTS, GROUPS } from '../../dataProvider/resourceNames.ts';

const describeGroup = (record: RaRecord) => {
  const group = record as Group;
  return { primary: group.name, secondary: countOf(group.contact_count, ['contact', 'contacts']) };
};
const describeContact = (record: RaRecord) => {
  const contact = record as Contact;
  return { primary: contactName(contact), secondary: contact.unsubscribed ? `${contact.email} · unsubscribed` : contact.email };
};

/** Who receives the email: groups and single contacts, each moved in and out like group members. */
export const EmailRecipients = () => {
  const email = useRecordContext<AutomatedEmail>();
  const [tab, setTab] = useState<'groups' | 'contacts'>('groups');
  if (!email) return null;
  const common = { parentResource: AUTOMATED_EMAILS, parentId: email.id, target: 'automated_email', notTarget: 'not_automated_email' };
  return (
    <Box sx={{ px: 2, pt: 3, pb: 2 }}>
      <Typography variant="h6" component="h2">
        Recipients
      </Typography>
      <Typography color="text.secondary" variant="body2">
        {countOf(email.recipient_count, ['person', 'people'])} in total, through {countOf(email.group_count, ['group', 'groups'])} and{' '}
        {countOf(email.contact_count, ['contact', 'contacts'])} picked one by one.
      </Typography>
      <Tabs value={tab} onChange={(_, next) => setTab(next)} sx={{ mb: 2 }}>
        <Tab value="groups" label={`Groups (${email.group_count})`} />
        <Tab value="contacts" label={`Contacts (${email.contact_count})`} />
      </Tabs>
      {tab === 'groups' ? (
        <MembershipEditor
          {...common}
          relation="groups"
          resource={GROUPS}
          noun={['group', 'groups']}
          describe={describeGroup}
          labels={{
            members: 'Receiving groups',
            others: 'Other groups',
            add: 'Add',
            remove: 'Remove',
            noMembers: 'No groups receive this email yet.',
            noOthers: 'No other groups.',
          }}
        />
      ) : (
        <MembershipEditor
          {...common}
          relation="contacts"
          resource={CONTACTS}
          noun={['contact', 'contacts']}
          describe={describeContact}
          labels={{
            members: 'Receiving contacts',
            others: 'Other contacts',
            add: 'Add',
            remove: 'Remove',
            noMembers: 'No contacts picked one by one.',
            noOthers: 'No other contacts.',
          }}
        />
      )}
    </Box>
  );
};
