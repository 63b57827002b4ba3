import type { ServerConfig } from '../config.ts';
import { fileSystemStorage } from './fileSystemStorage.ts';
import type { ObjectStorage } from './port.ts';
import { s3Storage } from './s3Storage.ts';

export type { ObjectSource, ObjectStorage, StoredObject } from './port.ts';

/** An S3 bucket when S3_BUCKET is set (region and credentials from the AWS SDK's usual environment), else STORAGE_DIR. */
export function objectStorageFor(config: Pick<ServerConfig, 'storageDir' | 'objectStorage'>): ObjectStorage {
  const { bucket, endpoint, forcePathStyle } = config.objectStorage;
  return bucket ? s3Storage({ bucket, endpoint, forcePathStyle }) : fileSystemStorage(config.storageDir);
}
