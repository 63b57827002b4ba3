import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { planInForceView } from '../../billing/planState.ts';
import { usageDashboard } from '../../credits/usageDashboard.ts';
import { pageOf, paged } from '../../lib/pagination.ts';
import { DashboardData, LedgerPage, LedgerQuery } from './schemas.ts';

/**
 * The usage dashboard: GET /dashboard/data/ (the plan in force, balance, period, usage per day, first ledger page) and
 * GET /dashboard/ledger/. The plan and its period are billing's (the same answer as Subscription's); credits sums the usage.
 */
const dashboard: FastifyPluginAsyncTypebox = async (app) => {
  const usage = usageDashboard(app.db, app.credits);
  const tags = ['dashboard'];

  app.get(
    '/dashboard/data/',
    { schema: { tags, summary: 'Read the usage dashboard', response: { 200: DashboardData } } },
    async (request) => {
      const page = pageOf({});
      const plan = await app.billing.planState.current(request.userId);
      const billingPeriod = plan.period_start && plan.period_end ? { start: plan.period_start, end: plan.period_end } : null;
      const [{ ledger, ...data }, month] = await Promise.all([
        usage.data(request.userId, page.limit, billingPeriod),
        app.credits.memberMonth(request.userId),
      ]);
      // A team member with a cap sees what it leaves them this month beside the team's balance.
      const memberCap =
        month && month.cap !== null && month.remaining !== null
          ? { member_cap: { cap: month.cap, used: month.used, remaining: month.remaining, resets_at: month.resets_at.toISOString() } }
          : {};
      const first = paged(request, page, ledger.count, ledger.rows);
      // The further pages live at /dashboard/ledger/.
      const next = first.next && new URL(first.next);
      if (next) next.pathname = next.pathname.replace(/data\/$/, 'ledger/');
      return {
        ...data,
        ...memberCap,
        plan_name: plan.name,
        plan: planInForceView(plan),
        ledger: { ...first, next: next ? next.toString() : null },
      };
    },
  );

  app.get(
    '/dashboard/ledger/',
    { schema: { tags, summary: 'List the credit ledger', querystring: LedgerQuery, response: { 200: LedgerPage } } },
    async (request) => {
      const page = pageOf(request.query);
      const { count, rows } = await usage.ledger(request.userId, request.query, page.limit, page.offset);
      return paged(request, page, count, rows);
    },
  );
};
export default dashboard;
