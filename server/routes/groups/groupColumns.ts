import { isoTime } from '../contacts/contactColumns.ts';

/** Group answer columns, member count included (the lists show it). */
export const groupColumns = (alias = 'g') => `${alias}.id::int as id, ${alias}.name, ${alias}.description,
  (select count(*)::int from crm_group_contacts m where m.group_id = ${alias}.id) as contact_count,
  ${isoTime(`${alias}.created_at`)} as created_at, ${isoTime(`${alias}.updated_at`)} as updated_at`;

export const groupOrder = (alias = 'g') => `lower(${alias}.name), ${alias}.id`;
