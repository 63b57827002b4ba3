import fs from 'node:fs';

/** A V8 .cpuprofile (node --cpu-prof): call-tree nodes, and the node each sample landed in with the time before it. */
interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

/**
 * Where a server's CPU time went, by part: each sample is charged to the innermost frame that belongs to a named part
 * (a leaf inside ajv called by the auth hook is fastify's, a leaf inside PGlite is the database's). Idle time and the
 * process's start-up (module loading, schema compiling) are left out: the shares are of the time spent serving.
 * The categories are the per-request hooks the issue asks about plus what surrounds them.
 */
const STARTUP = 'start-up';
const PARTS: [string, RegExp][] = [
  [STARTUP, /node:internal\/modules|node_modules\/tsx|source_map|ajv\/dist\/compile|node_modules\/avvio/],
  ['database (PGlite, WebAssembly)', /^wasm:|@electric-sql\/pglite/],
  ['job queue (pg-boss)', /node_modules\/pg-boss\//],
  ['database (pg driver)', /node_modules\/pg(-[a-z]+)?\//],
  ['auth hook (token check)', /node_modules\/jose|server\/identity\/|server\/plugins\/auth/],
  ['rate limit hook', /@fastify\/rate-limit|server\/rateLimits\//],
  ['input bounds hook', /server\/plugins\/inputBounds/],
  ['security headers hook', /node_modules\/helmet|@fastify\/helmet|server\/plugins\/securityHeaders/],
  ['metrics hook', /prom-client|server\/plugins\/metrics/],
  ['search domain (filters, SQL text, price)', /server\/listings\/|server\/credits\/|server\/billing\//],
  ['fastify (routing, validation, serialisation)', /node_modules\/(fastify|find-my-way|fast-json-stringify|ajv|@fastify)/],
  ['node http and sockets', /node:_http|node:net|node:internal\/(streams|stream_base)|^\(writev\)|^\(writeUtf8String\)/],
];

export function cpuProfileParts(file: string): { part: string; share: number }[] {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const where = (frame: CpuProfile['nodes'][number]['callFrame']) => frame.url || `(${frame.functionName})`;
  const partOf = new Map<number, string>();
  const part = (id: number): string => {
    const known = partOf.get(id);
    if (known) return known;
    let found = 'other';
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const hit = PARTS.find(([, pattern]) => pattern.test(where(nodes.get(at!)!.callFrame)));
      if (hit) {
        found = hit[0];
        break;
      }
    }
    partOf.set(id, found);
    return found;
  };
  const time = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    if (nodes.get(id)!.callFrame.functionName === '(idle)') return;
    const name = part(id);
    if (name === STARTUP) return;
    const delta = profile.timeDeltas[i] ?? 0;
    total += delta;
    time.set(name, (time.get(name) ?? 0) + delta);
  });
  return [...time].sort((a, b) => b[1] - a[1]).map(([name, spent]) => ({ part: name, share: total ? spent / total : 0 }));
}
