import { TitledList } from '../../shared/TitledList.tsx';
import { Box, Chip, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useState } from 'react';
import { CreateButton, DataTable, TopToolbar } from 'react-admin';
import { BulkDeleteConfirmButton } from '../../shared/records/BulkDeleteConfirmButton.tsx';
import { ContactEmpty } from './ContactEmpty.tsx';
import { ContactImportButton } from './ContactImportButton.tsx';
import { ContactImportDialog } from './ContactImportDialog.tsx';
import { contactFilters } from './ContactListFilter.tsx';
import { SharingCell, type SharedContact } from './crmSharing.tsx';
import { contactName, ROLE_CHOICES } from './contactTypes.ts';

const ContactListActions = ({ onImport }: { onImport: () => void }) => (
  <TopToolbar>
    <ContactImportButton onClick={onImport} />
    <CreateButton label="New contact" />
  </TopToolbar>
);

type Contact = SharedContact;
const Column = DataTable.Col<Contact>;
const roleName = (role: string) => ROLE_CHOICES.find((c) => c.id === role)?.name ?? role;

const Tags = ({ contact }: { contact: Contact }) => (
  <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
    {contact.unsubscribed ? <Chip size="small" color="warning" label="Unsubscribed" /> : null}
    {contact.tags.map((tag) => (
      <Chip key={tag} size="small" variant="outlined" label={tag} />
    ))}
  </Stack>
);

/** A phone's row: the contact's facts stacked in one cell, so the page never scrolls sideways. */
const StackedContact = ({ contact }: { contact: Contact }) => (
  <Box sx={{ overflowWrap: 'anywhere' }}>
    <Typography variant="body2" sx={{ fontWeight: 500 }}>
      {contactName(contact)}
    </Typography>
    <Typography variant="body2" color="text.secondary">
      {contact.email}
    </Typography>
    {contact.company ? (
      <Typography variant="body2" color="text.secondary">
        {contact.company}
      </Typography>
    ) : null}
    <Box sx={{ mt: 0.5 }}>
      <Tags contact={contact} />
    </Box>
    {contact.shared ? (
      <Box sx={{ mt: 0.5 }}>
        <SharingCell record={contact} />
      </Box>
    ) : null}
  </Box>
);

export const ContactList = () => {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const [importing, setImporting] = useState(false);
  const openImport = () => setImporting(true);
  return (
    <>
      {importing ? <ContactImportDialog onClose={() => setImporting(false)} /> : null}
      <TitledList
        title="Contacts"
        filters={contactFilters}
        actions={<ContactListActions onImport={openImport} />}
        empty={<ContactEmpty onImport={openImport} />}
        sort={{ field: 'last_name', order: 'ASC' }}
      >
        <DataTable<Contact>
          rowClick="edit"
          // A teammate's shared contact the user may not delete is not selectable (its page says why).
          isRowSelectable={(c) => c.can_edit !== false}
          bulkActionButtons={
            <BulkDeleteConfirmButton
              noun={['contact', 'contacts']}
              warning="They leave every group and automated email; past email logs are kept."
            />
          }
        >
          {wide ? <Column label="Name" source="last_name" render={(c) => contactName(c)} /> : null}
          {wide ? <Column label="Email" source="email" /> : null}
          {wide ? <Column label="Phone" source="phone" disableSort /> : null}
          {wide ? <Column label="Company" source="company" /> : null}
          {wide ? <Column label="Role" source="role" render={(c) => roleName(c.role)} /> : null}
          {wide ? <Column label="Tags" source="tags" disableSort render={(c) => <Tags contact={c} />} /> : null}
          {wide ? <Column label="Sharing" disableSort render={(c) => <SharingCell record={c} />} /> : null}
          {wide ? null : <Column label="Contact" source="last_name" render={(c) => <StackedContact contact={c} />} />}
        </DataTable>
      </TitledList>
    </>
  );
};
