import type { Static } from 'typebox';
import type {
  DashboardData as DashboardDataSchema,
  LedgerEntry as LedgerEntrySchema,
  UsageDay as UsageDaySchema,
} from '../../server/routes/dashboard/schemas.ts';
import type { ApiRequest } from '../auth/httpClient.ts';

/** Answers of the usage dashboard, from its schemas (server/routes/dashboard/schemas.ts). */
export type LedgerEntry = Static<typeof LedgerEntrySchema>;
export type LedgerKind = LedgerEntry['kind'];
export type UsageDay = Static<typeof UsageDaySchema>;
/** GET /dashboard/data/ */
export type DashboardData = Static<typeof DashboardDataSchema>;

/** Usage calls beyond the ledger list. */
export function usageMethods(request: ApiRequest) {
  return {
    async getDashboard(): Promise<DashboardData> {
      return (await request('/dashboard/data/')).json as DashboardData;
    },
  };
}
export type UsageMethods = ReturnType<typeof usageMethods>;
