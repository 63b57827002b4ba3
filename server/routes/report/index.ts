import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { publicApi } from '../../keys/publicApi.ts';
import { badRequest } from '../../lib/errors.ts';
import { pageOf, paged, Paged } from '../../lib/pagination.ts';
import type { AssumptionOverrides } from '../../reports/analysis/buildReport.ts';
import { reportPdf } from '../../reports/reportPdf.ts';
import { present, REPORT_CREDIT_COST, reportService } from '../../reports/reportService.ts';
import {
  AssumptionsBody,
  CostAnswer,
  CreateBody,
  ListQuery,
  ReportListItem,
  ReportParams,
  ShareAnswer,
  Suggestions,
  SuggestQuery,
  TokenParams,
} from './schemas.ts';

type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const sendPdf = async (reply: FastifyReply, report: Body) => {
  const name = `report-${String(report.property.address)
    .replace(/[^A-Za-z0-9]+/g, '-')
    .slice(0, 60)}.pdf`;
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${name}"`)
    .send(await reportPdf(report));
};

/** Full property reports: generate (1 credit), list, read, recompute with new assumptions, PDF, a public sample and read-only links. */
const report: FastifyPluginAsyncTypebox<{ appSecret: string }> = async (app, { appSecret }) => {
  const service = reportService(app.db, appSecret, app.credits);
  const tags = ['report'];

  app.get('/report/cost/', { schema: { tags, response: { 200: CostAnswer } } }, async () => ({ cost: REPORT_CREDIT_COST, unit: 'credit' }));

  const reportCost = `${REPORT_CREDIT_COST} credit per report`;
  app.post(
    '/report/',
    {
      config: { apiKey: publicApi('generate-report', reportCost) },
      schema: { tags, summary: 'Generate a full property report', body: CreateBody },
    },
    async (request, reply) => {
      const { address, property_id } = request.body;
      if (!address?.trim() && !property_id) throw badRequest('Give an address or a property_id.', { address: ['This field is required.'] });
      const generated = await service.generate(request.userId, { address: address?.trim(), property_id }, request.apiCall);
      return reply.status(201).send(generated);
    },
  );

  app.get('/report/', { schema: { tags, querystring: ListQuery, response: { 200: Paged(ReportListItem) } } }, async (request) => {
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
  });

  app.get('/report/suggestions/', { schema: { tags, querystring: SuggestQuery, response: { 200: Suggestions } } }, async (request) => ({
    results: await service.suggest(request.query.q, request.query.limit ?? 8),
  }));

  app.get('/report/demo/', { config: { public: true }, schema: { tags } }, async () => service.demo());
  app.get('/report/demo/pdf', { config: { public: true }, schema: { tags } }, async (_request, reply) =>
    sendPdf(reply, await service.demo()),
  );

  app.get('/report/shared/:token/', { config: { public: true }, schema: { tags, params: TokenParams } }, async (request) => ({
    ...present(await service.shared(request.params.token)),
    read_only: true,
  }));
  app.get('/report/shared/:token/pdf', { config: { public: true }, schema: { tags, params: TokenParams } }, async (request, reply) =>
    sendPdf(reply, present(await service.shared(request.params.token))),
  );

  app.get(
    '/report/:id/',
    {
      config: { apiKey: publicApi('read-report', 'Free') },
      schema: { tags, summary: 'Read a full property report', params: ReportParams },
    },
    async (request) => present(await service.get(request.params.id, request.userId)),
  );

  app.put('/report/:id/assumptions/', { schema: { tags, params: ReportParams, body: AssumptionsBody } }, async (request) =>
    service.updateAssumptions(request.params.id, request.userId, request.body as AssumptionOverrides),
  );

  app.get('/report/:id/pdf', { schema: { tags, params: ReportParams } }, async (request, reply) =>
    sendPdf(reply, present(await service.get(request.params.id, request.userId))),
  );

  app.get('/report/:id/share/', { schema: { tags, params: ReportParams, response: { 200: ShareAnswer } } }, async (request) => {
    await service.get(request.params.id, request.userId);
    const token = service.shareToken(request.params.id);
    return { token, path: `/report/shared/${token}` };
  });
};
export default report;
