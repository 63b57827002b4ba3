import { Edit, SimpleForm, useRecordContext } from 'react-admin';
import { GroupInputs } from './GroupInputs.tsx';
import { GroupMembers } from './GroupMembers.tsx';
import type { Group } from './groupTypes.ts';

const GroupTitle = () => <>{useRecordContext<Group>()?.name ?? 'Group'}</>;

export const GroupEdit = () => (
  <Edit title={<GroupTitle />} mutationMode="pessimistic" redirect={false}>
    <SimpleForm>
      <GroupInputs />
    </SimpleForm>
    <GroupMembers />
  </Edit>
);
