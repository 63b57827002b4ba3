import type { ApiRequest } from '../auth/httpClient.ts';

export type LedgerKind = 'search' | 'download' | 'report' | 'api' | 'grant' | 'refund';

export interface LedgerEntry {
  id: number;
  created_at: string;
  kind: LedgerKind;
  /** Signed: negative for what was spent, positive for credits given. */
  credits: number;
  description: string;
  link: string | null;
}

export interface UsageDay {
  date: string;
  searches: number;
  downloads: number;
  reports: number;
  api_calls: number;
  refunds: number;
}

/** GET /dashboard/data/ */
export interface DashboardData {
  balance: number;
  used_this_period: number;
  period_start: string;
  period_end: string;
  time_zone: string;
  plan_name: string;
  usage: UsageDay[];
  ledger: { count: number; next: string | null; previous: string | null; results: LedgerEntry[] };
}

/** react-query key of the credit balance: searches and the dashboard update it, the app bar shows it. */
export const BALANCE_QUERY = ['usage', 'balance'];

/** Usage calls beyond the ledger list. */
export function usageMethods(request: ApiRequest) {
  return {
    /** GET /searches/credits/: the balance the app bar shows. */
    async getCreditBalance(): Promise<{ balance: number; cost_per_search: number }> {
      return (await request('/searches/credits/')).json as { balance: number; cost_per_search: number };
    },
    async getDashboard(): Promise<DashboardData> {
      return (await request('/dashboard/data/')).json as DashboardData;
    },
  };
}
export type UsageMethods = ReturnType<typeof usageMethods>;
