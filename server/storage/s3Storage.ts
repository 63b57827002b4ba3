import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
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

/** Parts of a multipart upload: S3's minimum part size; at most this times UPLOAD_QUEUE bytes are held in memory. */
export const UPLOAD_PART_BYTES = 5 * 1024 * 1024;
const UPLOAD_QUEUE = 2;

/**
 * Objects in an S3 bucket (S3_BUCKET), which every replica reads. A put streams the source through @aws-sdk/lib-storage's
 * Upload: one PutObject when the whole object fits in a part, else a multipart upload of 5 MiB parts, two in flight, so
 * nothing is spooled to the replica's disk and no object is bounded by PutObject's 5 GB. S3 makes an object visible only
 * once its upload completed; a failed source aborts the multipart upload (no parts left behind) and the previous object
 * stays; the put rejects with the source's error.
 */
export function s3Storage(settings: ObjectStorageSettings & { bucket: string }, client: S3Client = s3ClientFor(settings)): ObjectStorage {
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    async put(key: string, source: ObjectSource) {
      checkStorageKey(key);
      let size = 0;
      let sourceError: unknown;
      const counted = Readable.from(countingBytes(source));
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: counted },
        partSize: UPLOAD_PART_BYTES,
        queueSize: UPLOAD_QUEUE,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        // The source's failure is the reason, even when aborting the multipart upload then failed too.
        throw sourceError ?? error;
      }
      return { size };

      // A Readable in object mode may hand strings; Uint8Array sources hand bytes.
      async function* countingBytes(bytes: AsyncIterable<Uint8Array | string>) {
        try {
          for await (const chunk of bytes) {
            const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
            size += buffer.byteLength;
            yield buffer;
          }
        } catch (error) {
          sourceError = error;
          throw error;
        }
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
