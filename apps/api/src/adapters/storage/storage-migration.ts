import type { FileStorage } from './file-storage.ts';
import { TEMP_SUFFIX } from './storage-key.ts';

export interface MigrationResult {
  copied: number;
  /** Already in the target with the same size: copied by an earlier run. */
  present: number;
  /** Half-written files a crash left behind (`.tmp`): never copied, the orphan sweep removes them. */
  temporary: number;
  failed: { key: string; error: string }[];
}

/** Files copied side by side: enough to keep a bucket busy, few enough for a small machine. */
const PARALLEL = 4;

/**
 * Copies every file of one storage into another (the local folder into a bucket, before the first
 * start with STORAGE_URL). Safe to run again: a key already there with the same size is skipped, so a
 * run cut short goes on where it stopped. Files are streamed, never held whole; nothing is deleted.
 */
export async function migrateStorage(from: FileStorage, to: FileStorage): Promise<MigrationResult> {
  const result: MigrationResult = { copied: 0, present: 0, temporary: 0, failed: [] };
  const there = new Map<string, number>();
  for await (const file of to.list()) there.set(file.key, file.size);

  async function copy(key: string, size: number) {
    if (key.endsWith(TEMP_SUFFIX)) result.temporary++;
    else if (there.get(key) === size) result.present++;
    else {
      try {
        const file = await from.open(key);
        if (!file) return; // removed since it was listed: nothing to copy
        try {
          await to.put(key, file.body);
        } finally {
          file.body.destroy(); // a failed upload may leave it open
        }
        result.copied++;
      } catch (err) {
        result.failed.push({ key, error: (err as Error).message });
      }
    }
  }

  const running = new Set<Promise<void>>();
  for await (const file of from.list()) {
    const job = copy(file.key, file.size).finally(() => running.delete(job));
    running.add(job);
    if (running.size >= PARALLEL) await Promise.race(running);
  }
  await Promise.all(running);
  return result;
}
