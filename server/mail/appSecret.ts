import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The HMAC secret for unsubscribe links: `configured` (APP_SECRET, config.appSecret) when set, otherwise a random one kept in
 * DATA_DIR/app-secret so links in mail already sent keep working after a restart.
 */
export function loadAppSecret(dataDir: string, configured?: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'app-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    try {
      // 'wx': when two processes race, the first file wins and both read it back.
      fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    return fs.readFileSync(file, 'utf8').trim();
  }
}

/**
 * NODE_ENV=production requires APP_SECRET: every replica must sign and check links (unsubscribe, downloads, shared
 * reports) with the same secret, and one kept in a replica's own DATA_DIR is known to that replica alone.
 */
export function requireAppSecret(settings: { appSecret: string | undefined; production: boolean }): void {
  if (!settings.appSecret && settings.production)
    throw new Error('APP_SECRET must be set with NODE_ENV=production, the same on every replica (e.g. the output of openssl rand -hex 32)');
}
