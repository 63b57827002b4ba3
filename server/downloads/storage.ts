import { randomUUID } from 'node:crypto';
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
