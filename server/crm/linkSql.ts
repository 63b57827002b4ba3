import type { Link } from '../lib/linksRepository.ts';
import { contactColumns, contactKeywordMatch, contactOrder } from './contacts/contactSql.ts';
import { groupColumns, groupOrder } from './groups/groupSql.ts';

/** Contacts as the linked side. */
const contacts = {
  childColumn: 'contact_id',
  childTable: 'crm_contacts',
  alias: 'c',
  columns: contactColumns('c'),
  keywordMatch: (param: string) => contactKeywordMatch('c', param),
  order: (ordering?: string) => contactOrder('c', ordering),
} as const;

/** The members of a group. */
export const groupMembersLink: Link = { table: 'crm_group_contacts', parentColumn: 'group_id', ...contacts };

/** The contacts an automated email goes to directly. */
export const emailContactsLink: Link = { table: 'automated_email_contacts', parentColumn: 'automated_email_id', ...contacts };

/** The groups an automated email goes to. */
export const emailGroupsLink: Link = {
  table: 'automated_email_groups',
  parentColumn: 'automated_email_id',
  childColumn: 'group_id',
  childTable: 'crm_groups',
  alias: 'g',
  columns: groupColumns('g'),
  keywordMatch: (param) => `(g.name ilike ${param} or g.description ilike ${param})`,
  order: (ordering) => groupOrder('g', ordering),
};
