import { Edit, SimpleForm, useRecordContext } from 'react-admin';
import { useSavedNotice } from '../../shared/records/useSavedNotice.ts';
import { RecordEditToolbar } from '../../shared/records/RecordEditToolbar.tsx';
import { GroupInputs } from './GroupInputs.tsx';
import { GroupMembers } from './GroupMembers.tsx';
import type { Group } from '../../dataProvider/crmTypes.ts';

const GroupTitle = () => <>{useRecordContext<Group>()?.name ?? 'Group'}</>;

export const GroupEdit = () => (
  <Edit title={<GroupTitle />} mutationMode="pessimistic" mutationOptions={useSavedNotice((g) => `Saved ${g.name}.`, false)}>
    <SimpleForm toolbar={<RecordEditToolbar noun="group" warning="Its contacts stay in your list." />}>
      <GroupInputs />
    </SimpleForm>
    <GroupMembers />
  </Edit>
);
