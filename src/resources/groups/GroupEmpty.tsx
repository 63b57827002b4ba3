import GroupsIcon from '@mui/icons-material/Groups';
import { CreateButton } from 'react-admin';
import { EmptyState } from '../../shared/EmptyState.tsx';

export const GroupEmpty = () => (
  <EmptyState icon={<GroupsIcon />} title="No groups yet" actions={<CreateButton label="New group" variant="contained" />}>
    Groups gather contacts you email together, such as cash buyers in one city. An automated email can go to whole groups.
  </EmptyState>
);
