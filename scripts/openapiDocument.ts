import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openPglite } from '../server/db/database.ts';
import { migrate } from '../server/db/migrate.ts';
import { localIdentity } from '../server/identity/identitySettings.ts';

/**
 * The OpenAPI document exactly as `/api/docs/json` serves it, built from the routes without a server, network or
 * settings of this machine: an in-memory database and a placeholder identity provider that is never called.
 */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'propscout-openapi-'));
  const db = await openPglite('memory://');
  try {
    await migrate(db);
    const identity = localIdentity({ endpoint: 'http://127.0.0.1:9', userPoolId: 'local_pool', clientId: 'local-client' }, 'us-east-1');
    const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir }), db, identity });
    await app.ready();
    const document = app.swagger() as Record<string, unknown>;
    await app.close();
    return document;
  } finally {
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
