import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { ObjectStorageSettings } from '../config.ts';
import { checkStorageKey, type ObjectSource, type ObjectStorage } from './port.ts';

const notFound = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/** The client for the settings: region and credentials from the SDK's usual environment (AWS_REGION, AWS_ACCESS_KEY_ID…). */
export function s3ClientFor({ endpoint, forcePathStyle }: Omit<ObjectStorageSettings, 'bucket'>): S3Client {
  return new S3Client({
    ...(endpoint ? { endpoint } : {}),
    forcePathStyle,
    // S3-compatible services (MinIO, s3rver) do not all read the checksums newer SDKs add to every upload by default.
    ...(endpoint ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } : {}),
  });
}

/**
 * Objects in an S3 bucket (S3_BUCKET), which every replica reads. A put of a stream is first spooled to a temporary file,
 * then sent as one PutObject with its length: S3 needs the length of a streamed body, and multipart uploads would need
 * another package (@aws-sdk/lib-storage). S3 makes an object visible only once its upload completed.
 */
export function s3Storage(settings: ObjectStorageSettings & { bucket: string }, client: S3Client = s3ClientFor(settings)): ObjectStorage {
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    async put(key: string, source: ObjectSource) {
      checkStorageKey(key);
      const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'propscout-upload-'));
      try {
        const spooled = path.join(dir, 'object');
        await pipeline(source instanceof Readable ? source : Readable.from(source), fs.createWriteStream(spooled));
        const { size } = await fs.promises.stat(spooled);
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: fs.createReadStream(spooled), ContentLength: size }));
        return { size };
      } finally {
        await fs.promises.rm(dir, { recursive: true, force: true });
      }
    },
    async get(key: string) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: checkStorageKey(key) }));
        return { body: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async remove(key: string) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkStorageKey(key) }));
    },
    async exists(key: string) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: checkStorageKey(key) }));
        return true;
      } catch (error) {
        if (notFound(error)) return false;
        throw error;
      }
    },
  };
}
