import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.ts';

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('files in a local folder', () => {
  it('stores bytes and streams, reads whole and streamed, lists with size, removes', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'mietmatch-local-'));
    const storage = createLocalStorage(root);
    const doc = Buffer.from('%PDF-1.4 a document');
    const big = Buffer.alloc(300_000, 7);
    await storage.put('private/a.pdf', doc);
    await storage.put('avatars/b.webp', Readable.from([big.subarray(0, 100_000), big.subarray(100_000)]));

    expect(await storage.get('private/a.pdf')).toEqual(doc);
    const opened = await storage.open('avatars/b.webp');
    expect(opened!.size).toBe(big.length);
    expect((await readAll(opened!.body)).equals(big)).toBe(true);
    expect(await storage.open('private/missing.pdf')).toBeNull();
    const listed = [];
    for await (const f of storage.list()) listed.push({ key: f.key, size: f.size });
    expect(listed.sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { key: 'avatars/b.webp', size: big.length },
      { key: 'private/a.pdf', size: doc.length },
    ]);
    // No temporary file is left once a write is through.
    expect(readdirSync(path.join(root, 'avatars'))).toEqual(['b.webp']);

    await storage.remove('private/a.pdf');
    await storage.remove('private/a.pdf');
    expect(await storage.get('private/a.pdf')).toBeNull();
    await expect(storage.open('../outside')).rejects.toThrow(/invalid storage key/);
  });

  it('a stream that fails leaves neither the file nor its temporary copy', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'mietmatch-local-'));
    const storage = createLocalStorage(root);
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1000));
        this.destroy(new Error('connection lost'));
      },
    });
    await expect(storage.put('private/c.pdf', failing)).rejects.toThrow('connection lost');
    expect(readdirSync(path.join(root, 'private'))).toEqual([]);
  });
});
