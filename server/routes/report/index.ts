import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { creditsRepository } from '../../credits/creditsRepository.ts';
import { userTimeZone } from '../../credits/usagePeriod.ts';
import { publicApi } from '../../keys/publicApi.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';
import { pageOf, paged, Paged, PageQuery } from '../../lib/pagination.ts';
import type { AssumptionOverrides } from '../../reports/analysis/buildReport.ts';
import { present, REPORT_CREDIT_COST, reportService } from '../../reports/reportService.ts';
import { SHARE_LINK_DEFAULT_DAYS } from '../../reports/shareLinkLimits.ts';
import { shareLinks } from '../../reports/shareLinks.ts';
import {
  AssumptionsBody,
  CostAnswer,
  CreateBody,
  ListQuery,
  ReportListItem,
  ReportParams,
  ShareAnswer,
  ShareLinkItem,
  ShareLinkParams,
  ShareQuery,
  Suggestions,
  SuggestQuery,
  TokenParams,
} from './schemas.ts';
import { failures, fileAnswer } from '../../plugins/openapi.ts';
import { FullReport } from '../../reports/schemas.ts';

type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** `timeZone`: the reader's (their profile's) zone for the dates; a shared link or the sample has no reader, so UTC. */
const sendPdf = async (reply: FastifyReply, report: Body, timeZone = 'UTC') => {
  // pdfkit loads with the first report PDF, not at start.
  const { reportPdf } = await import('../../reports/reportPdf.ts');
  const name = `report-${String(report.property.address)
    .replace(/[^A-Za-z0-9]+/g, '-')
    .slice(0, 60)}.pdf`;
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${name}"`)
    .send(await reportPdf(report as FullReport, { timeZone }));
};

/** The website widget opens reports by listing only: those its session's searches showed (keys/widget.ts). */
const WIDGET_REPORT_BY_LISTING = 'The widget opens the report of a listing by its property_id.';

/**
 * Full property reports: generate (1 credit), list, read, recompute with new assumptions, PDF, a public sample, and
 * read-only links that expire and can be revoked.
 */
const report: FastifyPluginAsyncTypebox = async (app) => {
  const service = reportService(app.db, app.credits);
  const links = shareLinks(app.db);
  const accounts = creditsRepository(app.db);
  const tags = ['report'];

  app.get('/report/cost/', { schema: { tags, summary: 'Read what a report costs', response: { 200: CostAnswer } } }, async () => ({
    cost: REPORT_CREDIT_COST,
    unit: 'credit',
  }));

  const reportCost = `${REPORT_CREDIT_COST} credit per report`;
  app.post(
    '/report/',
    {
      config: { apiKey: publicApi('generate-report', reportCost) },
      schema: {
        tags,
        summary: 'Generate a full property report',
        body: CreateBody,
        // 200: the website widget shows its recent report of the listing again (free).
        response: { 200: FullReport, 201: FullReport, ...failures(402, 404) },
      },
    },
    async (request, reply) => {
      const { address, property_id } = request.body;
      const widget = request.apiCall?.widget;
      if (request.apiCall && widget) {
        if (!property_id || address !== undefined) throw forbidden(WIDGET_REPORT_BY_LISTING);
        await widget.requireShown(property_id);
        const { report, reused } = await service.widgetReport(request.userId, request.apiCall.keyId, property_id, request.apiCall);
        return reply.status(reused ? 200 : 201).send(report);
      }
      if (!address?.trim() && !property_id) throw badRequest('Give an address or a property_id.', { address: ['This field is required.'] });
      const generated = await service.generate(request.userId, { address: address?.trim(), property_id }, request.apiCall);
      return reply.status(201).send(generated);
    },
  );

  app.get(
    '/report/',
    { schema: { tags, summary: 'List reports', querystring: ListQuery, response: { 200: Paged(ReportListItem) } } },
    async (request) => {
      const page = pageOf(request.query);
      const { count, rows } = await service.list(request.userId, page, request.query.search?.trim() || undefined);
      const results = rows.map((r) => {
        const body = r.body as Body;
        return {
          id: r.id,
          created_at: r.created_at,
          address: r.address,
          property_id: r.listing_id,
          arv: body.arv?.value ?? null,
          arv_low: body.arv?.low ?? null,
          arv_high: body.arv?.high ?? null,
          confidence_level: body.arv?.confidence_level ?? null,
          thumbnail_url: body.property?.thumbnail_url ?? null,
        };
      });
      return paged(request, page, count, results);
    },
  );

  app.get(
    '/report/suggestions/',
    { schema: { tags, summary: 'Suggest addresses to report on', querystring: SuggestQuery, response: { 200: Suggestions } } },
    async (request) => ({
      results: await service.suggest(request.query.q, request.query.limit ?? 8),
    }),
  );

  app.get(
    '/report/demo/',
    { config: { public: true }, schema: { tags, summary: 'Read the sample report', response: { 200: FullReport, ...failures(404) } } },
    async () => service.demo(),
  );
  app.get(
    '/report/demo/pdf',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Download the sample report as a PDF',
        response: { 200: fileAnswer('The report as a PDF', ['application/pdf']), ...failures(404) },
      },
    },
    async (_request, reply) => sendPdf(reply, await service.demo()),
  );

  app.get(
    '/report/shared/:token/',
    {
      config: { public: true },
      schema: { tags, summary: 'Read a report by its share link', params: TokenParams, response: { 200: FullReport } },
    },
    async (request) => ({
      ...present(await links.open(request.params.token)),
      read_only: true,
    }),
  );
  app.get(
    '/report/shared/:token/pdf',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Download a shared report as a PDF',
        params: TokenParams,
        response: { 200: fileAnswer('The report as a PDF', ['application/pdf']) },
      },
    },
    async (request, reply) => sendPdf(reply, present(await links.open(request.params.token))),
  );

  app.get(
    '/report/:id/',
    {
      config: { apiKey: publicApi('read-report', 'Free') },
      schema: { tags, summary: 'Read a full property report', params: ReportParams, response: { 200: FullReport } },
    },
    async (request) => present(await service.get(request.params.id, request.userId)),
  );

  app.put(
    '/report/:id/assumptions/',
    {
      schema: {
        tags,
        summary: 'Recompute a report with new assumptions',
        params: ReportParams,
        body: AssumptionsBody,
        response: { 200: FullReport },
      },
    },
    async (request) => service.updateAssumptions(request.params.id, request.userId, request.body as AssumptionOverrides),
  );

  app.get(
    '/report/:id/pdf',
    {
      schema: {
        tags,
        summary: 'Download a report as a PDF',
        params: ReportParams,
        response: { 200: fileAnswer('The report as a PDF', ['application/pdf']) },
      },
    },
    async (request, reply) => {
      const [report, holder] = await Promise.all([service.get(request.params.id, request.userId), accounts.accountHolder(request.userId)]);
      return sendPdf(reply, present(report), userTimeZone(holder));
    },
  );

  app.get(
    '/report/:id/share/',
    {
      schema: {
        tags,
        summary: 'Make a read-only link to a report, valid for the chosen days',
        description: 'The token is shown in this answer only. The link opens the report until it expires or is revoked.',
        params: ReportParams,
        querystring: ShareQuery,
        response: { 200: ShareAnswer },
      },
    },
    async (request) => links.create(request.params.id, request.userId, request.query.expires_in_days ?? SHARE_LINK_DEFAULT_DAYS),
  );

  app.get(
    '/report/:id/shares/',
    {
      schema: {
        tags,
        summary: "List a report's share links",
        params: ReportParams,
        querystring: PageQuery,
        response: { 200: Paged(ShareLinkItem) },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const { count, rows } = await links.list(request.params.id, request.userId, page);
      return paged(request, page, count, rows);
    },
  );

  app.post(
    '/report/:id/shares/:share_id/revoke/',
    {
      schema: {
        tags,
        summary: 'Revoke a share link: it opens nothing from now on',
        params: ShareLinkParams,
        response: { 200: ShareLinkItem },
      },
    },
    async (request) => links.revoke(request.params.id, request.userId, request.params.share_id),
  );
};
export default report;
