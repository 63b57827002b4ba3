import { lazyPage } from '../../lib/lazyPage.tsx';
import type { Group } from '../../dataProvider/crmTypes.ts';

/** products/lists/groups: contacts organised in groups; its screens load on demand. */
export default {
  list: lazyPage('groups', () => import('./GroupList.tsx').then((m) => ({ default: m.GroupList }))),
  create: lazyPage('group-create', () => import('./GroupCreate.tsx').then((m) => ({ default: m.GroupCreate }))),
  edit: lazyPage('group-edit', () => import('./GroupEdit.tsx').then((m) => ({ default: m.GroupEdit }))),
  recordRepresentation: (group: Group) => group.name,
  options: { label: 'Groups' },
};
