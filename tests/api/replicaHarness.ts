import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../freePort.ts';

const repo = path.resolve(import.meta.dirname, '../..');

/** A production server process (server/main.ts) configured by environment alone, as a replica behind a load balancer runs. */
export interface Replica {
  name: string;
  base: string;
  process: ChildProcess;
  log(): string;
  /** Resolves with the exit code or signal once the process ended. */
  exited: Promise<string>;
}

export interface ReplicaOptions {
  /** The replica's DATA_DIR; a new empty one by default (replicas share nothing on disk). */
  dataDir?: string;
  /** Extra Node.js flags, e.g. --cpu-prof. */
  nodeArgs?: string[];
}

export async function startReplica(name: string, env: Record<string, string>, options: ReplicaOptions = {}): Promise<Replica> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // Its own DATA_DIR: replicas share nothing on disk, only the database, the object store and the settings.
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), `propscout-${name}-`));
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', 'server/main.ts'], {
    cwd: repo,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<string>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? String(code))));
  const replica: Replica = { name, base, process: child, log: () => output, exited };
  await waitFor(`${name} to answer /api/health/`, 120_000, async () => {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}):\n${output.slice(-4000)}`);
    const response = await fetch(`${base}/api/health/`).catch(() => null);
    return response?.ok ? true : undefined;
  });
  return replica;
}

/** Polls `attempt` until it answers something other than undefined; a thrown error stops at once. */
export async function waitFor<T>(what: string, timeoutMs: number, attempt: () => Promise<T | undefined>, everyMs = 250): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await attempt();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`waited ${timeoutMs / 1000} s for ${what}`);
}
