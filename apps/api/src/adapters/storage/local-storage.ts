import { randomBytes } from 'node:crypto';
import { constants, createWriteStream } from 'node:fs';
import { access, mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStorage, StoredObject } from './file-storage.ts';
import { assertKey, TEMP_SUFFIX } from './storage-key.ts';

const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/** Files in a folder of this machine: the zero-setup default, and one node only. */
export function createLocalStorage(root: string): FileStorage {
  const resolve = (key: string) => path.join(root, assertKey(key));
  async function* walk(dir: string): AsyncGenerator<StoredObject> {
    let entries: import('node:fs').Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (err) {
      if (missing(err)) return;
      throw err;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) yield* walk(full);
      else if (entry.isFile()) {
        const info = await stat(full).catch(() => null);
        if (info)
          yield {
            key: path.relative(root, full).split(path.sep).join('/'),
            modifiedAt: info.mtime,
            size: info.size,
          };
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
        if (Buffer.isBuffer(data)) await writeFile(temp, data);
        else await pipeline(data as Readable, createWriteStream(temp));
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
        if (missing(err)) return null;
        throw err;
      }
    },
    async open(key) {
      let handle: import('node:fs/promises').FileHandle;
      try {
        handle = await open(resolve(key), 'r');
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
      // Size and bytes from the one open file: a removal or replacement meanwhile cannot mix them.
      try {
        const { size } = await handle.stat();
        return { body: handle.createReadStream(), size };
      } catch (err) {
        await handle.close();
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
    close() {},
  };
}
