import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, secondNode, TEST_JWT_SECRET, type TestContext } from '../../../test/test-app.ts';
import { createLoggedInUser, pdfDocument, pngImage, seedPostalCodes, type LoggedIn } from '../../../test/factories.ts';
import { storedFiles, uploadKinds } from '../../../test/upload-kinds.ts';
import { S3RVER_CREDENTIALS, startS3Server } from '../../../test/s3-server.ts';
import { s3StorageUrl } from '../../../test/test-storage.ts';
import { loadConfig } from '../../config.ts';
import { createFileStorage } from './file-storage.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
let t: TestContext;
let tenant: LoggedIn;
let landlord: LoggedIn;
let s3: Awaited<ReturnType<typeof startS3Server>>;

beforeAll(async () => {
  // Files in the local folder, whichever storage the rest of this run uses: that is what is migrated.
  t = await createTestApp({}, { STORAGE_URL: '' });
  await seedPostalCodes(t.database.db);
  tenant = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
  landlord = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
  s3 = await startS3Server(['uploads']);
});
afterAll(async () => {
  await t.close();
  await s3.stop();
});

/** `npm run storage:migrate` as an operator runs it, with the app's DATA_DIR and a bucket. */
function migrate(storageUrl: string): Promise<{ code: number | null; out: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/storage-migrate.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: t.dataDir,
      JWT_SECRET: TEST_JWT_SECRET,
      STORAGE_URL: storageUrl,
      ...S3RVER_CREDENTIALS,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => {
    out += d.toString();
  });
  child.stderr.on('data', (d: Buffer) => {
    out += d.toString();
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, out })));
}

describe('npm run storage:migrate', () => {
  it('copies every stored file into the bucket, once, and the app serves them from there', async () => {
    const png = { data: await pngImage(), filename: 'a.png', type: 'image/png' };
    const [avatar, listing, , requestImage, , requestDocument] = await uploadKinds(t, tenant, landlord);
    const photo = (await listing!.send(png)).json().images[0];
    const image = (await requestImage!.send(png)).json().images[0];
    const pdf = { data: pdfDocument(), filename: 'd.pdf', type: 'application/pdf' };
    const urls = [
      { url: (await avatar!.send(png)).json().avatarUrl as string },
      { url: photo.url as string },
      { url: photo.thumbUrl as string },
      { url: image.url as string, who: tenant },
      { url: image.thumbUrl as string, who: tenant },
      { url: (await requestDocument!.send(pdf)).json().documents[0].url as string, who: tenant },
    ];
    // What a crash left half-written is never copied.
    await t.storage.put('private/0a1b2c3d-0000-4000-8000-000000000000.webp.1a2b3c.tmp', Buffer.from('half'));
    const local = await storedFiles(t);
    const storageUrl = s3StorageUrl(s3.endpoint, 'uploads');
    const bucket = createFileStorage(
      loadConfig({ DATA_DIR: t.dataDir, JWT_SECRET: TEST_JWT_SECRET, STORAGE_URL: storageUrl, ...S3RVER_CREDENTIALS }),
    );
    try {
      // An earlier run cut short in the middle of one file: that one is copied again.
      const [interrupted] = local;
      await bucket.put(interrupted!, Buffer.from('cut'));

      const first = await migrate(storageUrl);
      expect(first.code, first.out).toBe(0);
      expect(first.out).toContain(`copied ${local.length - 1}, already there 0, temporary files skipped 1, failed 0`);
      const again = await migrate(storageUrl);
      expect(again.code, again.out).toBe(0);
      expect(again.out).toContain(`copied 0, already there ${local.length - 1}, temporary files skipped 1, failed 0`);
      const copied: string[] = [];
      for await (const file of bucket.list()) copied.push(file.key);
      expect(copied).toEqual(local.filter((k) => !k.endsWith('.tmp')));
      expect(await bucket.get(interrupted!)).toEqual(await t.storage.get(interrupted!));
    } finally {
      bucket.close();
    }

    // A node started with STORAGE_URL serves every file as the node on the local folder did.
    const node = await secondNode(t, 'on-s3', { STORAGE_URL: storageUrl, ...S3RVER_CREDENTIALS });
    try {
      for (const { url, who } of urls) {
        const before = await t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
        const after = await node.inject({ method: 'GET', url, headers: who?.headers ?? {} });
        expect(after.statusCode, url).toBe(200);
        expect(after.rawPayload.equals(before.rawPayload), url).toBe(true);
      }
    } finally {
      await node.close();
    }
  });

  it('exits with 1 when the bucket cannot be used, and without STORAGE_URL', async () => {
    const missing = await migrate(s3StorageUrl(s3.endpoint, 'no-such-bucket'));
    expect(missing.code).toBe(1);
    expect(missing.out).toContain('storage migration failed');
    const none = await migrate('');
    expect(none.code).toBe(1);
    expect(none.out).toContain('usage: STORAGE_URL=');
  });
});
