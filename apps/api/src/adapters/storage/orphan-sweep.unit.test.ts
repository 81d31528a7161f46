import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.ts';
import { createOrphanSweep, ownerOf } from './orphan-sweep.ts';

const HOUR = 60 * 60 * 1000;
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function storageDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mietmatch-sweep-'));
  dirs.push(dir);
  return dir;
}

/** A file as a crash or an upload would leave it, `ageMs` old by its modification time. */
function place(root: string, key: string, ageMs: number) {
  const file = path.join(root, key);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, 'x');
  const when = new Date(Date.now() - ageMs);
  utimesSync(file, when, when);
}

async function keys(root: string) {
  const found: string[] = [];
  for await (const f of createLocalStorage(root).list()) found.push(f.key);
  return found.sort();
}

describe('the orphan file sweep', () => {
  it('removes old files no row names, keeps young ones, named ones and files it does not own', async () => {
    const root = storageDir();
    const [avatar, oldAvatar, image, oldImage, privateImage, oldDoc, youngDoc] = Array.from({ length: 7 }, randomUUID);
    const kept = [
      `avatars/${avatar}.webp`,
      `avatars/${avatar}-thumb.webp`,
      `property-images/${image}.webp`,
      `property-images/${image}-thumb.webp`,
      `private/${privateImage}.webp`,
      `private/${privateImage}-thumb.webp`,
      `private/${youngDoc}.pdf`, // no row yet: its upload may still be running
      `private/${youngDoc}.pdf.0a1b2c.tmp`,
      'exports/readme.txt', // not a folder the sweep owns
    ];
    const removed = [
      `avatars/${oldAvatar}.webp`,
      `avatars/${oldAvatar}-thumb.webp`,
      `property-images/${oldImage}.webp`,
      `property-images/${oldImage}-thumb.webp`,
      `private/${oldDoc}.pdf`,
      `private/${oldDoc}.jpg.3c4d5e.tmp`, // half-written when the process died
    ];
    for (const key of [...kept, ...removed]) place(root, key, key.includes(youngDoc!) ? 5 * 60_000 : 2 * HOUR);
    const asked: string[][] = [];
    const named = (set: string[]) => async (batch: string[]) => {
      asked.push(batch);
      return new Set(batch.filter((k) => set.includes(k)));
    };
    const sweep = createOrphanSweep({
      storage: createLocalStorage(root),
      minAgeMs: HOUR,
      owners: {
        avatars: named([avatar!]),
        propertyImages: named([image!]),
        privateFiles: named([`private/${privateImage}.webp`]),
      },
    });

    expect(await sweep.run()).toEqual({ checked: kept.length + removed.length, removed: removed.length });
    expect(await keys(root)).toEqual([...kept].sort());
    // A file and its thumbnail are asked about once, by the key their row holds.
    expect(asked.flat().sort()).toEqual(
      [avatar, oldAvatar, image, oldImage, `private/${privateImage}.webp`, `private/${oldDoc}.pdf`].sort(),
    );
  });

  it('a threshold of zero removes every unnamed file at once', async () => {
    const root = storageDir();
    const key = `private/${randomUUID()}.png`;
    place(root, key, 0);
    const none = async () => new Set<string>();
    const sweep = createOrphanSweep({
      storage: createLocalStorage(root),
      minAgeMs: 0,
      owners: { avatars: none, propertyImages: none, privateFiles: none },
      now: () => Date.now() + 1000,
    });
    expect(await sweep.run()).toEqual({ checked: 1, removed: 1 });
    expect(await keys(root)).toEqual([]);
  });

  it('knows which row names a file', () => {
    const id = randomUUID();
    expect(ownerOf(`avatars/${id}-thumb.webp`)).toEqual({ owner: 'avatars', ref: id });
    expect(ownerOf(`private/${id}-thumb.webp`)).toEqual({ owner: 'privateFiles', ref: `private/${id}.webp` });
    expect(ownerOf(`private/${id}.pdf`)).toEqual({ owner: 'privateFiles', ref: `private/${id}.pdf` });
    expect(ownerOf(`private/${id}-thumb.pdf`)).toBeNull();
    expect(ownerOf(`avatars/nested/${id}.webp`)).toBeNull();
    expect(ownerOf(`avatars/${id}.webp.abc.tmp`)).toBe('temp');
  });
});

describe('local storage', () => {
  it('writes whole files only: no temporary file is left after a write', async () => {
    const root = storageDir();
    const storage = createLocalStorage(root);
    await storage.put('private/a.pdf', Buffer.from('%PDF-1.4'));
    expect(readdirSync(path.join(root, 'private'))).toEqual(['a.pdf']);
    expect((await storage.get('private/a.pdf'))?.toString()).toBe('%PDF-1.4');
    expect(await keys(root)).toEqual(['private/a.pdf']);
  });
});
