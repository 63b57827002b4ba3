import type { Readable } from 'node:stream';

/** What put() accepts: a stream or any async source of bytes (read once, never held whole). */
export type ObjectSource = Readable | AsyncIterable<Uint8Array>;

/** A stored object opened for reading. */
export interface StoredObject {
  body: Readable;
  size: number;
}

/**
 * Where the portal keeps the files it makes or receives (search downloads, bug-report screenshots), so that every replica
 * reads what any other stored. Keys are relative paths the portal makes itself ('downloads/12/<uuid>.csv'), never user
 * input. A put is all or nothing: until it completes, readers see the previous object or none, never a half-written one;
 * a put under an existing key replaces it whole (a retried build rewrites its file).
 */
export interface ObjectStorage {
  /** 'filesystem' (STORAGE_DIR) or 's3' (S3_BUCKET). */
  readonly kind: 'filesystem' | 's3';
  put(key: string, source: ObjectSource): Promise<{ size: number }>;
  /** The object as a stream with its size; null when no object has the key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object (and anything half-written under its key); nothing happens when there is none. */
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

/** Keys the portal makes: relative, '/'-separated, without '.' or '..' segments. */
export function checkStorageKey(key: string): string {
  const segments = key.split('/');
  if (!key || key.startsWith('/') || key.includes('\\') || segments.some((s) => s === '' || s === '.' || s === '..'))
    throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  return key;
}
