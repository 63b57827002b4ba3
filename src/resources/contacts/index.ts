import { ContactCreate } from './ContactCreate.tsx';
import { ContactEdit } from './ContactEdit.tsx';
import { ContactList } from './ContactList.tsx';
import { contactName, type Contact } from './contactTypes.ts';

/** products/lists/clients-groups: the investor's contact list. */
export default {
  list: ContactList,
  create: ContactCreate,
  edit: ContactEdit,
  recordRepresentation: (contact: Contact) => contactName(contact),
  options: { label: 'Contacts' },
};
