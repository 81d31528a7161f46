import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import {
  createLoggedInUser,
  multipart,
  pdfDocument,
  pngImage,
  requestForm,
  seedPostalCodes,
  type LoggedIn,
} from '../../../test/factories.ts';

let t: TestContext;
let tenant: LoggedIn;

beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
  tenant = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
});
afterAll(() => t.close());

describe('downloading a request’s private files', () => {
  it('keeps the document’s title as the file name, umlauts and spaces included', async () => {
    const body = multipart(
      requestForm(),
      {
        documents: [{ data: pdfDocument(), filename: 'd.pdf', type: 'application/pdf' }],
        images: [{ data: await pngImage(), filename: 'i.png', type: 'image/png' }],
      },
      { documentTitles: ['Schufa Auskunft Müller'] },
    );
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/tenant/create-tenant-request',
      payload: body.payload,
      headers: { ...tenant.headers, ...body.headers },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { documents, images } = created.json();

    const doc = await t.app.inject({ method: 'GET', url: documents[0].url, headers: tenant.headers });
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-disposition']).toBe(
      `attachment; filename="Schufa Auskunft Muller.pdf"; filename*=UTF-8''Schufa%20Auskunft%20M%C3%BCller.pdf`,
    );

    const image = await t.app.inject({ method: 'GET', url: images[0].url, headers: tenant.headers });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-disposition']).toMatch(/^inline; filename="[^"%]+"; filename\*=UTF-8''/);
  });
});
