import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, secondNode, type TestContext } from '../../../test/test-app.ts';
import { storageKind } from '../../../test/test-storage.ts';
import {
  createLoggedInUser,
  multipart,
  pdfDocument,
  pngImage,
  requestForm,
  seedPostalCodes,
  type LoggedIn,
} from '../../../test/factories.ts';
import { snapshot, storedFiles, uploadKinds } from '../../../test/upload-kinds.ts';

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

const get = (url: string, who?: LoggedIn) => t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });

/** A title and a file name made to mislead: a path, control characters and a right-to-left override. */
const NASTY = '../../etc/pa\u0007ss\u0001\u202Efdp.exe';

describe('empty files', () => {
  it('a named empty file is refused with its field named; a nameless empty part is an unused file input', async () => {
    const [avatar] = await uploadKinds(t, tenant, landlord);
    const before = await snapshot(t, tenant);
    const named = await avatar!.send({ data: Buffer.alloc(0), filename: 'leer.png', type: 'image/png' });
    expect(named.statusCode).toBe(400);
    expect(named.json()).toMatchObject({ code: 'ValidationFailed', fields: { avatar: 'The file is empty.' } });
    expect(await snapshot(t, tenant)).toEqual(before);
    // What a browser sends for a file input left empty.
    const unused = await avatar!.send({ data: Buffer.alloc(0), filename: '', type: 'application/octet-stream' });
    expect(unused.statusCode, unused.body).toBe(200);
    expect((await snapshot(t, tenant)).avatarKey).toBe(before.avatarKey);
  });
});

describe('file names and titles', () => {
  it('a misleading file name never reaches storage: every upload route stores under a random key', async () => {
    const png = await pngImage();
    const kinds = await uploadKinds(t, tenant, landlord);
    const before = new Set(await storedFiles(t));
    for (const kind of kinds) {
      const data = kind.field === 'documents' ? pdfDocument() : png;
      const res = await kind.send({ data, filename: NASTY, type: 'application/pdf' });
      expect(res.statusCode, `${kind.name}: ${res.body}`).toBe(kind.ok);
    }
    // Sent under the nasty name: five images, each stored with its thumbnail, and two documents.
    expect((await storedFiles(t)).filter((name) => !before.has(name))).toHaveLength(12);
    for (const name of await storedFiles(t)) {
      expect(name).toMatch(/^(avatars|property-images|private)\/[0-9a-f-]{36}(-thumb)?\.(webp|pdf)$/);
    }
  });

  it('a document title is stored without control or direction characters and downloads under a plain name', async () => {
    const body = multipart(
      requestForm(),
      { documents: { data: pdfDocument(), filename: NASTY, type: 'application/pdf' } },
      { documentTitles: [NASTY] },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tenant/create-tenant-request',
      payload: body.payload,
      headers: { ...tenant.headers, ...body.headers },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [doc] = res.json().documents;
    expect(doc.title).toBe('../../etc/passfdp.exe');
    const download = await get(doc.url, tenant);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="_.._etc_passfdp.exe.pdf"; filename*=UTF-8''_.._etc_passfdp.exe.pdf`,
    );
  });
});

describe('served files', () => {
  it('public images: nosniff and WebP, whatever was sent', async () => {
    const [avatar, listing] = await uploadKinds(t, tenant, landlord);
    const png = { data: await pngImage(), filename: 'a.png', type: 'image/png' };
    const urls = [(await avatar!.send(png)).json().avatarUrl, (await listing!.send(png)).json().images[0].url];
    for (const url of urls) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-type']).toBe('image/webp');
    }
  });

  it('private files: the stored content’s type, nosniff, no-store; documents only as attachments', async () => {
    const body = multipart(
      requestForm(),
      {
        images: { data: await pngImage(), filename: 'i.png', type: 'image/png' },
        // Claimed to be a PNG; the content says PDF, and PDF is what is served.
        documents: [
          { data: pdfDocument(), filename: 'd.png', type: 'image/png' },
          { data: await pngImage(), filename: 'scan.png', type: 'image/png' },
        ],
      },
      { documentTitles: ['Schufa', 'Scan'] },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tenant/create-tenant-request',
      payload: body.payload,
      headers: { ...tenant.headers, ...body.headers },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { images, documents } = res.json();
    const expected = [
      { url: images[0].url, type: 'image/webp', disposition: /^inline;/ },
      { url: images[0].thumbUrl, type: 'image/webp', disposition: /^inline;/ },
      { url: documents[0].url, type: 'application/pdf', disposition: /^attachment; filename="Schufa.pdf"/ },
      { url: documents[1].url, type: 'image/png', disposition: /^attachment; filename="Scan.png"/ },
    ];
    for (const e of expected) {
      const file = await get(e.url, tenant);
      expect(file.statusCode, e.url).toBe(200);
      expect(file.headers['content-type'], e.url).toBe(e.type);
      expect(file.headers['x-content-type-options'], e.url).toBe('nosniff');
      expect(file.headers['cache-control'], e.url).toBe('private, no-store');
      expect(file.headers['content-disposition'], e.url).toMatch(e.disposition);
    }
  });
});

describe('files in a bucket', () => {
  it.runIf(storageKind === 's3')(
    'none on the node’s disk, and another node serves every kind the first one stored',
    async () => {
      const [avatar, listing] = await uploadKinds(t, tenant, landlord);
      const png = { data: await pngImage(), filename: 'a.png', type: 'image/png' };
      const body = multipart(
        requestForm(),
        { documents: { data: pdfDocument(), filename: 'd.pdf', type: 'application/pdf' } },
        { documentTitles: ['Schufa'] },
      );
      const request = await t.app.inject({
        method: 'POST',
        url: '/api/tenant/create-tenant-request',
        payload: body.payload,
        headers: { ...tenant.headers, ...body.headers },
      });
      const files = [
        { url: (await avatar!.send(png)).json().avatarUrl as string },
        { url: (await listing!.send(png)).json().images[0].thumbUrl as string },
        { url: request.json().documents[0].url as string, who: tenant },
      ];
      expect(existsSync(path.join(t.dataDir, 'uploads'))).toBe(false);
      const other = await secondNode(t, 'b');
      try {
        for (const { url, who } of files) {
          const here = await get(url, who);
          const there = await other.inject({ method: 'GET', url, headers: who?.headers ?? {} });
          expect(there.statusCode, url).toBe(200);
          expect(there.rawPayload.equals(here.rawPayload), url).toBe(true);
          expect(there.headers['content-length'], url).toBe(String(here.rawPayload.length));
        }
      } finally {
        await other.close();
      }
    },
  );
});
