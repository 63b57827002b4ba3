import { TitledList } from '../../shared/TitledList.tsx';
import { useMediaQuery, type Theme } from '@mui/material';
import { CreateButton, DataTable, TopToolbar } from 'react-admin';
import { BulkDeleteConfirmButton } from '../../shared/records/BulkDeleteConfirmButton.tsx';
import { dateTime } from '../../shared/format.ts';
import { GroupEmpty } from './GroupEmpty.tsx';
import { SharingCell, type SharedGroup as Group } from '../contacts/crmSharing.tsx';

const Column = DataTable.Col<Group>;

export const GroupList = () => {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  return (
    <TitledList
      title="Groups"
      actions={
        <TopToolbar>
          <CreateButton label="New group" />
        </TopToolbar>
      }
      empty={<GroupEmpty />}
      sort={{ field: 'name', order: 'ASC' }}
    >
      <DataTable<Group>
        rowClick="edit"
        // A teammate's shared group the user may not delete is not selectable (its page says why).
        isRowSelectable={(g) => g.can_edit !== false}
        bulkActionButtons={<BulkDeleteConfirmButton noun={['group', 'groups']} warning="Their contacts stay in your list." />}
      >
        <Column source="name" label="Name" />
        {wide ? <Column source="description" label="Description" disableSort /> : null}
        <DataTable.NumberCol source="contact_count" label="Members" />
        {wide ? <Column source="updated_at" label="Last changed" render={(g) => dateTime(g.updated_at)} /> : null}
        <Column label="Sharing" disableSort render={(g) => <SharingCell record={g} />} />
      </DataTable>
    </TitledList>
  );
};
