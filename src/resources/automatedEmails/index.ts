import { EmailCreate } from './EmailCreate.tsx';
import { EmailEdit } from './EmailEdit.tsx';
import { EmailList } from './EmailList.tsx';
import type { AutomatedEmail } from './emailTypes.ts';

/** products/lists/automated-emails: emails of a saved search's new listings to groups and contacts. */
export default {
  list: EmailList,
  create: EmailCreate,
  edit: EmailEdit,
  recordRepresentation: (email: AutomatedEmail) => email.name,
  options: { label: 'Automated emails' },
};
