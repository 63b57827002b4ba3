import type { Static } from 'typebox';
import type { Contact as ContactSchema, ImportReport as ImportReportSchema, Role } from '../../server/crm/contacts/schemas.ts';
import type { Group as GroupSchema } from '../../server/crm/groups/schemas.ts';
import type {
  AutomatedEmail as AutomatedEmailSchema,
  EmailLog as EmailLogSchema,
  SendNowAnswer as SendNowAnswerSchema,
} from '../../server/mail/emails/schemas.ts';

/** The CRM's records as the API answers them, from its schemas (server/crm/*, server/mail/emails/schemas.ts). */
export type Contact = Static<typeof ContactSchema>;
export type { Role };
/** POST /crm/contacts/import/ */
export type ImportReport = Static<typeof ImportReportSchema>;
export type Group = Static<typeof GroupSchema>;
export type AutomatedEmail = Static<typeof AutomatedEmailSchema>;
/** One line of GET /automation/emails/logs/: a message to one person, or a run that sent nothing. */
export type EmailLog = Static<typeof EmailLogSchema>;
/** POST /automation/emails/{id}/send-now/ */
export type SendNowAnswer = Static<typeof SendNowAnswerSchema>;
