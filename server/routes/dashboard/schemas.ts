import { Type, type Static } from 'typebox';
import { LedgerKindSchema } from '../../credits/ledgerSchema.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, Paged } from '../../lib/pagination.ts';
import { PlanInForce } from '../subscription/schemas.ts';

const Day = (description: string) =>
  Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$', maxLength: 10, description });
const Kind = LedgerKindSchema;

export const LedgerEntry = Type.Object({
  id: Type.Integer(),
  created_at: Type.String({ description: 'ISO time' }),
  kind: Kind,
  credits: Type.Integer({
    description: 'Signed: negative for what was spent, positive for credits given (grant, refund) or moved in (transfer).',
  }),
  description: Type.String(),
  link: Type.Union([Type.String(), Type.Null()], {
    description: 'App path of what the credits bought (saved search, search, download, report).',
  }),
});

export const LedgerQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })),
  kind: Type.Optional(Kind),
  from: Type.Optional(Day('First day (inclusive), in your time zone.')),
  to: Type.Optional(Day('Last day (inclusive), in your time zone.')),
});
export type LedgerQuery = Static<typeof LedgerQuery>;

export const LedgerPage = Paged(LedgerEntry);

export const UsageDay = Type.Object({
  date: Type.String(),
  searches: Type.Integer({ description: 'Credits spent on searches that day (one per filter set).' }),
  downloads: Type.Integer(),
  reports: Type.Integer(),
  api_calls: Type.Integer(),
  refunds: Type.Integer({ description: 'Credits given back that day.' }),
});

/** A team member's monthly credit cap (issue 27): what they spent from the team's pool this month (UTC) and what it leaves. */
export const MemberCap = Type.Object({
  cap: Type.Integer({ description: 'The most credits the member may spend from the team a calendar month (UTC).' }),
  used: Type.Integer({ description: "Credits spent from the team's pool this month, net of refunds." }),
  remaining: Type.Integer({ description: 'What the cap leaves this month.' }),
  resets_at: Type.String({ format: 'date-time', description: 'When the month ends and the count starts again.' }),
});

export const DashboardData = Type.Object({
  balance: Type.Integer({ description: "The credits the user spends from: a team member's is the team's pool." }),
  member_cap: Type.Optional(MemberCap),
  used_this_period: Type.Integer({ description: 'Credits spent in the period less refunds in it: the sum of the usage days.' }),
  period_start: Type.String({
    description: "First day of the period (YYYY-MM-DD, your time zone): the plan in force's billing period, else the calendar month.",
  }),
  period_end: Type.String({ description: 'Last day of the period, inclusive.' }),
  time_zone: Type.String(),
  plan_name: Type.String({ description: "The plan in force's name (plan.name)." }),
  plan: PlanInForce,
  usage: Type.Array(UsageDay),
  ledger: LedgerPage,
});
