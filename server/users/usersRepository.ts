import type { Queryable } from '../db/database.ts';
import { isoTime } from '../lib/sqlFormat.ts';
import type { Profile, ProfileUpdate } from './schemas.ts';

const PROFILE_COLUMNS = `id::int as id, email, cognito_username, firstname, lastname, phone, company, free_trial, timezone,
  ${isoTime('created_at')} as created_at`;

export function usersRepository(db: Queryable) {
  return {
    async findBySub(sub: string): Promise<Profile | undefined> {
      const [row] = await db.query<Profile>(`select ${PROFILE_COLUMNS} from users where cognito_sub = $1`, [sub]);
      return row;
    },

    async exists(id: number): Promise<boolean> {
      const rows = await db.query('select 1 from users where id = $1', [id]);
      return rows.length > 0;
    },

    async idBySub(sub: string): Promise<number | undefined> {
      const [row] = await db.query<{ id: number }>('select id::int as id from users where cognito_sub = $1', [sub]);
      return row?.id;
    },

    async emailTakenByAnother(email: string, sub: string): Promise<boolean> {
      const rows = await db.query('select 1 from users where lower(email) = lower($1) and cognito_sub <> $2', [email, sub]);
      return rows.length > 0;
    },

    /** Idempotent: a retried registration updates the same row. */
    /** A new user's time zone is the one given (the browser's at sign-up), else UTC; a repeated registration keeps the stored one. */
    async upsert(user: {
      sub: string;
      username: string;
      email: string;
      firstname: string;
      lastname: string;
      freeTrial: boolean;
      timezone?: string;
    }) {
      const [row] = await db.query<Profile & { inserted: boolean }>(
        `insert into users (cognito_sub, cognito_username, email, firstname, lastname, free_trial, timezone)
         values ($1, $2, $3, $4, $5, $6, coalesce($7, 'UTC'))
         on conflict (cognito_sub) do update set cognito_username = excluded.cognito_username, email = excluded.email,
           firstname = excluded.firstname, lastname = excluded.lastname,
           free_trial = users.free_trial or excluded.free_trial, updated_at = now()
         returning ${PROFILE_COLUMNS}, (xmax = 0) as inserted`,
        [user.sub, user.username, user.email, user.firstname, user.lastname, user.freeTrial, user.timezone ?? null],
      );
      return row!;
    },

    async update(sub: string, changes: ProfileUpdate): Promise<Profile | undefined> {
      const fields = Object.entries(changes).filter(([, value]) => value !== undefined);
      const assignments = fields.map(([name], i) => `${name} = $${i + 2}`).join(', ');
      const [row] = await db.query<Profile>(
        `update users set ${assignments}, updated_at = now() where cognito_sub = $1 returning ${PROFILE_COLUMNS}`,
        [sub, ...fields.map(([, value]) => value)],
      );
      return row;
    },
  };
}
