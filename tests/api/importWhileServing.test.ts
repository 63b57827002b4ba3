import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startAdminSocket } from '../../server/admin/adminSocket.ts';
import { DatabaseLockedError } from '../../server/db/dataDirLock.ts';
import { openPglite, type Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { daysAgo } from './listingFixtures.ts';

const HEADER =
  'ListingKey,UnparsedAddress,City,StateOrProvince,PostalCode,Latitude,Longitude,PropertyType,PropertySubType,StandardStatus,ListPrice,ClosePrice,CloseDate,OnMarketDate,OffMarketDate,LivingArea,YearBuilt,BedroomsTotal,SpecialListingConditions,PublicRemarks';
const listing = (i: number) =>
  `W${i},${i} Serve St,Austin,TX,78704,${30.24 + (i % 50) / 10_000},-97.76,Residential,SingleFamilyResidence,Active,${200_000 + i},,,${daysAgo(10)},,1500,1990,3,Standard,Ready.`;

let dataDir: string;
let db: Database | null;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'propscout-lock-'));
  db = null;
});
afterEach(async () => {
  await db?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const runImport = (file: string) =>
  new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/import.ts', file], { env: { ...process.env, DATA_DIR: dataDir } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });

// Creating a PGlite database on disk takes seconds; on a busy CI machine several.
describe('the embedded database has one owner', { timeout: 120_000 }, () => {
  it('refuses a second opener while the first holds it, and opens again once it is closed', async () => {
    db = await openPglite(path.join(dataDir, 'pglite'));
    const second = openPglite(path.join(dataDir, 'pglite'));
    await expect(second).rejects.toBeInstanceOf(DatabaseLockedError);
    await expect(second).rejects.toThrow(/in use by a running PropScout process \(pid \d+/);
    await db.close();
    db = await openPglite(path.join(dataDir, 'pglite'));
    expect(await db.query('select 1 as one')).toEqual([{ one: 1 }]);
  });

  it('takes over a lock left by a process that was killed', async () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    fs.writeFileSync(path.join(dataDir, 'pglite.lock'), JSON.stringify({ pid: Number(dead), hostname: os.hostname(), started_at: '' }));
    db = await openPglite(path.join(dataDir, 'pglite'));
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, 'pglite.lock'), 'utf8')).pid).toBe(process.pid);
  });

  it('npm run import against a running portal goes through the portal, which keeps its database intact', async () => {
    db = await openPglite(path.join(dataDir, 'pglite'));
    await migrate(db);
    const admin = await startAdminSocket({ dataDir, db, log: { info: () => undefined, error: () => undefined } });
    expect(fs.statSync(admin.socketPath).mode & 0o777).toBe(0o600);
    const file = path.join(dataDir, 'feed.csv');
    fs.writeFileSync(file, [HEADER, ...Array.from({ length: 600 }, (_, i) => listing(i))].join('\n'));
    try {
      const { code, output } = await runImport(file);
      expect(output).toMatch(/holds the embedded database: importing through it/);
      expect(output).toMatch(/600 rows read, 600 inserted, 0 updated, 0 skipped/);
      expect(code).toBe(0);
      expect(await db.query(`select count(*)::int as n from listings where listing_key like 'W%'`)).toEqual([{ n: 600 }]);
    } finally {
      await admin.close();
    }
  });
});
