import { randomUUID } from 'node:crypto';
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrphanFileSweep } from '../../app-jobs.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createLoggedInUser, pdfDocument, pngImage, seedPostalCodes, type LoggedIn } from '../../../test/factories.ts';
import { storedFiles, uploadKinds } from '../../../test/upload-kinds.ts';
import { createLocalStorage } from './local-storage.ts';

const HOUR = 60 * 60 * 1000;
let t: TestContext;
let tenant: LoggedIn;
let landlord: LoggedIn;

beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
  tenant = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
  landlord = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
});
afterAll(() => t.close());

/** Every stored file made `ageMs` old, as if written that long ago. */
function age(root: string, names: string[], ageMs: number) {
  const when = new Date(Date.now() - ageMs);
  for (const name of names) utimesSync(path.join(root, name), when, when);
}

describe('the orphan file sweep against the database', () => {
  it('keeps every file a user, listing or request names and removes the old ones nobody names', async () => {
    const root = path.join(t.dataDir, 'uploads');
    const image = await pngImage();
    // One upload through each route: avatar, listing photo, request image and document.
    for (const kind of await uploadKinds(t, tenant, landlord)) {
      const file =
        kind.field === 'documents'
          ? { data: pdfDocument(), filename: 'd.pdf', type: 'application/pdf' }
          : { data: image, filename: 'i.png', type: 'image/png' };
      expect((await kind.send(file)).statusCode, kind.name).toBe(kind.ok);
    }
    const named = storedFiles(t);
    const orphans = [
      `avatars/${randomUUID()}.webp`,
      `property-images/${randomUUID()}-thumb.webp`,
      `private/${randomUUID()}.pdf`,
      `private/${randomUUID()}.webp.1a2b3c.tmp`,
    ];
    for (const name of orphans) {
      mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
      writeFileSync(path.join(root, name), 'x');
    }
    const young = `private/${randomUUID()}.png`;
    writeFileSync(path.join(root, young), 'x');
    age(root, [...named, ...orphans], 2 * HOUR);

    const sweep = createOrphanFileSweep(t.database.db, createLocalStorage(root), HOUR);
    expect(await sweep.run()).toMatchObject({ removed: orphans.length });
    expect(storedFiles(t)).toEqual([...named, young].sort());
    // The member's picture still serves.
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/current-user', headers: tenant.headers });
    expect((await t.app.inject({ method: 'GET', url: me.json().avatarUrl })).statusCode).toBe(200);
  });
});
