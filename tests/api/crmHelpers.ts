import type { FastifyInstance } from 'fastify';
import { bearer, type TestUser } from './helpers.ts';

type App = Pick<FastifyInstance, 'inject'>;

/** A thin client over app.inject for one signed-in user. */
export function apiAs(app: App, user: TestUser) {
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => {
    const response = await app.inject({
      method,
      url: `/api${url}`,
      headers: bearer(user),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: response.statusCode, body: response.body ? response.json() : undefined, response };
  };
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload?: unknown) => call('POST', url, payload ?? {}),
    put: (url: string, payload: unknown) => call('PUT', url, payload),
    delete: (url: string) => call('DELETE', url),
  };
}
export type Api = ReturnType<typeof apiAs>;

let counter = 0;
/** Creates a contact and answers it; fields default to a unique person. */
export async function contact(api: Api, fields: Record<string, unknown> = {}) {
  counter += 1;
  const { status, body } = await api.post('/crm/contacts/', {
    email: `person${counter}-${Date.now()}@example.com`,
    first_name: `First${counter}`,
    ...fields,
  });
  if (status !== 201) throw new Error(`contact failed: ${status} ${JSON.stringify(body)}`);
  return body as { id: number; email: string; first_name: string; last_name: string };
}

/** A multipart body with one file field. */
export function fileUpload(name: string, filename: string, content: string) {
  const boundary = '----propscout-upload';
  const payload =
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n${content}\r\n` +
    `--${boundary}--\r\n`;
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
