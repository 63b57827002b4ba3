import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPrivateAddress, MAX_PAGE_BYTES } from '../../server/keys/audit/safeFetch.ts';
import { findSnippet } from '../../server/keys/audit/websiteAudit.ts';
import { bearer, buildTestApp, registeredUser, type TestUser } from './helpers.ts';

const PUBLIC_URL = 'https://portal.example';
let site: http.Server;
let port: number;
let embedId = '';
/** The dev setting on: the local test server may be audited. */
let dev: Awaited<ReturnType<typeof buildTestApp>>;
/** The default: private and loopback addresses refused. */
let strict: Awaited<ReturnType<typeof buildTestApp>>;
let user: TestUser;
let strictUser: TestUser;

const page = (body: string) => `<!doctype html><html><head><title>Deals</title></head><body>${body}</body></html>`;

beforeAll(async () => {
  site = http.createServer((request, response) => {
    const snippet = `<iframe src="${PUBLIC_URL}/iframe?embed=${embedId}&amp;theme=light" width="100%" height="800"></iframe>`;
    switch (request.url) {
      case '/with-snippet':
        return response.writeHead(200, { 'content-type': 'text/html' }).end(page(`<h1>Our deals</h1>${snippet}`));
      case '/report-snippet':
        return response
          .writeHead(200, { 'content-type': 'text/html' })
          .end(page(`<iframe src='${PUBLIC_URL}/report?property_id=7&embed=${embedId}'></iframe>`));
      case '/without':
        return response.writeHead(200, { 'content-type': 'text/html' }).end(page('<h1>No widget here</h1>'));
      case '/moved':
        return response.writeHead(302, { location: '/with-snippet' }).end();
      case '/unknown-key':
        return response.writeHead(200).end(page(`<iframe src="${PUBLIC_URL}/iframe?embed=emb_doesNotExist123"></iframe>`));
      case '/big':
        // The snippet sits past the first megabyte: it is never read.
        return response.writeHead(200).end(page(`${'x'.repeat(MAX_PAGE_BYTES)}${snippet}`));
      case '/gone':
        return response.writeHead(404).end('not here');
      default: {
        const hop = Number(request.url?.match(/^\/loop\/(\d+)$/)?.[1] ?? NaN);
        if (Number.isInteger(hop)) return response.writeHead(301, { location: `/loop/${hop + 1}` }).end();
        return response.writeHead(404).end();
      }
    }
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  port = (site.address() as AddressInfo).port;
  dev = await buildTestApp({ PUBLIC_URL, AUDIT_ALLOW_PRIVATE: 'true', RATE_LIMIT_SENSITIVE_PER_HOUR: '1000' });
  strict = await buildTestApp({ PUBLIC_URL, RATE_LIMIT_SENSITIVE_PER_HOUR: '1000' });
  user = await registeredUser(dev.app);
  strictUser = await registeredUser(strict.app);
  const key = (await dev.app.inject({ method: 'GET', url: '/api/keys/generate/?name=Website', headers: bearer(user) })).json();
  embedId = key.embed_id;
  await dev.app.inject({
    method: 'PUT',
    url: `/api/keys/${key.id}/origins/`,
    headers: bearer(user),
    payload: { allowed_origins: [`http://localhost:${port}`] },
  });
}, 120_000);
afterAll(async () => {
  await Promise.all([dev?.close(), strict?.close()]);
  site?.close();
});

const audit = async (harness: typeof dev, who: TestUser, website: string) => {
  const response = await harness.app.inject({
    method: 'GET',
    url: `/api/templates/audit/report/?website=${encodeURIComponent(website)}`,
    headers: bearer(who),
  });
  return { status: response.statusCode, body: response.json() };
};
const failed = (body: { checks: { id: string; ok: boolean }[] }) => body.checks.filter((c) => !c.ok).map((c) => c.id);

describe('the website audit of a local page (AUDIT_ALLOW_PRIVATE=true)', () => {
  it('finds the snippet with a valid key allowing the site; only HTTPS fails on plain http', async () => {
    const website = `http://localhost:${port}/with-snippet`;
    const { status, body } = await audit(dev, user, website);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      website,
      final_url: website,
      https: false,
      reachable: true,
      status: 200,
      snippet_found: true,
      embed_id: embedId,
      key_name: 'Website',
      key_valid: true,
      origin_allowed: true,
    });
    expect(body.checks.map((c: { id: string; label: string }) => [c.id, c.label])).toEqual([
      ['reachable', 'Website can be reached'],
      ['https', 'Served over HTTPS'],
      ['snippet', 'PropScout widget snippet installed'],
      ['key', "Widget's API key is valid"],
      ['origin', 'This website is allowed to show the widget'],
    ]);
    expect(failed(body)).toEqual(['https']);
    expect(body.fixes).toEqual([`Serve the page over HTTPS (https://localhost:${port}).`]);
  });

  it('follows a redirect and reports the page it landed on; finds the report widget too', async () => {
    const moved = (await audit(dev, user, `http://localhost:${port}/moved`)).body;
    expect(moved).toMatchObject({ final_url: `http://localhost:${port}/with-snippet`, snippet_found: true, origin_allowed: true });
    expect((await audit(dev, user, `http://localhost:${port}/report-snippet`)).body).toMatchObject({ embed_id: embedId, key_valid: true });
  });

  it('says what to fix when the snippet is missing, names a deleted key, or the site is not allowed', async () => {
    const without = (await audit(dev, user, `http://localhost:${port}/without`)).body;
    expect(without).toMatchObject({ reachable: true, snippet_found: false, embed_id: null, key_valid: false, origin_allowed: false });
    expect(failed(without)).toEqual(['https', 'snippet', 'key', 'origin']);
    expect(without.fixes[1]).toBe(
      `Copy the snippet from Integrations › Full report and paste it into the page: <iframe src="${PUBLIC_URL}/iframe?embed=emb_…">.`,
    );

    const unknown = (await audit(dev, user, `http://localhost:${port}/unknown-key`)).body;
    expect(unknown).toMatchObject({ snippet_found: true, embed_id: 'emb_doesNotExist123', key_valid: false, key_name: null });
    expect(unknown.fixes).toContain('The snippet names a widget whose key was deleted: copy a new snippet from a current key.');

    // Reached through another name than the allowed origin: not allowed; the key's name is kept from other users.
    const other = await registeredUser(dev.app);
    const byAddress = (await audit(dev, other, `http://127.0.0.1:${port}/with-snippet`)).body;
    expect(byAddress).toMatchObject({ snippet_found: true, key_valid: true, key_name: null, origin_allowed: false });
    expect(byAddress.fixes).toContain(
      'Serve the page over HTTPS: only https:// websites (and http://localhost) can be allowed to embed the widget.',
    );
  });

  it('reads at most 1 MB, follows at most 3 redirects, and reports pages that answer an error', async () => {
    expect((await audit(dev, user, `http://localhost:${port}/big`)).body).toMatchObject({ reachable: true, snippet_found: false });
    const loop = (await audit(dev, user, `http://localhost:${port}/loop/0`)).body;
    expect(loop).toMatchObject({ reachable: false, status: 301, final_url: `http://localhost:${port}/loop/3` });
    expect(loop.checks[0].detail).toBe('The website redirected more than 3 times.');
    const gone = (await audit(dev, user, `http://localhost:${port}/gone`)).body;
    expect(gone).toMatchObject({ reachable: false, status: 404, snippet_found: false });
    expect(gone.checks[0].detail).toBe('The page answered HTTP 404.');
    const closed = (await audit(dev, user, 'http://localhost:1/')).body;
    expect(closed).toMatchObject({ reachable: false, status: null });
    expect(closed.checks[0].detail).toMatch(/^The website could not be reached/);
    const closedHttps = (await audit(dev, user, 'https://localhost:1/')).body;
    expect(closedHttps.checks[1]).toEqual({
      id: 'https',
      label: 'Served over HTTPS',
      ok: false,
      detail: 'Not checked: the page could not be reached over HTTPS.',
    });
  });
});

describe('addresses the audit refuses (400 with the reason)', () => {
  it.each([
    [`http://127.0.0.1:${0}/`, /resolves to a private or local address \(127\.0\.0\.1\)/],
    ['http://localhost/', /localhost resolves to a private or local address/],
    ['http://[::1]:8080/', /private or local address \(::1\)/],
    ['http://169.254.169.254/latest/meta-data/', /private or local address \(169\.254\.169\.254\)/],
    ['http://10.0.0.5/', /private or local address/],
    ['http://[::ffff:192.168.1.1]/', /private or local address/],
    ['ftp://example.com/', /^Only http and https addresses can be audited, not ftp\.$/],
    ['javascript:alert(1)', /^Only http and https addresses can be audited, not javascript\.$/],
    ['file:///etc/passwd', /^Only http and https addresses can be audited, not file\.$/],
    ['https://user:secret@example.com/', /^The address may not contain a user name or password\.$/],
    ['not an address', /is not a web address/],
  ])('%s', async (website, reason) => {
    const { status, body } = await audit(strict, strictUser, website);
    expect(status).toBe(400);
    expect(body.detail).toMatch(reason);
  });

  it('refuses the local test page itself without the development setting', async () => {
    const { status, body } = await audit(strict, strictUser, `http://localhost:${port}/with-snippet`);
    expect(status).toBe(400);
    expect(body.detail).toContain('only public websites can be audited');
  });

  it('needs a token', async () => {
    expect((await strict.app.inject({ method: 'GET', url: '/api/templates/audit/report/?website=https://example.com' })).statusCode).toBe(
      401,
    );
  });
});

describe('address classification and snippet finding', () => {
  it('classes private, loopback, link-local and reserved addresses, IPv4-mapped included', () => {
    const refused = ['127.0.0.1', '10.1.2.3', '172.31.255.1', '192.168.0.1', '100.64.0.1', '169.254.1.1', '0.0.0.0', '::1', '::'];
    const refused6 = ['fe80::1', 'fd12:3456::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', 'ff02::1', '224.0.0.1'];
    for (const address of [...refused, ...refused6]) expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ['8.8.8.8', '93.184.216.34', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])
      expect(isPrivateAddress(address), address).toBe(false);
  });

  it('finds the widget in an iframe, a script or a script’s text, and nothing else', () => {
    const base = 'https://partner.example/deals';
    expect(findSnippet('<iframe src="https://p.example/iframe?embed=emb_abc"></iframe>', base)?.embedId).toBe('emb_abc');
    expect(findSnippet('<script src="https://p.example/auction-report?embed=emb_x1&property_id=2"></script>', base)?.embedId).toBe(
      'emb_x1',
    );
    expect(findSnippet('<script>frame.src = "https://p.example/iframe/?embed=emb_t9";</script>', base)?.embedId).toBe('emb_t9');
    expect(findSnippet('<iframe src="https://p.example/settings?embed=emb_abc"></iframe>', base)).toBeNull();
    expect(findSnippet('<iframe src="https://p.example/iframe?embed=abc"></iframe>', base)).toBeNull();
    expect(findSnippet('<p>no widget</p>', base)).toBeNull();
  });
});
