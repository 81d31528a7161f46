import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { strFromU8, unzipSync } from 'fflate';
import { and, eq } from 'drizzle-orm';
import { accountExportSchema } from '@mietmatch/contract';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import {
  createLoggedInUser,
  multipart,
  PASSWORD,
  pngImage,
  requestForm,
  seedPostalCodes,
  type LoggedIn,
} from '../../../test/factories.ts';
import { encryptedPdf, pageTexts, samplePdf } from '../../../test/pdf-pages.ts';
import { documentAccess, documentAccessLog, requestFiles } from '../../db/schema/index.ts';
import { releaseStage } from './stages.ts';

let t: TestContext;
let landlord: LoggedIn;
let otherLandlord: LoggedIn;

beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
  landlord = await createLoggedInUser(t.app, t.database.db, {
    role: 'contractor',
    firstName: 'Jürgen',
    lastName: 'Weiß',
  });
  otherLandlord = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
});
afterAll(() => t.close());

const get = (url: string, who: LoggedIn) => t.app.inject({ method: 'GET', url, headers: who.headers });

/** The date on the stamp: Berlin's, as a German reader writes it. */
const berlinDate = (at: Date) =>
  new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(at);
const stampFor = (who: LoggedIn, at = t.clock.now()) =>
  `Nur für ${who.user.firstName} ${who.user.lastName} · Mietmatch · ${berlinDate(at)}`;

interface Published {
  id: string;
  documents: { id: string; url: string; title: string }[];
  images: { id: string; url: string; thumbUrl: string }[];
}

/** A tenant's request with a two-page PDF, a JPEG document and a photo. */
async function publish(tenant: LoggedIn, pdf: Buffer, photo: Buffer, jpegDoc: Buffer): Promise<Published> {
  const body = multipart(
    requestForm(),
    {
      documents: [
        { data: pdf, filename: 'g.pdf', type: 'application/pdf' },
        { data: jpegDoc, filename: 'a.jpg', type: 'image/jpeg' },
      ],
      images: [{ data: photo, filename: 'p.png', type: 'image/png' }],
    },
    { documentTitles: ['Gehaltsnachweis März', 'Personalausweis'] },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/tenant/create-tenant-request',
    payload: body.payload,
    headers: { ...tenant.headers, ...body.headers },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/**
 * The tenant releases their documents to the landlord (the interest stage: "I want to rent this
 * flat", request-stages.ts): the one place that decides how a landlord gets to open them.
 */
async function grant(tenant: LoggedIn, to: LoggedIn) {
  await releaseStage(t.database.db, tenant.user.id, to.user.id, 'interest', t.clock.now());
}

async function setUp() {
  const tenant = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
  const pdf = await samplePdf(2);
  const photo = await pngImage(640, 480);
  const jpegDoc = await sharp({ create: { width: 500, height: 700, channels: 3, background: '#fafafa' } })
    .jpeg()
    .toBuffer();
  const request = await publish(tenant, pdf, photo, jpegDoc);
  await grant(tenant, landlord);
  return { tenant, pdf, jpegDoc, request };
}

const logOf = async (who: LoggedIn, query = '') => {
  const res = await get(`/api/document-access/log${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

async function storedOriginal(fileId: string): Promise<Buffer> {
  const [file] = await t.database.db.select().from(requestFiles).where(eq(requestFiles.id, fileId));
  return (await t.storage.get(file!.storageKey))!;
}

describe('what a landlord opens is a stamped copy; the tenant gets the original', () => {
  it('a PDF carries the stamp with the landlord’s name on every page; the tenant’s download is the upload', async () => {
    const { tenant, pdf, request } = await setUp();
    const [doc] = request.documents;

    const copy = await get(doc!.url, landlord);
    expect(copy.statusCode).toBe(200);
    expect(copy.headers).toMatchObject({
      'content-type': 'application/pdf',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-length': String(copy.rawPayload.length),
    });
    expect(copy.headers['content-disposition']).toMatch(/^attachment; /);
    expect(copy.rawPayload.equals(pdf)).toBe(false);
    const pages = await pageTexts(copy.rawPayload);
    expect(pages).toHaveLength(2);
    pages.forEach((texts, i) => {
      expect(texts).toContain(stampFor(landlord));
      // The page's own content is still there.
      expect(texts.join('\n')).toContain(`Seite ${i + 1}`);
    });

    const own = await get(doc!.url, tenant);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(pdf)).toBe(true);
    expect(own.headers['content-length']).toBe(String(pdf.length));
    expect((await pageTexts(own.rawPayload)).flat().some((text) => text.startsWith('Nur für'))).toBe(false);
    expect((await storedOriginal(doc!.id)).equals(pdf)).toBe(true);
  });

  it('an image and its thumbnail decode at their size and differ from the originals, which stay as stored', async () => {
    const { tenant, jpegDoc, request } = await setUp();
    const [image] = request.images;

    for (const url of [image!.url, image!.thumbUrl]) {
      const copy = await get(url, landlord);
      const own = await get(url, tenant);
      expect([copy.statusCode, own.statusCode]).toEqual([200, 200]);
      expect(copy.headers['content-type']).toBe('image/webp');
      expect(copy.headers['content-length']).toBe(String(copy.rawPayload.length));
      const [mine, theirs] = await Promise.all([own, copy].map((r) => sharp(r.rawPayload).metadata()));
      expect([theirs!.format, theirs!.width, theirs!.height]).toEqual([mine!.format, mine!.width, mine!.height]);
      const [a, b] = await Promise.all([own, copy].map((r) => sharp(r.rawPayload).raw().toBuffer()));
      expect(a!.equals(b!)).toBe(false);
    }
    const full = await get(image!.url, tenant);
    expect(full.rawPayload.equals(await storedOriginal(image!.id))).toBe(true);

    // Thumbnails are kept once stamped, each landlord's own: the same copy again, another landlord's differs.
    await grant(tenant, otherLandlord);
    const [first, again, others] = [
      await get(image!.thumbUrl, landlord),
      await get(image!.thumbUrl, landlord),
      await get(image!.thumbUrl, otherLandlord),
    ];
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(others.statusCode).toBe(200);
    expect(others.rawPayload.equals(first.rawPayload)).toBe(false);
    // Access ends: a kept copy is no way around the check.
    await t.database.db
      .update(documentAccess)
      .set({ status: 'removed', releasedStage: null })
      .where(and(eq(documentAccess.tenantId, tenant.user.id), eq(documentAccess.landlordId, otherLandlord.user.id)));
    expect((await get(image!.thumbUrl, otherLandlord)).statusCode).toBe(404);

    // An image document is stamped the same way and keeps its format.
    const scan = request.documents[1]!;
    const copy = await get(scan.url, landlord);
    expect(copy.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(copy.rawPayload).metadata()).width).toBe(500);
    expect(copy.rawPayload.equals(jpegDoc)).toBe(false);
    expect((await get(scan.url, tenant)).rawPayload.equals(jpegDoc)).toBe(true);
  });

  it('an encrypted PDF cannot be stamped: the landlord gets a notice instead, nothing is logged', async () => {
    const tenant = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
    const encrypted = await encryptedPdf();
    const request = await publish(tenant, encrypted, await pngImage(), await pngImage());
    await grant(tenant, landlord);

    const copy = await get(request.documents[0]!.url, landlord);
    expect(copy.statusCode).toBe(200);
    expect(copy.headers['content-type']).toBe('application/pdf');
    const [texts] = await pageTexts(copy.rawPayload);
    expect(texts).toContain('Dieses Dokument kann nicht angezeigt werden');
    expect(texts).toContain(stampFor(landlord));
    expect(copy.rawPayload.includes(Buffer.from('Gehaltsnachweis'))).toBe(false);
    expect((await get(request.documents[0]!.url, tenant)).rawPayload.equals(encrypted)).toBe(true);
    expect((await logOf(tenant)).total).toBe(0);
  });
});

describe('the tenant’s access log', () => {
  it('lists each full open by a landlord, newest first and paged; thumbnails and the tenant’s own opens are not in it', async () => {
    const { tenant, request } = await setUp();
    const [doc] = request.documents;
    const [image] = request.images;
    expect(await logOf(tenant)).toEqual({ items: [], total: 0, page: 1, pageSize: 10 });

    const docOpened = t.clock.now();
    expect((await get(doc!.url, landlord)).statusCode).toBe(200);
    await get(doc!.url, tenant);
    await get(image!.thumbUrl, landlord);
    // A HEAD request asks about the file without opening it.
    expect((await t.app.inject({ method: 'HEAD', url: doc!.url, headers: landlord.headers })).statusCode).toBe(200);
    const log = await logOf(tenant);
    expect(log).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    expect(log.items).toEqual([
      {
        id: expect.any(String),
        landlordId: landlord.user.id,
        landlordName: 'Jürgen Weiß',
        avatarUrl: null,
        requestId: request.id,
        fileId: doc!.id,
        fileTitle: 'Gehaltsnachweis März',
        fileKind: 'document',
        openedAt: expect.any(String),
      },
    ]);
    const at = new Date(log.items[0].openedAt).getTime();
    expect(Math.abs(at - docOpened.getTime())).toBeLessThan(5_000);

    // Eleven opens of the photo, a minute apart: ten on the first page, the newest first.
    for (let i = 0; i < 11; i += 1) {
      t.clock.advance(60_000);
      expect((await get(image!.url, landlord)).statusCode).toBe(200);
    }
    const first = await logOf(tenant, '?page=1&pageSize=10');
    const second = await logOf(tenant, '?page=2&pageSize=10');
    expect([first.total, first.items.length, second.items.length]).toEqual([12, 10, 2]);
    expect(first.items[0]).toMatchObject({ fileKind: 'image', fileTitle: null, fileId: image!.id });
    const times = [...first.items, ...second.items].map((item) => item.openedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(second.items[1]).toMatchObject({ fileId: doc!.id, fileTitle: 'Gehaltsnachweis März' });
    expect((await get('/api/document-access/log?pageSize=7', tenant)).statusCode).toBe(400);
  });

  it('is the tenant’s own: another tenant sees nothing of it, a landlord may not read it (403)', async () => {
    const { request } = await setUp();
    expect((await get(request.documents[0]!.url, landlord)).statusCode).toBe(200);
    const other = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
    expect(await logOf(other)).toMatchObject({ items: [], total: 0 });

    const asLandlord = await get('/api/document-access/log', landlord);
    expect(asLandlord.statusCode).toBe(403);
    expect(asLandlord.json()).toMatchObject({ code: 'Forbidden' });
    expect((await t.app.inject({ method: 'GET', url: '/api/document-access/log' })).statusCode).toBe(401);

    // A landlord without access gets nothing and leaves nothing in any log.
    const before = (await t.database.db.select().from(documentAccessLog)).length;
    expect((await get(request.documents[0]!.url, otherLandlord)).statusCode).toBe(404);
    expect((await t.database.db.select().from(documentAccessLog)).length).toBe(before);
  });

  it('is in both members’ exports; goes with the tenant’s account, and outlives the landlord’s without a name', async () => {
    const { tenant, request } = await setUp();
    const visitor = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
    await grant(tenant, visitor);
    await get(request.documents[0]!.url, visitor);

    const exported = async (who: LoggedIn) => {
      const res = await get('/api/account/export', who);
      expect(res.statusCode).toBe(200);
      const files = unzipSync(new Uint8Array(res.rawPayload));
      return accountExportSchema.parse(JSON.parse(strFromU8(files['account.json']!))).documentAccess;
    };
    const opened = { fileTitle: 'Gehaltsnachweis März', fileKind: 'document', openedAt: expect.any(String) };
    const visitorName = `${visitor.user.firstName} ${visitor.user.lastName}`;
    expect((await exported(tenant)).openedByLandlords).toEqual([
      { landlord: { id: visitor.user.id, name: visitorName }, ...opened },
    ]);
    expect((await exported(visitor)).openedByMe).toEqual([
      { tenant: { id: tenant.user.id, name: expect.any(String) }, ...opened },
    ]);

    const erase = (who: LoggedIn) =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/delete',
        payload: { password: PASSWORD },
        headers: who.headers,
      });
    expect((await erase(visitor)).statusCode).toBe(200);
    expect((await logOf(tenant)).items).toEqual([
      expect.objectContaining({
        landlordId: null,
        landlordName: null,
        avatarUrl: null,
        fileTitle: 'Gehaltsnachweis März',
      }),
    ]);

    expect((await erase(tenant)).statusCode).toBe(200);
    const left = await t.database.db
      .select()
      .from(documentAccessLog)
      .where(eq(documentAccessLog.tenantId, tenant.user.id));
    expect(left).toEqual([]);
  });
});
