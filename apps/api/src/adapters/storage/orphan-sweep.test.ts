import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrphanFileSweep } from '../../platform/schedules.ts';
import { referencedImageKeys } from '../../modules/properties/queries.ts';
import { referencedFileKeys } from '../../modules/tenant-requests/queries.ts';
import { referencedAvatarKeys } from '../../modules/users/queries.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createLoggedInUser, pdfDocument, pngImage, seedPostalCodes, type LoggedIn } from '../../../test/factories.ts';
import { storedFiles, uploadKinds } from '../../../test/upload-kinds.ts';

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

/**
 * The sweep as it runs `laterMs` from now. A bucket's times cannot be set back, so the files stay
 * as they are and the sweep's clock moves instead (the unit test ages files in a folder).
 */
/** The folders' owners as the users, properties and tenant-requests modules register them. */
const fileOwners = () => {
  const db = t.database.db;
  return [
    { folder: 'avatars' as const, referenced: (keys: string[]) => referencedAvatarKeys(db, keys) },
    { folder: 'propertyImages' as const, referenced: (keys: string[]) => referencedImageKeys(db, keys) },
    { folder: 'privateFiles' as const, referenced: (keys: string[]) => referencedFileKeys(db, keys) },
  ];
};
const sweepAt = (laterMs: number) => createOrphanFileSweep(t.storage, fileOwners(), HOUR, () => Date.now() + laterMs);

describe('the orphan file sweep against the database', () => {
  it('keeps every file a user, listing or request names and removes the old ones nobody names', async () => {
    const image = await pngImage();
    // One upload through each route: avatar, listing photo, request image and document.
    for (const kind of await uploadKinds(t, tenant, landlord)) {
      const file =
        kind.field === 'documents'
          ? { data: pdfDocument(), filename: 'd.pdf', type: 'application/pdf' }
          : { data: image, filename: 'i.png', type: 'image/png' };
      expect((await kind.send(file)).statusCode, kind.name).toBe(kind.ok);
    }
    const named = await storedFiles(t);
    const orphans = [
      `avatars/${randomUUID()}.webp`,
      `property-images/${randomUUID()}-thumb.webp`,
      `private/${randomUUID()}.pdf`,
      `private/${randomUUID()}.webp.1a2b3c.tmp`,
    ];
    for (const key of orphans) await t.storage.put(key, Buffer.from('x'));

    // Younger than the hour, nothing goes, named or not: an upload may still be writing its row.
    expect(await sweepAt(0).run()).toEqual({ checked: named.length + orphans.length, removed: 0 });
    expect(await storedFiles(t)).toEqual([...named, ...orphans].sort());
    // Two hours on, the files no row names are gone and every other stays.
    expect(await sweepAt(2 * HOUR).run()).toMatchObject({ removed: orphans.length });
    expect(await storedFiles(t)).toEqual(named);
    // The member's picture still serves.
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/current-user', headers: tenant.headers });
    expect((await t.app.inject({ method: 'GET', url: me.json().avatarUrl })).statusCode).toBe(200);
  });
});
