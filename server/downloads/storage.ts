import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Generated files under STORAGE_DIR (kept across restarts); keys are relative paths, never user input. */
export function fileStorage(root: string) {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`Storage key outside the storage folder: ${key}`);
    return full;
  };
  return {
    root,
    newKey: (userId: number, extension: string) => `downloads/${userId}/${randomUUID()}.${extension}`,
    path: resolve,
    /** Where a file is written until it is complete; renamed into place so a half-written file is never served. */
    partPath: (key: string) => `${resolve(key)}.part`,
    async prepare(key: string) {
      await fs.promises.mkdir(path.dirname(resolve(key)), { recursive: true });
    },
    async remove(key: string) {
      await fs.promises.rm(resolve(key), { force: true });
      await fs.promises.rm(`${resolve(key)}.part`, { force: true });
    },
  };
}
export type FileStorage = ReturnType<typeof fileStorage>;

/** The key signing download links: DOWNLOAD_URL_SECRET, else a random one kept in the storage folder (survives restarts). */
export function signingSecret(root: string, env: NodeJS.ProcessEnv = process.env): Buffer {
  if (env.DOWNLOAD_URL_SECRET) return Buffer.from(env.DOWNLOAD_URL_SECRET, 'utf8');
  const file = path.join(root, '.download-url-secret');
  fs.mkdirSync(root, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'utf8');
}
