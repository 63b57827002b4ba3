import { lazyPage } from '../../lib/lazyPage.tsx';
import type { AutomatedEmail } from '../../dataProvider/crmTypes.ts';

/** products/lists/automated-emails: emails of a saved search's new listings to groups and contacts; screens load on demand. */
export default {
  list: lazyPage('automated-emails', () => import('./EmailList.tsx').then((m) => ({ default: m.EmailList }))),
  create: lazyPage('automated-email-create', () => import('./EmailCreate.tsx').then((m) => ({ default: m.EmailCreate }))),
  edit: lazyPage('automated-email-edit', () => import('./EmailEdit.tsx').then((m) => ({ default: m.EmailEdit }))),
  recordRepresentation: (email: AutomatedEmail) => email.name,
  options: { label: 'Automated emails' },
};
