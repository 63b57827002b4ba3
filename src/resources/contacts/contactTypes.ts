import type { Identifier } from 'react-admin';

/** A contact as the API answers it (server/routes/contacts/schemas.ts). */
export interface Contact {
  id: Identifier;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  company: string;
  role: string;
  tags: string[];
  notes: string;
  unsubscribed: boolean;
  unsubscribed_at: string | null;
  created_at: string;
  updated_at: string;
}

export const ROLE_CHOICES = ['buyer', 'seller', 'agent', 'lender', 'investor', 'other'].map((id) => ({
  id,
  name: id[0]!.toUpperCase() + id.slice(1),
}));

/** "Ann Lee", or the email when the contact has no name. */
export const contactName = (contact: Pick<Contact, 'first_name' | 'last_name' | 'email'> | undefined) =>
  contact ? [contact.first_name, contact.last_name].filter(Boolean).join(' ') || contact.email : '';
