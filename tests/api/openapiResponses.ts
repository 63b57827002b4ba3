import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/**
 * Checks every answer of the API against the OpenAPI document the app serves: its status must be documented for the
 * operation, a JSON body must match the documented schema, any other body the documented media type. A drift between
 * the routes and the document fails the test that met it.
 */

interface MediaType {
  schema?: unknown;
}
interface Operation {
  responses?: Record<string, { content?: Record<string, MediaType> } | undefined>;
}
interface Document {
  paths: Record<string, Record<string, Operation | undefined>>;
}

/** `/api/report/{id}/` → a pattern matching `/api/report/7/` (and `/api/report/7`, since the router ignores the slash). */
const templatePattern = (template: string) =>
  new RegExp(
    `^${template
      .replace(/\/$/, '')
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}/?$`,
  );

const pointer = (...tokens: string[]) =>
  tokens.map((token) => encodeURIComponent(token.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');

const mediaTypeOf = (header: unknown) =>
  String(header ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();

export function responseChecker(document: Document) {
  const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema(document, 'openapi');
  const templates = Object.keys(document.paths).map((template) => ({
    template,
    pattern: templatePattern(template),
    // Like the router, a path of fixed segments wins over one with parameters (`/report/demo/` over `/report/{id}/`).
    parameters: (template.match(/\{/g) ?? []).length,
  }));
  const validators = new Map<string, ValidateFunction>();

  const operationOf = (method: string, url: string) => {
    const path = url.split('?')[0]!;
    const candidates = templates
      .filter(({ template, pattern }) => pattern.test(path) && document.paths[template]?.[method])
      .sort((a, b) => a.parameters - b.parameters);
    const template = candidates[0]?.template;
    return template ? { template, operation: document.paths[template]![method]! } : undefined;
  };

  return function check(method: string, url: string, response: LightMyRequestResponse): void {
    const lower = method.toLowerCase();
    if (lower === 'head' || lower === 'options') return;
    const found = operationOf(lower, url);
    // No documented operation: the router's 404, the SPA, the hidden pages (unsubscribe, local billing, the docs).
    if (!found) return;
    const where = `${method.toUpperCase()} ${url.slice(0, 200)} → ${response.statusCode}`;
    const status = String(response.statusCode);
    const responses = found.operation.responses ?? {};
    const key = [status, `${status[0]}XX`, 'default'].find((candidate) => responses[candidate]);
    if (!key) {
      throw new Error(
        `${where}: status not in the OpenAPI document of ${found.template} (documented: ${Object.keys(responses).join(', ')}); body ${response.body.slice(0, 300)}`,
      );
    }
    const content = responses[key]!.content;
    if (!content) {
      if (response.body.length > 0) throw new Error(`${where}: a body where the document says none: ${response.body.slice(0, 300)}`);
      return;
    }
    const mediaType = mediaTypeOf(response.headers['content-type']);
    const documented = Object.keys(content);
    if (!documented.includes(mediaType))
      throw new Error(`${where}: content type ${mediaType || '(none)'}, documented ${documented.join(', ')}`);
    if (mediaType !== 'application/json') return;
    const ref = `openapi#/${pointer('paths', found.template, lower, 'responses', key, 'content', mediaType, 'schema')}`;
    let validate = validators.get(ref);
    if (!validate) {
      validate = ajv.compile({ $ref: ref });
      validators.set(ref, validate);
    }
    if (!validate(JSON.parse(response.body))) {
      const problems = (validate.errors ?? []).slice(0, 5).map((error) => `${error.instancePath || '(body)'} ${error.message}`);
      throw new Error(`${where}: body does not match the OpenAPI document: ${problems.join('; ')}; body ${response.body.slice(0, 300)}`);
    }
  };
}

type InjectOptions = { method?: string; url?: string; path?: string } | string;

/**
 * Makes `app.inject` check each answer against the app's own OpenAPI document (read once the app is ready); the
 * chained and callback forms of inject are passed through unchecked.
 */
export function checkResponsesAgainstDocument(app: FastifyInstance): void {
  const inject = app.inject.bind(app) as (options?: unknown, callback?: unknown) => unknown;
  let check: ReturnType<typeof responseChecker> | undefined;
  const checked = async (options: InjectOptions) => {
    const response = (await inject(options)) as LightMyRequestResponse;
    check ??= responseChecker(app.swagger() as unknown as Document);
    const method = typeof options === 'string' ? 'GET' : (options.method ?? 'GET');
    const url = typeof options === 'string' ? options : (options.url ?? options.path ?? '/');
    check(method, url, response);
    return response;
  };
  app.inject = ((options?: InjectOptions, callback?: unknown) =>
    options === undefined || callback !== undefined ? inject(options, callback) : checked(options)) as typeof app.inject;
}
