import { Type, type Static } from 'typebox';
import { Id, IdArray } from '../../lib/ids.ts';
import { ListQuery } from '../../lib/listOptions.ts';

const SCHEDULES = Type.Union([Type.Literal('instant'), Type.Literal('daily'), Type.Literal('weekly')], {
  description: 'instant: mailed as soon as new matches appear (checked every minute); daily/weekly: at send_hour in the time zone',
});
const STATUS = Type.Union([Type.Literal('active'), Type.Literal('paused')]);

/** Sharing with the caller's team (issue 27; docs/teams.md, "Sharing", "Automated e-mails"). */
const Shared = Type.Boolean({
  description:
    "true: shared with the caller's team (every member reads it; its owner and the team's owners and account managers change, pause, send and delete it; it still mails its owner's recipients, as its owner); false: private. 400 for a user without a team.",
});

/** A person as a shared item names them: their name, or their e-mail without one. */
const Person = (description: string) =>
  Type.Union(
    [Type.Object({ id: Type.Integer(), name: Type.String({ description: 'Their name, or their e-mail without one' }) }), Type.Null()],
    {
      description,
    },
  );

const fields = {
  name: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
  saved_search_id: Id(),
  subject: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S', description: 'May use {{placeholders}}' }),
  body: Type.String({ minLength: 1, maxLength: 20000, description: 'Plain text; may use {{placeholders}}' }),
  schedule: SCHEDULES,
  send_hour: Type.Integer({ minimum: 0, maximum: 23 }),
  send_weekday: Type.Integer({ minimum: 0, maximum: 6, description: '0 = Sunday … 6 = Saturday (weekly)' }),
  timezone: Type.Union([Type.String({ minLength: 1, maxLength: 64 }), Type.Null()], { description: "IANA zone; null follows the user's" }),
  status: STATUS,
};

export const AutomatedEmailCreate = Type.Object(
  {
    name: fields.name,
    saved_search_id: fields.saved_search_id,
    subject: fields.subject,
    body: fields.body,
    schedule: fields.schedule,
    send_hour: Type.Optional(fields.send_hour),
    send_weekday: Type.Optional(fields.send_weekday),
    timezone: Type.Optional(fields.timezone),
    status: Type.Optional(fields.status),
    group_ids: Type.Optional(Type.Array(Id(), { maxItems: 1000 })),
    contact_ids: Type.Optional(Type.Array(Id(), { maxItems: 1000 })),
    shared: Type.Optional(Shared),
  },
  { additionalProperties: false },
);
export type AutomatedEmailCreate = Static<typeof AutomatedEmailCreate>;

export const AutomatedEmailUpdate = Type.Object(
  {
    id: Id(),
    name: Type.Optional(fields.name),
    saved_search_id: Type.Optional(fields.saved_search_id),
    subject: Type.Optional(fields.subject),
    body: Type.Optional(fields.body),
    schedule: Type.Optional(fields.schedule),
    send_hour: Type.Optional(fields.send_hour),
    send_weekday: Type.Optional(fields.send_weekday),
    timezone: Type.Optional(fields.timezone),
    status: Type.Optional(fields.status),
    shared: Type.Optional(Shared),
  },
  { additionalProperties: false, minProperties: 2 },
);
export type AutomatedEmailUpdate = Static<typeof AutomatedEmailUpdate>;

export const AutomatedEmail = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  saved_search_id: Type.Union([Type.Integer(), Type.Null()]),
  saved_search_name: Type.Union([Type.String(), Type.Null()]),
  subject: Type.String(),
  body: Type.String(),
  schedule: Type.String(),
  send_hour: Type.Integer(),
  send_weekday: Type.Integer(),
  timezone: Type.Union([Type.String(), Type.Null()]),
  effective_timezone: Type.String(),
  status: Type.String(),
  group_count: Type.Integer(),
  contact_count: Type.Integer(),
  recipient_count: Type.Integer({ description: 'Distinct contacts reached through groups and direct picks' }),
  last_run_at: Type.String(),
  next_run_at: Type.String(),
  created_at: Type.String(),
  updated_at: Type.String(),
  shared: Type.Boolean({ description: "Shared with the owner's team (false: private)." }),
  created_by: Person('Who made it (null once their account is deleted).'),
  updated_by: Person('Who changed it last (null once their account is deleted).'),
  can_edit: Type.Boolean({ description: 'Whether the caller may change, pause, send, unshare or delete it.' }),
  edit_refusal: Type.Union([Type.String(), Type.Null()], {
    description: 'Why the caller may not change, pause, send or delete it (null when they may).',
  }),
});
export type AutomatedEmail = Static<typeof AutomatedEmail>;

export const StatusChange = Type.Object(
  { status: Type.Optional(STATUS) },
  { additionalProperties: false, description: 'Omit status to toggle' },
);
export const GroupIdsBody = Type.Object({ group_ids: IdArray }, { additionalProperties: false });
export const RecipientsChanged = Type.Object({
  automated_email_id: Type.Integer(),
  recipient_count: Type.Integer(),
  added: Type.Optional(Type.Array(Type.Integer())),
  removed: Type.Optional(Type.Array(Type.Integer())),
});

export const SendNowBody = Type.Object(
  {
    contact_id: Type.Optional(Id({ description: "Fill the placeholders with this contact's details" })),
    to_contact: Type.Optional(
      Type.Boolean({ description: "Send the test to that contact's address instead of the account's own (a preview for a client)" }),
    ),
  },
  { additionalProperties: false },
);
export const SendNowAnswer = Type.Object({
  run_id: Type.Integer(),
  outbox_id: Type.Integer(),
  to: Type.String(),
  listing_count: Type.Integer(),
});

export const EmailLog = Type.Object({
  id: Type.Integer(),
  automated_email_id: Type.Union([Type.Integer(), Type.Null()]),
  email_name: Type.String(),
  run_id: Type.Union([Type.Integer(), Type.Null()]),
  contact_id: Type.Union([Type.Integer(), Type.Null()]),
  recipient: Type.String(),
  subject: Type.String(),
  status: Type.String({ description: 'sent | failed | skipped_unsubscribed | no_new_listings | no_recipients' }),
  error: Type.Union([Type.String(), Type.Null()]),
  attempts: Type.Integer(),
  listing_count: Type.Integer(),
  test: Type.Boolean(),
  created_at: Type.String(),
});
export const LogsQuery = Type.Object({
  ...ListQuery.properties,
  email_id: Type.Optional(Id()),
  status: Type.Optional(Type.String({ maxLength: 40 })),
});

/** An e-mail log row's status in words (the e-mail logs screen, the team's e-mail log export). */
export const EMAIL_LOG_STATUS_LABELS: Record<string, string> = {
  sent: 'Sent',
  failed: 'Failed',
  skipped_unsubscribed: 'Skipped: unsubscribed',
  no_new_listings: 'Nothing new to send',
  no_recipients: 'No recipients',
};
export const emailLogStatusLabel = (status: string) => EMAIL_LOG_STATUS_LABELS[status] ?? status;
