import { sharedScopeSql, type SharingScope } from '../teams/sharingSql.ts';
import { isoTime } from '../lib/sqlFormat.ts';
import type { SqlParams } from '../lib/sqlParams.ts';
import { contactColumns } from './contacts/contactSql.ts';

/**
 * SQL of the CRM's sharing (issue 27; docs/teams.md, "Sharing" → "Contacts and groups"): a contact or a group is its
 * owner's (`user_id`) and, with `team_id` set, shared with that team; `created_by` / `updated_by` name who made it and who
 * changed it last.
 */

/** A person as a shared item names them: `{id, name}` (the name, or the e-mail without one), null once the account is gone. */
export const personSql = (alias: string) =>
  `case when ${alias}.id is null then null else json_build_object('id', ${alias}.id::int, 'name',
     coalesce(nullif(trim(${alias}.firstname || ' ' || ${alias}.lastname), ''), ${alias}.email)) end`;

/** The sharing columns of a row of `alias` (joined with `users` as `<alias>cu` and `<alias>uu`, see sharingJoins). */
const sharingColumns = (alias: string) =>
  `${alias}.user_id::int as owner_id, ${alias}.team_id::int as team_id,
   ${personSql(`${alias}cu`)} as created_by, ${personSql(`${alias}uu`)} as updated_by`;

/** `table alias` with who made and last changed each row. */
export const sharingFrom = (table: 'crm_contacts' | 'crm_groups', alias: string) =>
  `${table} ${alias} left join users ${alias}cu on ${alias}cu.id = ${alias}.created_by
   left join users ${alias}uu on ${alias}uu.id = ${alias}.updated_by`;

/** A contact as /crm/contacts/ reads it: its answer's columns and its sharing. */
export const sharedContactColumns = (alias = 'c') => `${contactColumns(alias)}, ${sharingColumns(alias)}`;

/** Whether the contact of `contactExpr` (an id) is one the scope reaches: its own, or shared with its current team. */
export const contactInScope = (contactExpr: string, scope: SharingScope, params: SqlParams) =>
  `exists (select 1 from crm_contacts rc where rc.id = ${contactExpr} and ${sharedScopeSql('rc', 'user_id', scope, params)})`;

/** A group's members the scope reaches (what a member of a shared group sees of it), counted. */
export const reachedMemberCount = (groupExpr: string, scope: SharingScope, params: SqlParams) =>
  `(select count(*)::int from crm_group_contacts m where m.group_id = ${groupExpr} and ${contactInScope('m.contact_id', scope, params)})`;

/** A group as /crm/groups/ reads it for the scope: its members counted as the scope reaches them, and its sharing. */
export const sharedGroupColumns = (alias: string, scope: SharingScope, params: SqlParams) =>
  `${alias}.id::int as id, ${alias}.name, ${alias}.description, ${reachedMemberCount(`${alias}.id`, scope, params)} as contact_count,
   ${isoTime(`${alias}.created_at`)} as created_at, ${isoTime(`${alias}.updated_at`)} as updated_at, ${sharingColumns(alias)}`;
