import { Type, type Static } from 'typebox';

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);
const PlanId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z0-9_-]+$' });
const PortalUrl = Type.String({ minLength: 1, maxLength: 2000 });

export const PlanIdBody = Type.Object({ plan_id: PlanId }, { additionalProperties: false });
export type PlanIdBody = Static<typeof PlanIdBody>;

export const CheckoutQuery = Type.Object({ plan_id: PlanId, promo_code: Type.Optional(Type.String({ maxLength: 64 })) });
export const PaymentMethodQuery = Type.Object({ success_url: Type.Optional(PortalUrl), cancel_url: Type.Optional(PortalUrl) });
export const ManageQuery = Type.Object({ return_url: Type.Optional(PortalUrl) });

export const UrlAnswer = Type.Object({ url: Type.String() });

export const Plan = Type.Object({
  id: Type.String(),
  name: Type.String(),
  price: Type.Number({ description: 'Monthly price in major units (dollars)' }),
  price_cents: Type.Integer(),
  currency: Type.String(),
  interval: Type.Literal('month'),
  credits_per_month: Type.Integer(),
  credits_roll_over: Type.Boolean({ description: 'Unused credits carry into the next period' }),
  download_row_limit: Type.Integer(),
  api_access: Type.Boolean(),
  seats: Type.Integer({ description: 'Members a team on this plan may have (members and open invitations counted)' }),
  features: Type.Array(Type.String()),
});

export const PlansAnswer = Type.Object({
  results: Type.Array(Plan),
  free_trial: Type.Object({
    days: Type.Integer(),
    credits: Type.Integer(),
    api_access: Type.Boolean(),
    download_row_limit: Type.Integer(),
  }),
});

const Status = Type.Union([
  Type.Literal('trialing'),
  Type.Literal('active'),
  Type.Literal('past_due'),
  Type.Literal('canceled'),
  Type.Literal('none'),
]);

/** The plan in force (server/billing/planState.ts): Subscription, Credit usage, the credit balance and 402 messages read it. */
export const PlanInForce = Type.Object({
  id: Nullable(Type.String({ description: "The plan's id, 'free_trial' on the trial, null without a subscription" })),
  name: Type.String({ description: "'Free trial', the plan's name, or 'No plan'" }),
  status: Status,
  is_trial: Type.Boolean(),
  period_start: Nullable(Type.String({ format: 'date-time', description: 'Start of the live plan’s current period; null without one' })),
  period_end: Nullable(Type.String({ format: 'date-time', description: 'End of the live plan’s current period (renewal or trial end)' })),
  cancel_at_period_end: Type.Boolean(),
  credits_per_period: Type.Union([Type.Integer(), Type.Null()], { description: 'Credits the live plan grants a period' }),
  download_row_limit: Type.Integer({ description: 'Rows one download may hold under this plan' }),
  api_access: Type.Boolean(),
  trial_available: Type.Boolean({ description: 'The free trial may still be started' }),
});

export const SubscriptionInfo = Type.Object({
  is_subscribed: Type.Boolean(),
  subscription_status: Status,
  plan_id: Nullable(Type.String()),
  plan_name: Nullable(Type.String()),
  is_trial: Type.Boolean(),
  current_period_start: Nullable(Type.String({ format: 'date-time' })),
  current_period_end: Nullable(Type.String({ format: 'date-time' })),
  cancel_at_period_end: Type.Boolean(),
  credits_per_month: Type.Union([Type.Integer(), Type.Null()]),
  api_access: Type.Boolean(),
  subscription_id: Nullable(Type.String()),
  customer_id: Nullable(Type.String()),
  billing_provider: Type.Union([Type.Literal('stripe'), Type.Literal('local')]),
  team_plan: Type.Boolean({
    description: "The plan is the caller's team's: its owner's subscription, which the members' credits come from",
  }),
  plan: PlanInForce,
});

export const TrialInfo = Type.Object({
  eligible: Type.Boolean({ description: 'The user may still start the free trial' }),
  is_trialing: Type.Boolean(),
  trial_end: Nullable(Type.String({ format: 'date-time' })),
  days_left: Type.Integer(),
  trial_days: Type.Integer(),
  trial_credits: Type.Integer(),
});

export const WebhookAnswer = Type.Object({ received: Type.Boolean(), duplicate: Type.Boolean() });
