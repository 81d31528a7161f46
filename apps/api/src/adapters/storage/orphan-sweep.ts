import type { FileStorage } from './file-storage.ts';
import { TEMP_SUFFIX } from './storage-key.ts';

/** The folders whose files a database row names. */
export type FileFolder = 'avatars' | 'propertyImages' | 'privateFiles';

/**
 * The module whose rows name the files of a folder, asked "which of these keys are named?": the
 * sweep never reads a module's tables itself.
 */
export interface FileOwner {
  folder: FileFolder;
  referenced(keys: string[]): Promise<Set<string>>;
}

type SweepOwners = Record<FileFolder, FileOwner['referenced']>;

export interface OrphanSweepOptions {
  storage: FileStorage;
  owners: SweepOwners;
  /** Younger files are kept whatever the database says: their upload may still be running. */
  minAgeMs: number;
  /** The file system's time (file times are compared with it), not the app's clock. */
  now?: () => number;
}

const BATCH = 500;
const IMAGE = /^([0-9a-f-]{36})(?:-thumb)?\.webp$/;
const PRIVATE = /^([0-9a-f-]{36})(-thumb)?\.([a-z]+)$/;

type Owner = FileFolder;

/**
 * Which row key would name a stored file: public images are named by their bare key (the thumbnail
 * shares it), private files by their storage key (a thumbnail by its image's). `temp` for a file a
 * crash left half-written; null for anything this sweep does not own, which it never touches.
 */
export function ownerOf(key: string): { owner: Owner; ref: string } | 'temp' | null {
  if (key.endsWith(TEMP_SUFFIX)) return 'temp';
  const [folder, name, ...rest] = key.split('/');
  if (!name || rest.length > 0) return null;
  if (folder === 'avatars' || folder === 'property-images') {
    const m = IMAGE.exec(name);
    return m ? { owner: folder === 'avatars' ? 'avatars' : 'propertyImages', ref: m[1]! } : null;
  }
  if (folder === 'private') {
    const m = PRIVATE.exec(name);
    if (!m || (m[2] && m[3] !== 'webp')) return null;
    return { owner: 'privateFiles', ref: `private/${m[1]}.${m[3]}` };
  }
  return null;
}

/**
 * Removes stored files no row names, older than `minAgeMs`: what a crash between storing a file and
 * committing its row (or between deleting a row and its file) leaves behind. Files are written
 * before their row, so the age threshold is what keeps an upload in flight safe.
 */
export function createOrphanSweep(opts: OrphanSweepOptions) {
  const now = opts.now ?? Date.now;
  return {
    async run(): Promise<{ checked: number; removed: number }> {
      const cutoff = now() - opts.minAgeMs;
      const candidates: Record<Owner, Map<string, string[]>> = {
        avatars: new Map(),
        propertyImages: new Map(),
        privateFiles: new Map(),
      };
      const doomed: string[] = [];
      let checked = 0;
      for await (const file of opts.storage.list()) {
        checked++;
        if (file.modifiedAt.getTime() > cutoff) continue;
        const owner = ownerOf(file.key);
        if (owner === 'temp') doomed.push(file.key);
        else if (owner) {
          const byRef = candidates[owner.owner];
          byRef.set(owner.ref, [...(byRef.get(owner.ref) ?? []), file.key]);
        }
      }
      for (const owner of Object.keys(candidates) as Owner[]) {
        const refs = [...candidates[owner].keys()];
        for (let i = 0; i < refs.length; i += BATCH) {
          const batch = refs.slice(i, i + BATCH);
          const named = await opts.owners[owner](batch);
          for (const ref of batch) if (!named.has(ref)) doomed.push(...candidates[owner].get(ref)!);
        }
      }
      for (const key of doomed) await opts.storage.remove(key);
      return { checked, removed: doomed.length };
    },
  };
}

export type OrphanSweep = ReturnType<typeof createOrphanSweep>;
