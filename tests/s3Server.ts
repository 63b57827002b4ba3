import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { freePort } from './freePort.ts';

/** s3rver's own credentials: it checks the signature of every request. */
export const S3RVER_ENV = { AWS_REGION: 'us-east-1', AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

/**
 * An S3 stand-in on a free local port, its objects in a temporary folder, with one empty bucket: `env` holds what the
 * portal needs to use it (S3_BUCKET, S3_ENDPOINT, S3_FORCE_PATH_STYLE, and the SDK's region and credentials).
 */
export async function startS3Server(bucket = 'propscout-test') {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'propscout-s3-'));
  const port = await freePort();
  const server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: bucket }] });
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    bucket,
    endpoint,
    directory,
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_FORCE_PATH_STYLE: 'true', ...S3RVER_ENV },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
