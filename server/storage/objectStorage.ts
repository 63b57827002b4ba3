import type { ServerConfig } from '../config.ts';
import { fileSystemStorage } from './fileSystemStorage.ts';
import type { ObjectSource, ObjectStorage } from './port.ts';

export type { ObjectSource, ObjectStorage, StoredObject } from './port.ts';

/**
 * An S3 bucket when S3_BUCKET is set (region and credentials from the AWS SDK's usual environment), else STORAGE_DIR.
 * The AWS SDK loads on the first use of the bucket, not at start: it is the heaviest module of the server.
 */
export function objectStorageFor(config: Pick<ServerConfig, 'storageDir' | 'objectStorage'>): ObjectStorage {
  const { bucket, endpoint, forcePathStyle } = config.objectStorage;
  if (!bucket) return fileSystemStorage(config.storageDir);
  let loaded: Promise<ObjectStorage> | undefined;
  const s3 = () => (loaded ??= import('./s3Storage.ts').then(({ s3Storage }) => s3Storage({ bucket, endpoint, forcePathStyle })));
  return {
    kind: 's3',
    put: async (key: string, source: ObjectSource) => (await s3()).put(key, source),
    get: async (key: string) => (await s3()).get(key),
    remove: async (key: string) => (await s3()).remove(key),
    exists: async (key: string) => (await s3()).exists(key),
  };
}
