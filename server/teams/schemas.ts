import { Type, type Static } from 'typebox';
import { Id } from '../lib/ids.ts';
import { PageQuery } from '../lib/pagination.ts';
import { LedgerKindSchema } from '../credits/ledgerSchema.ts';

export const TEAM_ROLES = ['owner', 'account_manager', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
export const TeamRoleSchema = Type.Union([Type.Literal('owner'), Type.Literal('account_manager'), Type.Literal('member')], {
  description: 'owner: billing, members, everything; account_manager: members and their usage, no billing; member: own work',
});

const teamName = Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' });

export const TeamCreate = Type.Object({ name: teamName }, { additionalProperties: false });
export type TeamCreate = Static<typeof TeamCreate>;
export const TeamUpdate = Type.Object({ name: teamName }, { additionalProperties: false });
export type TeamUpdate = Static<typeof TeamUpdate>;

export const TeamMember = Type.Object({
  user_id: Type.Integer(),
  email: Type.String(),
  firstname: Type.String(),
  lastname: Type.String(),
  role: TeamRoleSchema,
  joined_at: Type.String(),
  credit_cap: Type.Union([Type.Integer(), Type.Null()], {
    description: 'The most credits the member may spend from the team a calendar month (UTC); null: no cap',
  }),
  credits_this_month: Type.Union([Type.Integer(), Type.Null()], {
    description:
      "Credits the member spent from the team's pool this calendar month (UTC), net of refunds; null when the caller may not read it (a member sees only their own)",
  }),
});
export type TeamMember = Static<typeof TeamMember>;

export const Team = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  created_at: Type.String(),
  role: TeamRoleSchema,
  members: Type.Array(TeamMember),
  seats: Type.Integer({ description: "Members the team's plan allows (members and open invitations counted)" }),
  seats_used: Type.Integer({ description: 'Members plus open invitations' }),
  balance: Type.Integer({ description: "The team's credit pool: its billing owner's balance, which every member spends from" }),
  billing_user_id: Type.Union([Type.Integer(), Type.Null()], {
    description: "The owner whose subscription and credits are the team's (they cannot leave the team)",
  }),
});
export type Team = Static<typeof Team>;

export const InvitationCreate = Type.Object(
  { email: Type.String({ format: 'email', minLength: 3, maxLength: 254 }), role: Type.Optional(TeamRoleSchema) },
  { additionalProperties: false },
);
export type InvitationCreate = Static<typeof InvitationCreate>;

export const Invitation = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  role: TeamRoleSchema,
  status: Type.Union([Type.Literal('pending'), Type.Literal('accepted'), Type.Literal('expired')]),
  invited_by: Type.Union([Type.Integer(), Type.Null()]),
  created_at: Type.String(),
  expires_at: Type.String(),
  accepted_at: Type.Union([Type.String(), Type.Null()]),
});
export type Invitation = Static<typeof Invitation>;

export const InvitationAccept = Type.Object(
  { token: Type.String({ minLength: 20, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' }) },
  { additionalProperties: false },
);

/** Hands the team's billing to another owner (PUT /teams/current/billing/). */
export const BillingHandover = Type.Object(
  { user_id: Id({ description: 'The owner who pays for the team from now on' }) },
  { additionalProperties: false },
);
export type BillingHandover = Static<typeof BillingHandover>;
export const MemberParams = Type.Object({ userId: Id() });
/** The most a monthly cap may be (the plans grant far less a month). */
export const MAX_CREDIT_CAP = 1_000_000;
export const MemberChange = Type.Object(
  {
    role: Type.Optional(TeamRoleSchema),
    credit_cap: Type.Optional(
      Type.Union([Type.Integer({ minimum: 0, maximum: MAX_CREDIT_CAP }), Type.Null()], {
        description: 'The most credits the member may spend from the team a calendar month (UTC); null removes the cap',
      }),
    ),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type MemberChange = Static<typeof MemberChange>;

const day = (description: string) => Type.Optional(Type.String({ format: 'date', minLength: 10, maxLength: 10, description }));

export const AuditFilter = Type.Object({
  event: Type.Optional(Type.String({ pattern: '^[a-z_.]+$', maxLength: 60, description: 'One event, e.g. member.invited' })),
  member: Type.Optional(Id({ description: 'A member (users.id): events they did or that were about them' })),
  from: day('First day (UTC), inclusive'),
  to: day('Last day (UTC), inclusive'),
});
export type AuditFilter = Static<typeof AuditFilter>;
export const AuditQuery = Type.Object({ ...PageQuery.properties, ...AuditFilter.properties });

export const AuditEvent = Type.Object({
  id: Type.Integer(),
  event: Type.String(),
  actor_id: Type.Union([Type.Integer(), Type.Null()]),
  actor_email: Type.Union([Type.String(), Type.Null()]),
  subject: Type.String(),
  subject_user_id: Type.Union([Type.Integer(), Type.Null()]),
  detail: Type.Record(Type.String(), Type.Unknown()),
  created_at: Type.String(),
});
export type AuditEvent = Static<typeof AuditEvent>;

export const TeamUsageFilter = Type.Object({
  from: day("First day (the caller's time zone), inclusive; default the first of this month"),
  to: day("Last day (the caller's time zone), inclusive; default the last of this month"),
});
export type TeamUsageFilter = Static<typeof TeamUsageFilter>;

const credits = (description: string) => Type.Integer({ minimum: 0, description });
const spend = {
  searches: credits('Credits spent on searches'),
  downloads: credits('Credits spent on downloads'),
  reports: credits('Credits spent on property reports'),
  api_calls: credits('Credits spent through the developer API'),
  refunds: credits('Credits given back'),
};

export const TeamMemberUsage = Type.Object({
  user_id: Type.Integer(),
  email: Type.String(),
  firstname: Type.String(),
  lastname: Type.String(),
  role: TeamRoleSchema,
  ...spend,
  used: Type.Integer({ description: 'Credits used over the range, net of refunds (as the usage dashboard counts them)' }),
});

export const TeamUsage = Type.Object({
  from: Type.String({ format: 'date' }),
  to: Type.String({ format: 'date' }),
  time_zone: Type.String({ description: "The caller's time zone the days are counted in" }),
  used: Type.Integer({ description: "The team's credits used over the range, net of refunds" }),
  members: Type.Array(TeamMemberUsage, { description: "Every current member, with their range's totals (zero when idle)" }),
  days: Type.Array(Type.Object({ date: Type.String({ format: 'date' }), user_id: Type.Integer(), ...spend }), {
    description: 'Credits per day and member, only days a member spent or was refunded credits',
  }),
});
export type TeamUsage = Static<typeof TeamUsage>;

export const TeamLedgerFilter = Type.Object({
  member: Type.Optional(Id({ description: 'One member (users.id)' })),
  from: day("First day (the caller's time zone), inclusive"),
  to: day("Last day (the caller's time zone), inclusive"),
});
export type TeamLedgerFilter = Static<typeof TeamLedgerFilter>;
export const TeamLedgerQuery = Type.Object({ ...PageQuery.properties, ...TeamLedgerFilter.properties });

export const TeamLedgerEntry = Type.Object({
  id: Type.Integer(),
  created_at: Type.String({ description: 'ISO time' }),
  kind: LedgerKindSchema,
  credits: Type.Integer({ description: 'Signed: negative for what was spent, positive for credits given (grant, refund).' }),
  description: Type.String(),
  link: Type.Union([Type.String(), Type.Null()]),
  user_id: Type.Integer(),
  email: Type.String({ description: "The member's e-mail" }),
});

/** A role as people read it, on the team screen, in e-mails and in the audit log's export. */
/** One download of a current member, for the account manager's view of the team's download history. */
export const TeamDownloadEntry = Type.Object({
  id: Type.Integer(),
  created_at: Type.String({ description: 'ISO time' }),
  user_id: Type.Integer(),
  email: Type.String(),
  name: Type.String(),
  file_type: Type.String({ description: 'excel, pdf, csv or json' }),
  format: Type.String({ description: 'The format in words (Excel, PDF, CSV, JSON).' }),
  row_count: Type.Integer(),
  credits_charged: Type.Integer(),
  status: Type.String({ description: 'building, ready or failed' }),
  criteria: Type.Array(Type.String(), { description: 'The search in words.' }),
});
export type TeamDownloadEntry = Static<typeof TeamDownloadEntry>;

/** One e-mail log row of a current member's automated e-mails (the team's e-mail log). */
export const TeamEmailLogEntry = Type.Object({
  id: Type.Integer(),
  created_at: Type.String({ description: 'ISO time' }),
  user_id: Type.Integer(),
  email: Type.String({ description: "The member's e-mail address." }),
  email_name: Type.String(),
  recipient: Type.String(),
  subject: Type.String(),
  status: Type.String(),
  status_label: Type.String({ description: 'The status in words.' }),
  listing_count: Type.Integer(),
});
export type TeamEmailLogEntry = Static<typeof TeamEmailLogEntry>;

/** One call made with a current member's API key or website widget (the team's API call log). */
export const TeamApiCallEntry = Type.Object({
  id: Type.Integer(),
  created_at: Type.String({ description: 'ISO time of the call' }),
  user_id: Type.Integer(),
  email: Type.String(),
  key_name: Type.String(),
  key_prefix: Type.String(),
  method: Type.String(),
  route: Type.String(),
  status: Type.Integer({ description: 'HTTP status answered' }),
  credits: Type.Integer(),
  duration_ms: Type.Integer(),
  via_label: Type.String({ description: 'API key or Website widget' }),
});
export type TeamApiCallEntry = Static<typeof TeamApiCallEntry>;

export const TEAM_ROLE_LABELS: Record<TeamRole, string> = {
  owner: 'Owner',
  account_manager: 'Account manager',
  member: 'Member',
};

/** What each role may do, one line each, beside the role picker. */
export const TEAM_ROLE_HINTS: Record<TeamRole, string> = {
  owner: 'Billing, members and everything else',
  account_manager: "Members and every member's usage and logs; no billing",
  member: 'Their own work and what the team shares',
};

/** The audit log's events as people read them; an event recorded by a later module without a label reads as its name. */
export const AUDIT_EVENT_LABELS: Record<string, string> = {
  'team.created': 'Team created',
  'team.renamed': 'Team renamed',
  'member.invited': 'Member invited',
  'invitation.cancelled': 'Invitation withdrawn',
  'member.joined': 'Member joined',
  'member.removed': 'Member removed',
  'member.left': 'Member left',
  'member.role_changed': 'Role changed',
  'member.cap_changed': 'Monthly credit cap changed',
  'billing.handed_over': 'Billing handed over',
  'api_key.created': 'API key created',
  'api_key.deleted': 'API key deleted',
  'plan.changed': 'Plan changed',
  'plan.cancelled': 'Plan cancelled',
  'share_link.created': 'Share link created',
  'share_link.revoked': 'Share link revoked',
  'user.signed_in': 'Signed in',
  'saved_search.shared': 'Saved search shared',
  'saved_search.unshared': 'Saved search made private',
  'contact.shared': 'Contact shared',
  'contact.unshared': 'Contact made private',
  'group.shared': 'Group shared',
  'group.unshared': 'Group made private',
  'automated_email.shared': 'Automated e-mail shared',
  'automated_email.unshared': 'Automated e-mail made private',
  'property_list.shared': 'Saved property list shared',
  'property_list.unshared': 'Saved property list made private',
  'deal.created': 'Deal created',
  'deal.stage_changed': 'Deal moved to another stage',
  'deal.deleted': 'Deal deleted',
};

export const auditEventLabel = (event: string) => AUDIT_EVENT_LABELS[event] ?? event;
