/**
 * Contacts (alias c) an automated email reaches: picked directly or through any of its groups.
 * A contact in several groups is one row: the deduplication of "one email per recipient".
 */
export const isRecipientOf = (emailIdParam: string, alias = 'c') => `(
  exists (select 1 from automated_email_contacts x where x.automated_email_id = ${emailIdParam} and x.contact_id = ${alias}.id)
  or exists (select 1 from automated_email_groups g join crm_group_contacts m on m.group_id = g.group_id
             where g.automated_email_id = ${emailIdParam} and m.contact_id = ${alias}.id))`;

export const recipientCountSql = (emailIdExpr: string, userIdExpr: string) =>
  `(select count(*)::int from crm_contacts rc where rc.user_id = ${userIdExpr} and ${isRecipientOf(emailIdExpr, 'rc')})`;
