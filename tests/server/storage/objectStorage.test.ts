import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileSystemStorage } from '../../../server/storage/fileSystemStorage.ts';
import type { ObjectStorage } from '../../../server/storage/port.ts';
import { s3ClientFor, s3Storage, UPLOAD_PART_BYTES } from '../../../server/storage/s3Storage.ts';
import { S3RVER_ENV, startS3Server } from '../../s3Server.ts';

let s3: Awaited<ReturnType<typeof startS3Server>>;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'propscout-storage-'));
const savedEnv = { ...process.env };
beforeAll(async () => {
  s3 = await startS3Server();
  Object.assign(process.env, S3RVER_ENV);
});
afterAll(async () => {
  process.env = savedEnv;
  await s3.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

/** Bytes in several chunks, as a build's writer or an upload hands them over. */
async function* chunks(...parts: string[]) {
  for (const part of parts) yield Buffer.from(part);
}

const adapters: [string, () => ObjectStorage][] = [
  ['filesystem', () => fileSystemStorage(folder)],
  [
    's3',
    () => {
      const settings = { bucket: s3.bucket, endpoint: s3.endpoint, forcePathStyle: true };
      return s3Storage(settings, s3ClientFor(settings));
    },
  ],
];

describe.each(adapters)('object storage on %s', (_kind, open) => {
  it('stores a streamed object, reads it back with its size, replaces it whole, and removes it', async () => {
    const storage = open();
    const key = `downloads/7/${Date.now()}.csv`;
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.put(key, chunks('id,address\r\n', '1,12 Oak St\r\n'))).toEqual({ size: 25 });
    expect(await storage.exists(key)).toBe(true);
    const stored = await storage.get(key);
    expect(stored?.size).toBe(25);
    expect(await text(stored!.body)).toBe('id,address\r\n1,12 Oak St\r\n');

    // A retried build writes the key again: the new object replaces the old one whole.
    await storage.put(key, Readable.from([Buffer.from('id\r\n')]));
    const replaced = await storage.get(key);
    expect(replaced?.size).toBe(4);
    expect(await text(replaced!.body)).toBe('id\r\n');

    await storage.remove(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
  });

  it('answers null for a missing key, removes a missing key quietly, and refuses keys that are not the portal’s', async () => {
    const storage = open();
    expect(await storage.get('downloads/none/missing.csv')).toBeNull();
    expect(await storage.exists('downloads/none/missing.csv')).toBe(false);
    await expect(storage.remove('downloads/none/missing.csv')).resolves.toBeUndefined();
    for (const key of ['../outside.csv', '/etc/passwd', 'downloads/../../x', 'downloads//x', '']) {
      await expect(storage.put(key, chunks('x')), key).rejects.toThrow(/storage key/i);
    }
  });

  it('stores nothing when the source fails mid-way: the previous object stays, a half-written one is never served', async () => {
    const storage = open();
    const key = `bug-reports/3/${Date.now()}.png`;
    await storage.put(key, chunks('complete'));
    async function* failing() {
      yield Buffer.from('half');
      throw new Error('the writer failed');
    }
    await expect(storage.put(key, failing())).rejects.toThrow('the writer failed');
    expect(await text((await storage.get(key))!.body)).toBe('complete');
    await storage.remove(key);
    expect(await storage.get(key)).toBeNull();
  });
});

describe('the filesystem adapter', () => {
  it('leaves no part file behind a failed put, and remove() clears those a crash left', async () => {
    const storage = fileSystemStorage(folder);
    const key = `downloads/9/${Date.now()}.json`;
    const dir = path.join(folder, 'downloads/9');
    async function* failing() {
      yield Buffer.from('[');
      throw new Error('cut off');
    }
    await expect(storage.put(key, failing())).rejects.toThrow('cut off');
    expect(fs.readdirSync(dir).filter((f) => f.endsWith('.part'))).toEqual([]);
    fs.writeFileSync(path.join(folder, `${key}.crashed.part`), '[{"half":');
    await storage.remove(key);
    expect(fs.readdirSync(dir).filter((f) => f.startsWith(path.basename(key)))).toEqual([]);
  });
});

describe('the S3 adapter', () => {
  /** The adapter on a client that notes the name of every command it sends. */
  function recordingStorage() {
    const settings = { bucket: s3.bucket, endpoint: s3.endpoint, forcePathStyle: true };
    const client = s3ClientFor(settings);
    const commands: string[] = [];
    client.middlewareStack.add(
      (next, context) => (args) => {
        commands.push(context.commandName ?? '?');
        return next(args);
      },
      { step: 'initialize' },
    );
    return { storage: s3Storage(settings, client), commands };
  }
  /** `parts` chunks of 1 MiB, each filled with its own letter so a misordered part shows. */
  async function* mebibytes(parts: number) {
    for (let i = 0; i < parts; i++) yield Buffer.alloc(1024 * 1024, 97 + (i % 26));
  }

  it('sends an object above one part as a multipart upload of 5 MiB parts, in order, with its size', async () => {
    const { storage, commands } = recordingStorage();
    const key = `downloads/11/${Date.now()}.xlsx`;
    expect(UPLOAD_PART_BYTES).toBe(5 * 1024 * 1024);
    expect(await storage.put(key, mebibytes(12))).toEqual({ size: 12 * 1024 * 1024 });
    // 12 MiB: parts of 5, 5 and 2 MiB.
    expect(commands.filter((name) => name === 'UploadPartCommand')).toHaveLength(3);
    expect(commands).toContain('CreateMultipartUploadCommand');
    expect(commands).toContain('CompleteMultipartUploadCommand');
    expect(commands).not.toContain('PutObjectCommand');
    const stored = await storage.get(key);
    expect(stored?.size).toBe(12 * 1024 * 1024);
    const bytes = Buffer.concat(await stored!.body.toArray());
    expect(bytes.length).toBe(12 * 1024 * 1024);
    for (let i = 0; i < 12; i++) expect(String.fromCharCode(bytes[i * 1024 * 1024 + 512]!), `MiB ${i}`).toBe(String.fromCharCode(97 + i));
    await storage.remove(key);
  });

  it('sends a small object as one PutObject', async () => {
    const { storage, commands } = recordingStorage();
    const key = `downloads/12/${Date.now()}.csv`;
    expect(await storage.put(key, chunks('id\r\n', '1\r\n'))).toEqual({ size: 7 });
    expect(commands.filter((name) => name !== 'HeadObjectCommand')).toEqual(['PutObjectCommand']);
    await storage.remove(key);
  });

  it('aborts a multipart upload whose source fails after its first parts: the previous object stays whole', async () => {
    const { storage, commands } = recordingStorage();
    const key = `downloads/13/${Date.now()}.pdf`;
    await storage.put(key, chunks('the previous file'));
    async function* failingAfterParts() {
      yield* mebibytes(11);
      throw new Error('the writer failed');
    }
    await expect(storage.put(key, failingAfterParts())).rejects.toThrow('the writer failed');
    expect(commands).toContain('CreateMultipartUploadCommand');
    expect(commands).toContain('AbortMultipartUploadCommand');
    expect(commands).not.toContain('CompleteMultipartUploadCommand');
    expect(await text((await storage.get(key))!.body)).toBe('the previous file');
    await storage.remove(key);
  });
});
