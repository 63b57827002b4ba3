import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';
import type { Actor } from '../../teams/authorization.ts';
import { badRequest } from '../../lib/errors.ts';
import { IdParams } from '../../lib/ids.ts';
import { Paged, PageQuery, pageOf, paged } from '../../lib/pagination.ts';
import { verifiedEmail } from '../../plugins/auth.ts';
import { failures, fileAnswer, noContent } from '../../plugins/openapi.ts';
import { SENSITIVE_RATE_LIMIT } from '../../plugins/rateLimit.ts';
import { purgeOldAuditEvents } from '../../teams/audit.ts';
import {
  BillingHandover,
  AuditEvent,
  AuditFilter,
  AuditQuery,
  Invitation,
  InvitationAccept,
  InvitationCreate,
  MemberParams,
  MemberChange,
  Team,
  TeamCreate,
  TeamMember,
  TeamUpdate,
  TeamApiCallEntry,
  TeamDownloadEntry,
  TeamEmailLogEntry,
  TeamLedgerEntry,
  TeamLedgerFilter,
  TeamLedgerQuery,
  TeamUsage,
  TeamUsageFilter,
} from '../../teams/schemas.ts';
import { teamService } from '../../teams/teamService.ts';
import { teamUsage } from '../../teams/teamUsage.ts';

/** How often audit events past their year are deleted (by one replica, on the job queue). */
const AUDIT_PURGE_SECONDS = 24 * 60 * 60;

const filterOf = ({ event, member, from, to }: AuditFilter): AuditFilter => ({ event, member, from, to });

/** Teams (issue 27): the caller's team, its members and roles, invitations by e-mail, and its audit log. */
const teams: FastifyPluginAsyncTypebox = async (app) => {
  const service = teamService(app.db, {
    publicUrl: app.config.publicUrl,
    now: () => app.credits.now(),
    planOf: (holderId) => app.billing.planState.current(holderId),
    balanceOf: (userId) => app.credits.balance(userId),
  });
  const usage = teamUsage(app.db, () => app.credits.now());
  const tags = ['teams'];
  /** Requests whose body lifted a member's cap (`credit_cap: null`), noted before validation. */
  const capsLifted = new WeakSet<object>();
  const actor = (request: { userId: number }) => service.actorOf(request.userId);

  const purge = async (log: { info(obj: object, msg: string): void }) => {
    const purged = await purgeOldAuditEvents(app.db);
    if (purged > 0) log.info({ purged }, 'audit events older than a year purged');
  };
  await app.jobs.every('teams.purge-old-audit-events', AUDIT_PURGE_SECONDS, ({ log }) => purge(log));
  // Also once at start (a replica restarted more often than daily would otherwise never purge); idempotent.
  app.addHook('onReady', async () => {
    await purge(app.log).catch((error: unknown) => app.log.error({ err: error }, 'purging old audit events failed'));
  });

  app.post(
    '/teams/',
    {
      schema: {
        tags,
        summary: 'Create a team (the caller becomes its owner)',
        body: TeamCreate,
        response: { 201: Team, ...failures(409) },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(request.userId, request.body.name)),
  );

  app.get(
    '/teams/current/',
    { schema: { tags, summary: "The caller's team, their role and its members", response: { 200: Team, ...failures(404) } } },
    async (request) => service.current(await actor(request)),
  );

  app.patch(
    '/teams/current/',
    { schema: { tags, summary: "Rename the caller's team (owner)", body: TeamUpdate, response: { 200: Team, ...failures(404) } } },
    async (request) => service.rename(await actor(request), request.body.name),
  );

  app.post(
    '/teams/current/invitations/',
    {
      config: { rateLimit: SENSITIVE_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Invite someone by e-mail (owner or account manager; owners only grant owner)',
        body: InvitationCreate,
        response: { 201: Invitation, ...failures(402, 404, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await service.invite(await actor(request), request.body)),
  );

  app.get(
    '/teams/current/invitations/',
    {
      schema: {
        tags,
        summary: "The team's invitations, newest first (owner or account manager)",
        querystring: PageQuery,
        response: { 200: Paged(Invitation), ...failures(404) },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const { count, rows } = await service.invitations(await actor(request), page);
      return paged(request, page, count, rows);
    },
  );

  app.delete(
    '/teams/current/invitations/:id/',
    { schema: { tags, summary: 'Withdraw an invitation not yet accepted', params: IdParams, response: { 204: noContent('Withdrawn') } } },
    async (request, reply) => {
      await service.cancelInvitation(await actor(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/teams/invitations/accept/',
    {
      schema: {
        tags,
        summary: "Accept an invitation sent to the caller's verified e-mail address",
        body: InvitationAccept,
        response: { 200: Team, ...failures(404, 409, 410) },
      },
    },
    async (request) => service.accept(request.userId, verifiedEmail(request.auth), request.body.token),
  );

  app.patch(
    '/teams/current/members/:userId/',
    {
      schema: {
        tags,
        summary: "Change a member's role or monthly credit cap (owner or account manager; owners only for owners)",
        description:
          "role: the member's role. credit_cap: the most credits the member may spend from the team's pool a calendar month " +
          '(UTC), or null for no cap; a charge past it answers 402.',
        params: MemberParams,
        body: MemberChange,
        response: { 200: TeamMember, ...failures(409) },
      },
      // The validator coerces types, and would read a null cap as the integer 0 (a cap that allows nothing): the body's
      // own null is noted before validation.
      preValidation: async (request) => {
        if ((request.body as { credit_cap?: unknown } | undefined)?.credit_cap === null) capsLifted.add(request);
      },
    },
    async (request) => {
      const caller = await actor(request);
      const lifted = capsLifted.has(request);
      const { role } = request.body;
      const cap = lifted ? null : request.body.credit_cap;
      // A body whose every field the validator dropped (unknown names, a form instead of JSON) changes nothing: say so.
      if (role === undefined && cap === undefined)
        throw badRequest("Send the member's new role or credit_cap.", { body: ['Expected role or credit_cap.'] });
      let member = role === undefined ? null : await service.changeRole(caller, request.params.userId, role);
      if (cap !== undefined) member = await service.setCap(caller, request.params.userId, cap);
      return member!;
    },
  );

  app.delete(
    '/teams/current/members/:userId/',
    {
      schema: {
        tags,
        summary: 'Remove a member (owner or account manager); the caller’s own id leaves the team',
        params: MemberParams,
        response: { 204: noContent('Removed'), ...failures(409) },
      },
    },
    async (request, reply) => {
      await service.removeMember(await actor(request), request.params.userId);
      return reply.status(204).send();
    },
  );

  app.put(
    '/teams/current/billing/',
    {
      schema: {
        tags,
        summary: "Hand the team's billing to another owner (the owner who pays)",
        description:
          "The subscription, the payment provider's customer (card, invoices) and the team's credit pool move to the owner " +
          'named, whose own balance joins the pool; 409 when they are not an owner or have a live plan of their own. The ' +
          'former payer may then leave the team.',
        body: BillingHandover,
        response: { 200: Team, ...failures(404, 409) },
      },
    },
    async (request) => service.handOverBilling(await actor(request), request.body.user_id),
  );

  app.get(
    '/teams/current/audit/',
    {
      schema: {
        tags,
        summary: "The team's audit log, newest first (owner or account manager)",
        querystring: AuditQuery,
        response: { 200: Paged(AuditEvent), ...failures(404) },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const { count, rows } = await service.auditEvents(await actor(request), filterOf(request.query), page);
      return paged(request, page, count, rows);
    },
  );

  app.get(
    '/teams/current/usage/',
    {
      schema: {
        tags,
        summary: 'Credits each member used per day and kind, with totals (owner or account manager)',
        querystring: TeamUsageFilter,
        response: { 200: TeamUsage, ...failures(404) },
      },
    },
    async (request) => usage.usage(await actor(request), { from: request.query.from, to: request.query.to }),
  );

  /**
   * A list of the current members' records for owners and account managers (403 for a member, 404 without a team), paged
   * and as CSV, both with the ledger's member and day filter.
   */
  const memberRecords = (records: {
    path: string;
    what: string;
    entry: TSchema;
    list: (actor: Actor, filter: TeamLedgerFilter, limit: number, offset: number) => Promise<{ count: number; rows: unknown[] }>;
    csv: (actor: Actor, filter: TeamLedgerFilter) => Promise<string>;
  }) => {
    app.get(
      `/teams/current/${records.path}/`,
      {
        schema: {
          tags,
          summary: `The current members' ${records.what}, newest first, with each row's member (owner or account manager)`,
          querystring: TeamLedgerQuery,
          response: { 200: Paged(records.entry), ...failures(404) },
        },
      },
      async (request) => {
        const page = pageOf(request.query);
        const { member, from, to } = request.query;
        const { count, rows } = await records.list(await actor(request), { member, from, to }, page.limit, page.offset);
        return paged(request, page, count, rows);
      },
    );
    app.get(
      `/teams/current/${records.path}.csv`,
      {
        schema: {
          tags,
          summary: `The current members' ${records.what} as CSV, with the same filters (owner or account manager)`,
          querystring: TeamLedgerFilter,
          response: { 200: fileAnswer(`The ${records.what}, newest first`, ['text/csv; charset=utf-8']), ...failures(404) },
        },
      },
      async (request, reply) => {
        const { member, from, to } = request.query;
        const csv = await records.csv(await actor(request), { member, from, to });
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="team-${records.path === 'ledger' ? 'credit-ledger' : records.path}.csv"`)
          .send(csv);
      },
    );
  };
  memberRecords({
    path: 'ledger',
    what: 'credit ledger',
    entry: TeamLedgerEntry,
    list: usage.ledger,
    csv: (caller, filter) => usage.ledgerCsv(caller, filter, app.config.publicUrl),
  });
  memberRecords({ path: 'downloads', what: 'downloads', entry: TeamDownloadEntry, list: usage.downloads, csv: usage.downloadsCsv });
  memberRecords({
    path: 'email-logs',
    what: 'automated e-mail log',
    entry: TeamEmailLogEntry,
    list: usage.emailLogs,
    csv: usage.emailLogsCsv,
  });
  memberRecords({ path: 'api-calls', what: 'API calls', entry: TeamApiCallEntry, list: usage.apiCalls, csv: usage.apiCallsCsv });

  app.get(
    '/teams/current/audit.csv',
    {
      schema: {
        tags,
        summary: "The team's audit log as CSV, with the same filters (owner or account manager)",
        querystring: AuditFilter,
        response: { 200: fileAnswer('The audit events, newest first', ['text/csv; charset=utf-8']), ...failures(404) },
      },
    },
    async (request, reply) => {
      const csv = await service.auditEventsCsv(await actor(request), filterOf(request.query));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="team-audit-log.csv"')
        .send(csv);
    },
  );
};
export default teams;
