import { orderBy } from '../../lib/listOptions.ts';
import { isoTime } from '../../lib/sqlFormat.ts';

/** Group answer columns, member count included (the lists show it). */
export const groupColumns = (alias = 'g') => `${alias}.id::int as id, ${alias}.name, ${alias}.description,
  (select count(*)::int from crm_group_contacts m where m.group_id = ${alias}.id) as contact_count,
  ${isoTime(`${alias}.created_at`)} as created_at, ${isoTime(`${alias}.updated_at`)} as updated_at`;

export function groupOrder(alias = 'g', ordering?: string): string {
  const columns: Record<string, string> = {
    name: `lower(${alias}.name)`,
    description: `lower(${alias}.description)`,
    created_at: `${alias}.created_at`,
    updated_at: `${alias}.updated_at`,
    contact_count: `(select count(*) from crm_group_contacts m where m.group_id = ${alias}.id)`,
  };
  return orderBy(ordering, columns, `lower(${alias}.name), ${alias}.id`, `${alias}.id`);
}
