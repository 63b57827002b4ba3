/**
 * `npm run bench:export [-- --rows N] [-- --format excel]`: writes N synthetic rows (default 50,000) in each
 * format (writers only, from rows already fetched), each in a fresh child process so the figures do not mix, and prints time, size and peak memory growth.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rowValues } from '../server/downloads/columns.ts';
import { syntheticRow } from '../server/downloads/syntheticRows.ts';
import { FILE_TYPES, FORMATS, type FileType } from '../server/downloads/writers/index.ts';

const arg = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const rows = Number(arg('rows') ?? 50_000);
const TARGETS: Partial<Record<FileType, number>> = { excel: 5, csv: 1, json: 1, pdf: 5 };
const MEMORY_TARGET_MB = 150;

// The row source is kept out of the timing: 1,000 varied rows are built first and fed over and over, as the
// database would hand them over in batches; every writer still formats each of the N rows.
const pool = Array.from({ length: 1000 }, (_, i) => rowValues(syntheticRow(i)));

async function* batches(count: number, size = 1000) {
  for (let start = 0; start < count; start += size) {
    yield pool.slice(0, Math.min(size, count - start));
    await new Promise((resolve) => setImmediate(resolve));
  }
}

async function runOne(format: FileType) {
  const file = path.join(os.tmpdir(), `propscout-bench-${process.pid}.${FORMATS[format].extension}`);
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const started = performance.now();
  await FORMATS[format].write(fs.createWriteStream(file), batches(rows), {
    title: 'Benchmark',
    criteria: ['Location: Austin, TX'],
    generatedAt: new Date(),
  });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  const size = fs.statSync(file).size;
  fs.rmSync(file);
  console.log(JSON.stringify({ format, seconds, size, growthMb: (peak - baseline) / 1024 / 1024 }));
}

const only = arg('child');
if (only) {
  await runOne(only as FileType);
} else {
  const formats = arg('format') ? [arg('format') as FileType] : [...FILE_TYPES];
  console.log(
    `Export benchmark: ${rows.toLocaleString('en-US')} rows per format (Node ${process.version}, ${os.cpus()[0]?.model ?? 'cpu'})`,
  );
  let failed = false;
  for (const format of formats) {
    const child = spawnSync(
      process.execPath,
      [...process.execArgv, fileURLToPath(import.meta.url), '--child', format, '--rows', String(rows)],
      { encoding: 'utf8' },
    );
    if (child.status !== 0) throw new Error(`${format} failed:\n${child.stderr}`);
    const result = JSON.parse(child.stdout.trim().split('\n').pop()!) as { seconds: number; size: number; growthMb: number };
    const target = TARGETS[format];
    const ok = (target === undefined || result.seconds <= target) && result.growthMb < MEMORY_TARGET_MB;
    failed ||= !ok;
    console.log(
      `${format.padEnd(6)} ${result.seconds.toFixed(2).padStart(7)} s  ${(result.size / 1024 / 1024).toFixed(1).padStart(6)} MB file  ` +
        `peak memory +${result.growthMb.toFixed(0).padStart(3)} MB  target ${target ? `< ${target} s` : 'none'}, < ${MEMORY_TARGET_MB} MB  ${ok ? 'ok' : 'MISSED'}`,
    );
  }
  if (failed) process.exitCode = 1;
}
