/**
 * `npm run bench:bundle [-- --no-build] [--list]`: builds the app, serves dist/ from a small static server (gzip, as a
 * compressing server sends it), opens each main route cold in Debian's chromium through playwright-core, and prints
 * the JavaScript each route loaded: raw bytes and bytes over the wire (gzip). Exits 1 when a route is over its budget.
 *
 * Signed-in routes get an unexpired (unsigned) id token cookie, which is all the browser checks before rendering;
 * the static server answers /api/config/ and 404 to every other API call, so the figures are the code a route loads.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { chromium, type Page } from 'playwright-core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(ROOT, 'dist');
const KB = 1000;

interface RouteBudget {
  path: string;
  signedIn: boolean;
  /** Most JavaScript the route may load, gzipped over the wire (bytes); undefined: reported only. */
  budget?: number;
}

/**
 * The main routes and their budgets (issue 14): sign-in screens 200 KB, the new-search page cold 400 KB (raised to 405 KB
 * for a day, 2026-11-26, at 400.2 KB; back to 400 KB at 388 KB once TypeBox, which it never runs, left its first load).
 */
export const ROUTES: RouteBudget[] = [
  { path: '/login', signedIn: false, budget: 200 * KB },
  { path: '/signup', signedIn: false, budget: 200 * KB },
  { path: '/products/lists/new-search', signedIn: true, budget: 400 * KB },
  { path: '/products/lists/saved-searches', signedIn: true },
  { path: '/products/lists/clients-groups', signedIn: true },
  { path: '/products/lists/automated-emails', signedIn: true },
  { path: '/settings', signedIn: true },
];

const RUNTIME_CONFIG = {
  userPoolId: 'local_bench',
  clientId: 'bench',
  region: 'us-east-1',
  identityEndpoint: null,
  hostedDomain: null,
  passwordPolicy: { MinimumLength: 8, RequireUppercase: true, RequireLowercase: true, RequireNumbers: true, RequireSymbols: false },
};

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.map': 'application/json',
};
const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json']);

/** dist/ with the SPA fallback, gzip when asked for (cached per file). */
function startStaticServer(): Promise<http.Server> {
  const gzipped = new Map<string, Buffer>();
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/api/config/') {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(RUNTIME_CONFIG));
      return;
    }
    if (url.pathname.startsWith('/api/')) {
      response
        .writeHead(404, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ detail: 'Not served by the bundle benchmark.' }));
      return;
    }
    let file = path.join(DIST, path.normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, ''));
    if (!file.startsWith(DIST) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) file = path.join(DIST, 'index.html');
    const ext = path.extname(file);
    const body = fs.readFileSync(file);
    const headers: Record<string, string> = { 'Content-Type': TYPES[ext] ?? 'application/octet-stream', 'Cache-Control': 'no-store' };
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      if (!gzipped.has(file)) gzipped.set(file, zlib.gzipSync(body));
      headers['Content-Encoding'] = 'gzip';
      response.writeHead(200, headers).end(gzipped.get(file));
      return;
    }
    response.writeHead(200, headers).end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const fakeIdToken = () =>
  `${encode({ alg: 'none' })}.${encode({ sub: 'bench', email: 'bench@example.com', 'cognito:username': 'bench', exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;

interface Measure {
  path: string;
  landedOn: string;
  scripts: number;
  raw: number;
  wire: number;
  budget?: number;
}

/**
 * Lazy chunks start only after the code before them has run, which on a busy machine can leave the network idle for a
 * while: wait until the page shows no loading spinner and no new script has been fetched for two seconds.
 */
async function settle(page: Page, scriptCount: () => number) {
  await page
    .waitForFunction(() => !document.querySelector('[aria-label="Loading"]') && document.querySelector('#root')?.children.length, null, {
      timeout: 30_000,
    })
    .catch(() => undefined);
  let seen = -1;
  for (let round = 0; round < 15 && seen !== scriptCount(); round++) {
    seen = scriptCount();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2000);
  }
}

async function measure(baseUrl: string): Promise<Measure[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const results: Measure[] = [];
  try {
    for (const route of ROUTES) {
      // A fresh context per route: an empty cache, so every figure is a cold load.
      const context = await browser.newContext();
      if (route.signedIn) {
        const token = fakeIdToken();
        await context.addCookies([
          { name: 'ps_id_token', value: token, url: baseUrl },
          { name: 'ps_access_token', value: token, url: baseUrl },
        ]);
      }
      const page = await context.newPage();
      const scripts: Promise<{ name: string; raw: number; wire: number }>[] = [];
      page.on('requestfinished', (request) => {
        if (request.resourceType() !== 'script') return;
        scripts.push(
          (async () => {
            // Raw: the file in dist/; wire: the body as the browser received it (gzip-encoded).
            const file = path.join(DIST, new URL(request.url()).pathname);
            const raw = fs.existsSync(file) ? fs.statSync(file).size : 0;
            return { name: path.basename(file), raw, wire: (await request.sizes()).responseBodySize };
          })(),
        );
      });
      await page.goto(`${baseUrl}${route.path}`, { waitUntil: 'networkidle' });
      await settle(page, () => scripts.length);
      const loaded = await Promise.all(scripts);
      // --list: each script the route loaded, largest first (to see what a change added to a route).
      if (process.argv.includes('--list'))
        for (const s of [...loaded].sort((a, b) => b.wire - a.wire)) console.log(`${route.path}\t${kb(s.wire)}\t${s.name}`);
      results.push({
        path: route.path,
        landedOn: new URL(page.url()).pathname,
        scripts: loaded.length,
        raw: loaded.reduce((sum, s) => sum + s.raw, 0),
        wire: loaded.reduce((sum, s) => sum + s.wire, 0),
        budget: route.budget,
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function report(results: Measure[]): boolean {
  const rows = results.map((r) => ({
    route: r.path,
    'landed on': r.landedOn,
    scripts: r.scripts,
    raw: kb(r.raw),
    'gzip (wire)': kb(r.wire),
    budget: r.budget ? kb(r.budget) : '–',
    verdict: r.budget === undefined ? '' : r.wire <= r.budget ? 'ok' : 'OVER',
  }));
  console.table(rows);
  const lost = results.filter((r) => r.landedOn !== r.path);
  for (const r of lost) console.error(`${r.path} ended on ${r.landedOn}: the figure is not the route's own.`);
  const over = results.filter((r) => r.budget !== undefined && r.wire > r.budget);
  for (const r of over) console.error(`${r.path} loads ${kb(r.wire)} of JavaScript gzipped, over its budget of ${kb(r.budget!)}.`);
  return over.length === 0 && lost.length === 0;
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const server = await startStaticServer();
  const { port } = server.address() as AddressInfo;
  try {
    const ok = report(await measure(`http://127.0.0.1:${port}`));
    process.exitCode = ok ? 0 : 1;
  } finally {
    server.close();
  }
}

await main();
