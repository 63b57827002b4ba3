import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationIdOf } from '../../server/plugins/openapi.ts';
import { buildTestApp } from './helpers.ts';
import { responseChecker } from './openapiResponses.ts';

type Responses = Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
interface Operation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  responses: Responses;
}
interface Document {
  components: { securitySchemes: Record<string, { type: string; in?: string; name?: string; scheme?: string }> };
  paths: Record<string, Record<string, Operation>>;
}

let harness: Awaited<ReturnType<typeof buildTestApp>>;
let operations: { route: string; operation: Operation }[];
let document: Document;

beforeAll(async () => {
  harness = await buildTestApp();
  await harness.app.ready();
  document = harness.app.swagger() as unknown as Document;
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, operation })),
  );
}, 60_000);
afterAll(() => harness?.close());

const routesWhere = (test: (operation: Operation) => boolean) => operations.filter(({ operation }) => test(operation)).map((o) => o.route);

describe('the OpenAPI document', () => {
  it('names each operation once, summarises it and says who may call it', () => {
    expect(operations.length).toBeGreaterThan(90);
    expect(routesWhere((o) => !o.operationId || !o.summary || !o.security)).toEqual([]);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operationIdOf('GET', '/api/crm/groups/:id/contacts/notin/')).toBe('getCrmGroupsByIdContactsNotin');
    expect(operationIdOf('GET', '/api/properties/:id/placeholder.svg')).toBe('getPropertiesByIdPlaceholderSvg');
  });

  it('defines a bearer scheme and an X-API-Key scheme, and uses them as the routes are configured', () => {
    expect(document.components.securitySchemes).toMatchObject({
      bearer: { type: 'http', scheme: 'bearer' },
      apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
      embedToken: { type: 'apiKey', in: 'header', name: 'X-Embed-Token' },
    });
    const security = (route: string) => operations.find((o) => o.route === route)!.operation.security;
    expect(security('GET /api/health/')).toEqual([]);
    expect(security('GET /api/crm/contacts/')).toEqual([{ bearer: [] }]);
    expect(security('GET /api/searches/saved/')).toEqual([{ bearer: [] }, { apiKey: [] }]);
    // The widget's own calls also take an embed session's token.
    expect(security('POST /api/searches/properties/count/')).toEqual([{ bearer: [] }, { apiKey: [] }, { embedToken: [] }]);
    expect(security('GET /api/searches/properties/downloads/{id}/file/')).toEqual([{ bearer: [] }, {}]);
  });

  it('documents a success and the errors of every operation, each error as {detail} or 402 {error}', () => {
    expect(routesWhere((o) => !Object.keys(o.responses).some((status) => /^2/.test(status)))).toEqual([
      // Removed on purpose: it answers 410 to say keys are shown once (its page explains it).
      'GET /api/keys/reveal/',
    ]);
    expect(routesWhere((o) => !o.responses['429'])).toEqual([]);
    expect(routesWhere((o) => o.security!.length > 0 && (!o.responses['401'] || !o.responses['403']))).toEqual([]);
    for (const { operation } of operations) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (!/^4/.test(status)) continue;
        const ref = response.content?.['application/json']?.schema?.$ref;
        expect(ref).toBe(status === '402' ? '#/components/schemas/PaymentRequiredAnswer' : '#/components/schemas/ErrorAnswer');
      }
    }
    const responses = (route: string) => Object.keys(operations.find((o) => o.route === route)!.operation.responses);
    expect(responses('POST /api/crm/contacts/')).toEqual(expect.arrayContaining(['201', '409']));
    expect(responses('DELETE /api/searches/saved/{id}/')).toContain('204');
    expect(responses('POST /api/report/')).toEqual(expect.arrayContaining(['201', '402']));
  });

  it('describes the file answers and the multipart file of the contact import', () => {
    const operation = (route: string) =>
      operations.find((o) => o.route === route)!.operation as Operation & {
        requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
      };
    expect(Object.keys(operation('GET /api/report/{id}/pdf').responses['200']!.content!)).toEqual(['application/pdf']);
    expect(operation('POST /api/crm/contacts/import/').requestBody!.content['multipart/form-data']!.schema.properties.file).toMatchObject({
      type: 'string',
      format: 'binary',
    });
  });
});

describe('the response check of the API suite', () => {
  const check = responseChecker({
    paths: {
      '/api/things/{id}/': {
        get: {
          responses: {
            200: {
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    required: ['id'],
                    properties: { id: { type: 'integer' }, note: { type: 'string', nullable: true } },
                  },
                },
              },
            },
            404: { content: { 'application/json': { schema: { type: 'object', required: ['detail'] } } } },
          },
        },
      },
      '/api/things/{id}/pdf': { get: { responses: { 200: { content: { 'application/pdf': { schema: {} } } } } } },
    },
  });
  const answer = (statusCode: number, body: unknown, contentType = 'application/json; charset=utf-8') =>
    ({ statusCode, body: typeof body === 'string' ? body : JSON.stringify(body), headers: { 'content-type': contentType } }) as never;

  it('passes answers the document describes', () => {
    expect(() => check('GET', '/api/things/7/?x=1', answer(200, { id: 7, note: null }))).not.toThrow();
    expect(() => check('GET', '/api/things/7', answer(404, { detail: 'Not found.' }))).not.toThrow();
    expect(() => check('GET', '/api/things/7/pdf', answer(200, '%PDF-1.7', 'application/pdf'))).not.toThrow();
    // Nothing documented there: the router's own 404.
    expect(() => check('GET', '/api/nothing/', answer(404, { detail: 'Not found.' }))).not.toThrow();
  });

  it('fails an undocumented status, a body off its schema and an undocumented media type', () => {
    expect(() => check('GET', '/api/things/7/', answer(409, { detail: 'x' }))).toThrow(/status not in the OpenAPI document/);
    expect(() => check('GET', '/api/things/7/', answer(200, { id: 'seven' }))).toThrow(/\/id must be integer/);
    expect(() => check('GET', '/api/things/7/', answer(404, {}))).toThrow(/must have required property 'detail'/);
    expect(() => check('GET', '/api/things/7/pdf', answer(200, 'a,b', 'text/csv'))).toThrow(/content type text\/csv/);
  });
});
