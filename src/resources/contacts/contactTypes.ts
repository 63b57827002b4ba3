import type { Contact, Role } from '../../dataProvider/crmTypes.ts';

/** Every role the API accepts, with its label: a Record, so the compiler holds the keys to the server's list (ROLES). */
const ROLE_NAMES: Record<Role, string> = {
  buyer: 'Buyer',
  seller: 'Seller',
  agent: 'Agent',
  lender: 'Lender',
  investor: 'Investor',
  other: 'Other',
};

export const ROLE_CHOICES = Object.entries(ROLE_NAMES).map(([id, name]) => ({ id, name }));

/** "Ann Lee", or the email when the contact has no name. */
export const contactName = (contact: Pick<Contact, 'first_name' | 'last_name' | 'email'> | undefined) =>
  contact ? [contact.first_name, contact.last_name].filter(Boolean).join(' ') || contact.email : '';
