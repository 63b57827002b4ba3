import { GroupCreate } from './GroupCreate.tsx';
import { GroupEdit } from './GroupEdit.tsx';
import { GroupList } from './GroupList.tsx';
import type { Group } from './groupTypes.ts';

/** products/lists/groups: contacts organised in groups. */
export default {
  list: GroupList,
  create: GroupCreate,
  edit: GroupEdit,
  recordRepresentation: (group: Group) => group.name,
  options: { label: 'Groups' },
};
