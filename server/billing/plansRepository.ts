import type { Queryable } from '../db/database.ts';

export interface PlanRow {
  id: string;
  name: string;
  price_cents: number;
  currency: string;
  credits_per_month: number;
  credits_roll_over: boolean;
  download_row_limit: number;
  api_access: boolean;
  /** Requests per minute per API key (migration 080; 60 unless the plan says otherwise). */
  api_rate_limit_per_minute: number;
  features: string[];
  /** Members a team on the plan may have (migration 152). */
  seats: number;
  stripe_price_id: string | null;
}

const COLUMNS = `id, name, price_cents, currency, credits_per_month, credits_roll_over, download_row_limit, api_access, api_rate_limit_per_minute, features, seats, stripe_price_id`;

export function plansRepository(db: Queryable) {
  return {
    async list(): Promise<PlanRow[]> {
      return db.query<PlanRow>(`select ${COLUMNS} from plans where active order by sort_order, price_cents`);
    },
    async find(id: string): Promise<PlanRow | undefined> {
      const [row] = await db.query<PlanRow>(`select ${COLUMNS} from plans where id = $1 and active`, [id]);
      return row;
    },
  };
}
