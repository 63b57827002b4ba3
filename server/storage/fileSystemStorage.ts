import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkStorageKey, type ObjectSource, type ObjectStorage } from './port.ts';

/** Marks a file still being written: `<name>.<uuid>.part`, renamed into place once complete. */
const PART = '.part';

/**
 * Objects as files under `root` (STORAGE_DIR), kept across restarts; for one server, or replicas sharing a network folder.
 * Each put writes a part file of its own and renames it into place, so a half-written file is never served and two
 * writers of one key never mix their bytes.
 */
export function fileSystemStorage(root: string): ObjectStorage {
  const base = path.resolve(root);
  const resolve = (key: string) => {
    const full = path.resolve(base, checkStorageKey(key));
    if (!full.startsWith(base + path.sep)) throw new Error(`Storage key outside the storage folder: ${key}`);
    return full;
  };
  /** The part files of a key that puts cut off (a crash) left behind. */
  async function partsOf(full: string) {
    const name = path.basename(full);
    const siblings = await fs.promises.readdir(path.dirname(full)).catch(() => [] as string[]);
    return siblings.filter((f) => f.startsWith(`${name}.`) && f.endsWith(PART)).map((f) => path.join(path.dirname(full), f));
  }
  return {
    kind: 'filesystem',
    async put(key: string, source: ObjectSource) {
      const full = resolve(key);
      await fs.promises.mkdir(path.dirname(full), { recursive: true });
      const part = `${full}.${randomUUID()}${PART}`;
      try {
        await pipeline(source instanceof Readable ? source : Readable.from(source), fs.createWriteStream(part));
        const { size } = await fs.promises.stat(part);
        await fs.promises.rename(part, full);
        return { size };
      } catch (error) {
        await fs.promises.rm(part, { force: true });
        throw error;
      }
    },
    async get(key: string) {
      const full = resolve(key);
      const stat = await fs.promises.stat(full).catch(() => null);
      if (!stat?.isFile()) return null;
      return { body: fs.createReadStream(full), size: stat.size };
    },
    async remove(key: string) {
      const full = resolve(key);
      await Promise.all([full, ...(await partsOf(full))].map((file) => fs.promises.rm(file, { force: true })));
    },
    async exists(key: string) {
      return (await fs.promises.stat(resolve(key)).catch(() => null))?.isFile() ?? false;
    },
  };
}
