import http from 'node:http';
import { inboxListPage, messagePage } from './inboxPages.ts';
import type { MailStore } from './mailStore.ts';

const SANDBOX_CSP = "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data: https: http:";
const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'";

/** The catcher's web inbox: HTML list and message pages, plus a JSON API (GET/DELETE /api/messages) for scripts. */
export function webInbox(store: MailStore): http.Server {
  // The handler catches its own failures (500), so its promise is not awaited by anyone.
  return http.createServer((request, response) => void handle(request, response));

  async function handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const send = (status: number, type: string, body: string | Buffer, csp = PAGE_CSP) => {
      response.writeHead(status, { 'content-type': type, 'content-security-policy': csp, 'x-content-type-options': 'nosniff' });
      response.end(body);
    };
    try {
      const url = new URL(request.url ?? '/', 'http://inbox');
      const [, first, id, part] = url.pathname.split('/');
      if (url.pathname === '/api/messages' && request.method === 'DELETE') {
        await store.clear();
        return send(204, 'text/plain', '');
      }
      if (request.method !== 'GET') return send(405, 'text/plain', 'Method not allowed');
      if (url.pathname === '/') return send(200, 'text/html; charset=utf-8', inboxListPage(await store.list()));
      if (url.pathname === '/api/messages') return send(200, 'application/json', JSON.stringify(await store.list()));
      if (first === 'messages' && id) {
        if (part === 'raw') {
          const raw = await store.raw(id);
          return raw ? send(200, 'text/plain; charset=utf-8', raw) : send(404, 'text/plain', 'Not found');
        }
        const message = await store.read(id);
        if (!message) return send(404, 'text/plain', 'Not found');
        if (part === 'html') return send(200, 'text/html; charset=utf-8', message.html ?? '', SANDBOX_CSP);
        if (part === undefined) return send(200, 'text/html; charset=utf-8', messagePage(message));
      }
      return send(404, 'text/plain', 'Not found');
    } catch (error) {
      send(500, 'text/plain', `Inbox error: ${(error as Error).message}`);
    }
  }
}
