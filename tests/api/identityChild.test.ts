import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startLocalIdentityProvider } from '../../server/identity/localIdentityProvider.ts';
import { freePort } from '../freePort.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'propscout-idp-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('the embedded identity provider', { timeout: 90_000 }, () => {
  it('ends with the portal even when the portal is killed with SIGKILL, and keeps its files owner-only', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const script = `
      import { startLocalIdentityProvider } from './server/identity/localIdentityProvider.ts';
      const p = await startLocalIdentityProvider({ dataDir: ${JSON.stringify(dataDir)}, port: ${port}, confirmationCode: '123456', callbackUrls: ['http://localhost:1/login/callback'] });
      console.log('CHILD ' + p.pid);`;
    const portal = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const childPid = await new Promise<number>((resolve, reject) => {
      portal.stdout.on('data', (chunk: Buffer) => {
        const match = /CHILD (\d+)/.exec(chunk.toString());
        if (match) resolve(Number(match[1]));
      });
      portal.on('exit', (code) => reject(new Error(`the portal stand-in exited with ${code}`)));
    });
    expect(alive(childPid)).toBe(true);
    const cognitoDir = path.join(dataDir, 'cognito');
    expect(fs.statSync(cognitoDir).mode & 0o777).toBe(0o700);
    for (const file of fs.readdirSync(path.join(cognitoDir, '.cognito'), { recursive: true }) as string[]) {
      const stat = fs.statSync(path.join(cognitoDir, '.cognito', file));
      expect(stat.mode & 0o077, file).toBe(0);
    }

    portal.kill('SIGKILL');
    const deadline = Date.now() + 10_000;
    while (alive(childPid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(alive(childPid)).toBe(false);
  });

  it('says clearly that its port is held instead of failing obscurely', async () => {
    const port = await freePort();
    const holder = net.createServer().listen(port, '127.0.0.1');
    await new Promise((resolve) => holder.once('listening', resolve));
    try {
      await expect(startLocalIdentityProvider({ dataDir: tempDir(), port, confirmationCode: '123456', callbackUrls: [] })).rejects.toThrow(
        new RegExp(`Port ${port} for the embedded identity provider \\(cognito-local\\) is already in use.*COGNITO_LOCAL_PORT`),
      );
    } finally {
      holder.close();
    }
  });
});
