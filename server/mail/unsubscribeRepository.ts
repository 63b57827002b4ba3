import type { Queryable } from '../db/database.ts';

export function unsubscribeRepository(db: Queryable) {
  return {
    /** The contact and whose list they are on, for the confirmation page. */
    async find(contactId: number) {
      const [row] = await db.query<{ email: string; sender: string; unsubscribed: boolean }>(
        `select c.email, coalesce(nullif(trim(u.firstname || ' ' || u.lastname), ''), u.email) as sender, c.unsubscribed_at is not null as unsubscribed
         from crm_contacts c join users u on u.id = c.user_id where c.id = $1`,
        [contactId],
      );
      return row;
    },

    /** Idempotent: the first time counts. */
    async unsubscribe(contactId: number): Promise<void> {
      await db.query('update crm_contacts set unsubscribed_at = coalesce(unsubscribed_at, now()), updated_at = now() where id = $1', [
        contactId,
      ]);
    },
  };
}
