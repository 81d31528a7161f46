import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestFiles } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import {
  createLoggedInUser,
  multipart,
  PASSWORD,
  pdfDocument,
  requestForm,
  seedPostalCodes,
  type LoggedIn,
} from '../../../test/factories.ts';
import { storedFiles } from '../../../test/upload-kinds.ts';

let t: TestContext;
let landlord: LoggedIn;
let otherTenant: LoggedIn;
let photo: Buffer;

/** A camera-sized photo with GPS and author in its EXIF, noisy so its bytes are those of a photo. */
async function cameraPhoto(): Promise<Buffer> {
  return sharp({
    create: {
      width: 1200,
      height: 900,
      channels: 3,
      background: { r: 90, g: 140, b: 200 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Artist: 'secret-artist' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 0/1' } })
    .toBuffer();
}

beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
  landlord = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
  otherTenant = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
  photo = await cameraPhoto();
});
afterAll(() => t.close());

const get = (url: string, who?: LoggedIn) => t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
/** Which of the keys are in the app's storage now. */
async function stored(keys: string[]): Promise<string[]> {
  const all = new Set(await storedFiles(t));
  return keys.filter((k) => all.has(k));
}
const thumbKeyOf = (key: string) => key.replace(/\.webp$/, '-thumb.webp');

async function createRequest(owner: LoggedIn, images = 1) {
  const body = multipart(
    requestForm(),
    {
      images: Array.from({ length: images }, () => ({ data: photo, filename: 'photo.jpg', type: 'image/jpeg' })),
      documents: [{ data: pdfDocument(), filename: 'd.pdf', type: 'application/pdf' }],
    },
    { documentTitles: ['Schufa'] },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/tenant/create-tenant-request',
    payload: body.payload,
    headers: { ...owner.headers, ...body.headers },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function storageKeys(requestId: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ key: requestFiles.storageKey, kind: requestFiles.kind })
    .from(requestFiles)
    .where(eq(requestFiles.requestId, requestId));
  return rows.flatMap((r) => (r.kind === 'image' ? [r.key, thumbKeyOf(r.key)] : [r.key]));
}

/** Full image and thumbnail answer alike: both the given status. */
async function bothAnswer(image: { url: string; thumbUrl: string }, who: LoggedIn | undefined, status: number) {
  expect((await get(image.url, who)).statusCode).toBe(status);
  expect((await get(image.thumbUrl, who)).statusCode).toBe(status);
}

describe('thumbnails of a request’s private images', () => {
  it('are smaller re-encoded WebPs without metadata, served privately like the image', async () => {
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const owner = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
    const created = await createRequest(owner);
    const [image] = created.images;
    expect(image.thumbUrl).toBe(`${image.url}?size=thumb`);
    expect(created.documents[0].thumbUrl).toBeUndefined();

    const full = await get(image.url, owner);
    const thumb = await get(image.thumbUrl, owner);
    expect(full.statusCode).toBe(200);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
    expect(thumb.headers['content-disposition']).toMatch(/^inline; /);

    const fullMeta = await sharp(full.rawPayload).metadata();
    const thumbMeta = await sharp(thumb.rawPayload).metadata();
    expect([fullMeta.format, fullMeta.width, fullMeta.height]).toEqual(['webp', 1200, 900]);
    // The size of listing thumbnails.
    expect([thumbMeta.format, thumbMeta.width, thumbMeta.height]).toEqual(['webp', 400, 400]);
    expect(thumbMeta.exif).toBeUndefined();
    expect(fullMeta.exif).toBeUndefined();
    expect(thumb.rawPayload.length).toBeLessThan(full.rawPayload.length / 3);
  });

  it('a document has no thumbnail, and an unknown size is refused', async () => {
    const owner = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
    const created = await createRequest(owner);
    const doc = await get(`${created.documents[0].url}?size=thumb`, owner);
    expect(doc.statusCode).toBe(400);
    expect(doc.json()).toMatchObject({ code: 'ValidationFailed', fields: { size: expect.any(String) } });
    expect((await get(`${created.documents[0].url}?size=full`, owner)).statusCode).toBe(200);
    expect((await get(`${created.images[0].url}?size=huge`, owner)).statusCode).toBe(400);
  });

  it('are checked at the moment of the request, exactly like the image', async () => {
    const owner = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
    const created = await createRequest(owner);
    const [image] = created.images;
    const doc = created.documents[0];

    await bothAnswer(image, undefined, 401);
    await bothAnswer(image, otherTenant, 404);
    await bothAnswer(image, landlord, 404);
    // Even a document's refusal stays hidden from someone who may not see the document.
    expect((await get(`${doc.url}?size=thumb`, landlord)).statusCode).toBe(404);

    const toggle = () =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/document-access/toggle-access?landlordId=${landlord.user.id}`,
        headers: owner.headers,
      });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/document-access/request?tenantId=${owner.user.id}`,
          headers: landlord.headers,
        })
      ).json(),
    ).toEqual({ status: 'pending' });
    await bothAnswer(image, landlord, 404);
    expect((await toggle()).json()).toEqual({ status: 'granted' });
    await bothAnswer(image, landlord, 200);
    expect((await toggle()).json()).toEqual({ status: 'removed' });
    await bothAnswer(image, landlord, 404);
    await bothAnswer(image, otherTenant, 404);
  });

  it('an image stored before thumbnails existed answers its full image', async () => {
    const owner = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
    const created = await createRequest(owner);
    const [imageKey] = (await storageKeys(created.id)).filter((k) => k.endsWith('-thumb.webp'));
    await t.storage.remove(imageKey!);
    const full = await get(created.images[0].url, owner);
    const thumb = await get(created.images[0].thumbUrl, owner);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.rawPayload.equals(full.rawPayload)).toBe(true);
  });
});

describe('thumbnails go with their image', () => {
  it('when an edit removes the image', async () => {
    const owner = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
    const created = await createRequest(owner, 2);
    const keys = await storageKeys(created.id);
    expect(keys.filter((k) => k.endsWith('-thumb.webp'))).toHaveLength(2);
    expect(await stored(keys)).toEqual(keys);

    const [gone, kept] = created.images;
    const body = multipart({ removeFileIds: gone.id });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/tenant/update/${created.id}`,
      payload: body.payload,
      headers: { ...owner.headers, ...body.headers },
    });
    expect(res.statusCode, res.body).toBe(200);
    const left = await storageKeys(created.id);
    expect(left.filter((k) => k.endsWith('-thumb.webp'))).toHaveLength(1);
    expect(await stored(keys.filter((k) => !left.includes(k)))).toEqual([]);
    expect(await stored(left)).toEqual(left);
    await bothAnswer(gone, owner, 404);
    await bothAnswer(kept, owner, 200);
  });

  it('when the request is deleted', async () => {
    const owner = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
    const created = await createRequest(owner);
    const keys = await storageKeys(created.id);
    expect(keys).toHaveLength(3);
    expect(await stored(keys)).toEqual(keys);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/tenant/delete/${created.id}`, headers: owner.headers }))
        .statusCode,
    ).toBe(200);
    expect(await stored(keys)).toEqual([]);
  });

  it('when the account is erased', async () => {
    const owner = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
    const created = await createRequest(owner, 2);
    const keys = await storageKeys(created.id);
    expect(keys).toHaveLength(5);
    expect(await stored(keys)).toEqual(keys);
    const erased = await t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      payload: { password: PASSWORD },
      headers: owner.headers,
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await stored(keys)).toEqual([]);
  });
});
