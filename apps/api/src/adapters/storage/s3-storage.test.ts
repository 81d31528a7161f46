import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3RVER_CREDENTIALS, startS3Server } from '../../../test/s3-server.ts';
import { createBucket } from '../../../test/test-storage.ts';
import type { S3Location } from '../../config.ts';
import { createS3Storage } from './s3-storage.ts';

// Its own s3rver on loopback, whichever storage the rest of this run uses: the real SDK over real HTTP.
let server: Awaited<ReturnType<typeof startS3Server>>;
const credentials = {
  accessKeyId: S3RVER_CREDENTIALS.AWS_ACCESS_KEY_ID,
  secretAccessKey: S3RVER_CREDENTIALS.AWS_SECRET_ACCESS_KEY,
};
beforeAll(async () => {
  server = await startS3Server(['mietmatch']);
});
afterAll(() => server.stop());

const location = (over: Partial<S3Location> = {}): S3Location => ({
  bucket: 'mietmatch',
  endpoint: server.endpoint,
  region: 'us-east-1',
  forcePathStyle: true,
  credentials,
  ...over,
});

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('files in an S3-compatible bucket', () => {
  it('stores, reads whole and streamed, lists with size and time, and removes', async () => {
    const bucket = `s-${randomBytes(6).toString('hex')}`;
    await createBucket(server.endpoint, bucket);
    const storage = createS3Storage(location({ bucket }));
    try {
      const small = Buffer.from('%PDF-1.4 a document');
      // Larger than a part: goes up as a multipart upload, from a stream of unknown length.
      const large = randomBytes(12 * 1024 * 1024);
      const startedAt = Date.now();
      await storage.put('private/a.pdf', small);
      await storage.put('avatars/b.webp', Readable.from([large.subarray(0, 5_000_000), large.subarray(5_000_000)]));

      expect(await storage.get('private/a.pdf')).toEqual(small);
      const opened = await storage.open('avatars/b.webp');
      expect(opened!.size).toBe(large.length);
      expect((await readAll(opened!.body)).equals(large)).toBe(true);
      expect(await storage.get('private/missing.pdf')).toBeNull();
      expect(await storage.open('private/missing.pdf')).toBeNull();

      const listed = [];
      for await (const file of storage.list()) listed.push(file);
      expect(listed.map(({ key, size }) => ({ key, size }))).toEqual([
        { key: 'avatars/b.webp', size: large.length },
        { key: 'private/a.pdf', size: small.length },
      ]);
      // The store keeps whole seconds.
      for (const file of listed) expect(file.modifiedAt.getTime()).toBeGreaterThanOrEqual(startedAt - 1000);

      await storage.remove('private/a.pdf');
      await storage.remove('private/a.pdf'); // gone already: no error
      expect(await storage.get('private/a.pdf')).toBeNull();
      expect(await storage.open('private/a.pdf')).toBeNull();
      await storage.check();
    } finally {
      storage.close();
    }
  });

  it('lists past one page of the store’s answer', async () => {
    const bucket = `s-${randomBytes(6).toString('hex')}`;
    await createBucket(server.endpoint, bucket);
    const storage = createS3Storage(location({ bucket }), { listPageSize: 10 });
    try {
      const keys = Array.from({ length: 25 }, (_, i) => `private/${String(i).padStart(2, '0')}.pdf`);
      await Promise.all(keys.map((key) => storage.put(key, Buffer.from(key))));
      const listed: string[] = [];
      for await (const file of storage.list()) listed.push(file.key);
      expect(listed).toEqual(keys);
    } finally {
      storage.close();
    }
  });

  it('refuses a key that could leave its folder, before asking the store', async () => {
    const storage = createS3Storage(location());
    try {
      await expect(storage.get('../etc/passwd')).rejects.toThrow(/invalid storage key/);
      await expect(storage.put('private/../../x', Buffer.from('x'))).rejects.toThrow(/invalid storage key/);
    } finally {
      storage.close();
    }
  });

  it('the readiness check fails for a missing bucket and a stopped store; wrong credentials are refused', async () => {
    const missing = createS3Storage(location({ bucket: 'no-such-bucket' }));
    const wrongKey = createS3Storage(location({ credentials: { ...credentials, accessKeyId: 'NOBODY' } }));
    const own = await startS3Server(['mietmatch']);
    const stopped = createS3Storage(location({ endpoint: own.endpoint }));
    try {
      await expect(missing.check()).rejects.toThrow();
      await expect(wrongKey.put('private/x.pdf', Buffer.from('x'))).rejects.toMatchObject({
        name: 'InvalidAccessKeyId',
      });
      await stopped.check();
      await own.stop();
      const started = performance.now();
      await expect(stopped.check()).rejects.toMatchObject({ code: 'ECONNREFUSED' });
      // Refused at once (the SDK's retries included): nothing waits for a store that is gone.
      expect(performance.now() - started).toBeLessThan(1500);
    } finally {
      for (const s of [missing, wrongKey, stopped]) s.close();
      await own.stop();
    }
  });
});
