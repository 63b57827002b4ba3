import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Edit, SimpleForm, useGetManyReference, useRecordContext } from 'react-admin';
import { useSavedNotice } from '../../shared/records/useSavedNotice.ts';
import { RecordEditToolbar } from '../../shared/records/RecordEditToolbar.tsx';
import { GroupInputs } from './GroupInputs.tsx';
import { GroupMembers } from './GroupMembers.tsx';
import type { Contact } from '../../dataProvider/crmTypes.ts';
import { CONTACTS } from '../../dataProvider/resourceNames.ts';
import { CrmRefusal, CrmSharingInput, ReadOnlyFact, type SharedGroup as Group } from '../contacts/crmSharing.tsx';
import { contactName } from '../contacts/contactTypes.ts';

const GroupTitle = () => <>{useRecordContext<Group>()?.name ?? 'Group'}</>;

/** The members of a group the caller may not change, as the server lets them see them (their own and the team's shared contacts). */
const ReadOnlyMembers = ({ group }: { group: Group }) => {
  const { data, total, isPending } = useGetManyReference<Contact>(CONTACTS, {
    target: 'group',
    id: group.id,
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'last_name', order: 'ASC' },
  });
  return (
    <Box sx={{ maxWidth: 760 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Members
      </Typography>
      {isPending ? null : !data?.length ? (
        <Typography color="text.secondary">No members you can see.</Typography>
      ) : (
        <>
          <List dense aria-label="Members">
            {data.map((contact) => (
              <ListItem key={contact.id} disableGutters>
                <ListItemText primary={contactName(contact)} secondary={[contact.email, contact.company].filter(Boolean).join(' · ')} />
              </ListItem>
            ))}
          </List>
          {total !== undefined && total > data.length ? (
            <Typography variant="body2" color="text.secondary">
              The first {data.length} of {total} members.
            </Typography>
          ) : null}
        </>
      )}
    </Box>
  );
};

/** A teammate's shared group that the caller may not change: its name, description and members, and the server's reason. */
const GroupReadOnly = ({ group }: { group: Group }) => (
  <Box sx={{ p: 2 }}>
    <CrmRefusal record={group} what="group" />
    <ReadOnlyFact label="Name" value={group.name} />
    <ReadOnlyFact label="Description" value={group.description} />
    <ReadOnlyMembers group={group} />
  </Box>
);

/** The form and the members editor, or for a teammate who may not change the group (the server's can_edit), the read-only page. */
const GroupEditBody = () => {
  const group = useRecordContext<Group>();
  if (group?.can_edit === false) return <GroupReadOnly group={group} />;
  return (
    <>
      <SimpleForm toolbar={<RecordEditToolbar noun="group" warning="Its contacts stay in your list." />}>
        <GroupInputs />
        <CrmSharingInput what="group" />
      </SimpleForm>
      <GroupMembers />
    </>
  );
};

export const GroupEdit = () => (
  <Edit title={<GroupTitle />} mutationMode="pessimistic" mutationOptions={useSavedNotice((g) => `Saved ${g.name}.`, false)}>
    <GroupEditBody />
  </Edit>
);
