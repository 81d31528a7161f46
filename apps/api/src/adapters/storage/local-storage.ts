import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

interface StoredObject {
  key: string;
  modifiedAt: Date;
}

/** Where uploaded files live; object storage can implement the same interface later. */
export interface FileStorage {
  /** Appears whole or not at all: a crash while writing leaves at most a temporary file. */
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
  /** Every stored key with its last change, temporary files included (they end in `.tmp`). */
  list(): AsyncIterable<StoredObject>;
  /** Throws when the storage cannot be used now (readiness). */
  check(): Promise<void>;
}

const KEY = /^[a-z0-9-]+(\/[a-zA-Z0-9._-]+)+$/;

/** Temporary files carry this ending; no key the server makes for a real file has it. */
export const TEMP_SUFFIX = '.tmp';

export function createLocalStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    // Keys are made by the server, but a path must never leave the storage root.
    if (!KEY.test(key) || key.includes('..')) throw new Error(`invalid storage key: ${key}`);
    return path.join(root, key);
  };
  async function* walk(dir: string): AsyncGenerator<StoredObject> {
    let entries: import('node:fs').Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) yield* walk(full);
      else if (entry.isFile()) {
        const info = await stat(full).catch(() => null);
        if (info) yield { key: path.relative(root, full).split(path.sep).join('/'), modifiedAt: info.mtime };
      }
    }
  }
  return {
    async put(key, data) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written under a temporary name and renamed: a reader never sees half a file.
      const temp = `${file}.${randomBytes(6).toString('hex')}${TEMP_SUFFIX}`;
      try {
        await writeFile(temp, data);
        await rename(temp, file);
      } catch (err) {
        await rm(temp, { force: true });
        throw err;
      }
    },
    async get(key) {
      try {
        return await readFile(resolve(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    list: () => walk(root),
    async check() {
      await mkdir(root, { recursive: true });
      await access(root, constants.R_OK | constants.W_OK);
    },
  };
}
