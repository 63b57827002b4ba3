import { Type, type Static } from 'typebox';
import { Id } from '../lib/ids.ts';
import { PageQuery } from '../lib/pagination.ts';

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
});
export type TeamMember = Static<typeof TeamMember>;

export const Team = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  created_at: Type.String(),
  role: TeamRoleSchema,
  members: Type.Array(TeamMember),
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

export const MemberParams = Type.Object({ userId: Id() });
export const MemberRoleChange = Type.Object({ role: TeamRoleSchema }, { additionalProperties: false });

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
