import type { Readable } from 'node:stream';
import type { Config } from '../../config.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';

export interface StoredObject {
  key: string;
  modifiedAt: Date;
  size: number;
}

/** A stored file being read: its bytes as they arrive, and its length when the store knows it. */
export interface OpenedFile {
  body: Readable;
  size?: number;
}

/**
 * Where uploaded files live: a local folder or an S3-compatible bucket. Keys are made by the server
 * (`<folder>/<name>`), never taken from a client.
 */
export interface FileStorage {
  /** Appears whole or not at all: a crash while writing leaves at most a temporary file (local) or nothing (S3). */
  put(key: string, data: Buffer | Readable): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  /** For serving: the file streamed, never held whole in memory; null when it is not there. */
  open(key: string): Promise<OpenedFile | null>;
  /** Removing a key that is not there is no error. */
  remove(key: string): Promise<void>;
  /** Every stored key with its last change and size, temporary files included (they end in `.tmp`). */
  list(): AsyncIterable<StoredObject>;
  /** Throws when the storage cannot be used now (readiness). */
  check(): Promise<void>;
  /** Lets go of connections (the app's close). */
  close(): void;
}

/** The bucket of STORAGE_URL when one is set, otherwise the local folder (STORAGE_DIR, DATA_DIR/uploads). */
export function createFileStorage(config: Pick<Config, 'storageDir' | 's3'>): FileStorage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.storageDir);
}
