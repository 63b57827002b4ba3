import { lazyPage } from '../../lib/lazyPage.tsx';
import type { Contact } from '../../dataProvider/crmTypes.ts';
import { contactName } from './contactTypes.ts';

/** products/lists/clients-groups: the investor's contact list; its screens load on demand. */
export default {
  list: lazyPage('contacts', () => import('./ContactList.tsx').then((m) => ({ default: m.ContactList }))),
  create: lazyPage('contact-create', () => import('./ContactCreate.tsx').then((m) => ({ default: m.ContactCreate }))),
  edit: lazyPage('contact-edit', () => import('./ContactEdit.tsx').then((m) => ({ default: m.ContactEdit }))),
  recordRepresentation: (contact: Contact) => contactName(contact),
  options: { label: 'Contacts' },
};
