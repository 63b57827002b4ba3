/**
 * `npm run bench:start [-- --runs N]`: the first start of the portal, as `npm start` does it after the build. Starts
 * `npm run serve` on a fresh temporary data folder (free ports) and prints, from the moment the process is spawned: seconds
 * to a healthy GET /api/health/, seconds until a listing search answers with the 100,000 demo listings loaded, the seeding's
 * rows per second, and the health check's latency while the demo data loads. Runs twice unless told otherwise; the machine's
 * load average is printed with the figures (other work on the machine slows every step).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bearer, createConfirmedUser } from '../server/identity/localUsers.ts';
import { freePort } from '../tests/freePort.ts';

const at = process.argv.indexOf('--runs');
const runs = at >= 0 ? Number(process.argv[at + 1]) : 2;
const DEMO_COUNT = 100_000;
const HEALTHY_TARGET_S = 10;
const SEARCHABLE_TARGET_S = 20;
const TIMEOUT_MS = 600_000;
const SEARCH = `/api/searches/properties/?${new URLSearchParams({ location: 'Austin, TX', page_size: '1' })}`;

interface Run {
  healthyS: number;
  searchableS: number;
  seedingS: number;
  rowsPerS: number;
  healthP50: number;
  healthP99: number;
  healthMax: number;
  load: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

async function firstStart(): Promise<Run> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'propscout-bench-start-'));
  const port = await freePort();
  const identityPort = await freePort();
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    COGNITO_LOCAL_PORT: String(identityPort),
    MAIL_CATCHER_SMTP_PORT: String(await freePort()),
    MAIL_CATCHER_WEB_PORT: String(await freePort()),
    DEMO_LISTINGS: String(DEMO_COUNT),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '1000000', // health is polled every 50 ms
  };
  const base = `http://127.0.0.1:${port}`;
  const load = loadAverage();
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  const server = spawn('npm', ['run', 'serve'], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<never>((_, reject) =>
    server.on('exit', (code) => reject(new Error(`npm run serve exited with ${code}:\n${output}`))),
  );
  try {
    return await Promise.race([exited, measure()]);
  } finally {
    process.kill(-server.pid!, 'SIGTERM');
    await sleep(1000);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  async function measure(): Promise<Run> {
    const health = async () => {
      const t = performance.now();
      const response = await fetch(`${base}/api/health/`).catch(() => null);
      const body = response?.ok ? ((await response.json()) as { demo_data: { status: string } | null }) : null;
      return { ok: Boolean(response?.ok), ms: performance.now() - t, demo: body?.demo_data ?? null };
    };
    while (!(await health()).ok) {
      if (seconds() * 1000 > TIMEOUT_MS) throw new Error(`not healthy after ${TIMEOUT_MS / 1000} s:\n${output}`);
      await sleep(50);
    }
    const healthyS = seconds();
    console.log(`  healthy after ${healthyS.toFixed(1)} s; waiting for the demo listings…`);
    // Health keeps being polled while the demo data loads: what the loading costs everyone else.
    const latencies: number[] = [];
    let loading = true;
    const polling = (async () => {
      while (loading) {
        const { ms, demo } = await health();
        if (demo?.status === 'loading') latencies.push(ms);
        await sleep(50);
      }
    })();
    const config = (await (await fetch(`${base}/api/config/`)).json()) as { userPoolId: string; clientId: string };
    const user = await createConfirmedUser(
      { endpoint: `http://127.0.0.1:${identityPort}`, userPoolId: config.userPoolId, clientId: config.clientId },
      `bench-start-${Date.now()}@example.com`,
      'Sup3r-secret!',
    );
    const headers = { ...bearer(user), 'content-type': 'application/json' };
    const register = await fetch(`${base}/api/users/register/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: user.email, cognito_username: user.username, firstname: 'Bench', lastname: 'Start' }),
    });
    if (!register.ok) throw new Error(`register: ${register.status} ${await register.text()}`);
    // While loading, a search answers 503 with the progress; the first 200 is the moment the listings are searchable.
    for (;;) {
      const response = await fetch(`${base}${SEARCH}`, { headers: bearer(user) });
      if (response.status === 200) {
        const { count } = (await response.json()) as { count: number };
        if (count === 0) throw new Error('the search found no listing in Austin, TX');
        break;
      }
      if (response.status !== 503) throw new Error(`search: ${response.status} ${await response.text()}`);
      if (seconds() * 1000 > TIMEOUT_MS) throw new Error(`not searchable after ${TIMEOUT_MS / 1000} s:\n${output}`);
      await sleep(100);
    }
    const searchableS = seconds();
    loading = false;
    await polling;
    const ready = /Demo data ready: ([\d,]+) listings searchable \(([\d.]+) s after listening\)/.exec(output);
    if (!ready || Number(ready[1]!.replace(/,/g, '')) !== DEMO_COUNT)
      throw new Error(`no 'Demo data ready' line for ${DEMO_COUNT}:\n${output}`);
    const seedingS = Number(ready[2]);
    const sorted = latencies.sort((a, b) => a - b);
    const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
    return {
      healthyS,
      searchableS,
      seedingS,
      rowsPerS: DEMO_COUNT / seedingS,
      healthP50: pct(50),
      healthP99: pct(99),
      healthMax: sorted.at(-1) ?? 0,
      load,
    };
  }
}

const results: Run[] = [];
for (let i = 1; i <= runs; i++) {
  const run = await firstStart();
  results.push(run);
  console.log(
    `run ${i}: healthy ${run.healthyS.toFixed(1)} s, ${DEMO_COUNT.toLocaleString('en-US')} listings searchable ${run.searchableS.toFixed(1)} s ` +
      `(seeding ${run.seedingS.toFixed(1)} s, ${Math.round(run.rowsPerS).toLocaleString('en-US')} rows/s); health while loading ` +
      `p50 ${run.healthP50.toFixed(0)} ms, p99 ${run.healthP99.toFixed(0)} ms, max ${run.healthMax.toFixed(0)} ms; load average before the run ${run.load}`,
  );
}
const worst = (pick: (r: Run) => number) => Math.max(...results.map(pick));
console.log(
  `targets: healthy within ${HEALTHY_TARGET_S} s (${worst((r) => r.healthyS) <= HEALTHY_TARGET_S ? 'met' : 'NOT met'}), ` +
    `searchable within ${SEARCHABLE_TARGET_S} s (${worst((r) => r.searchableS) <= SEARCHABLE_TARGET_S ? 'met' : 'NOT met'}); load average now ${loadAverage()}`,
);
