import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { notificationsOf } from '../../../test/application-factories.ts';
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
let otherTenant: LoggedIn;
let landlord: LoggedIn;
let otherLandlord: LoggedIn;
let admin: LoggedIn;

beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
  tenant = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
  otherTenant = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
  landlord = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
  otherLandlord = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
  admin = await createLoggedInUser(t.app, t.database.db, { role: 'admin' });
});
afterAll(() => t.close());

type Docs = { data: Buffer; title: string }[];
async function send(
  method: 'POST' | 'PATCH',
  url: string,
  who: LoggedIn,
  fields: Record<string, string>,
  images: Buffer[] = [],
  docs: Docs = [],
) {
  const body = multipart(
    { ...fields },
    {
      images: images.map((data) => ({ data, filename: 'i.png', type: 'image/png' })),
      documents: docs.map((d) => ({ data: d.data, filename: 'd.pdf', type: 'application/pdf' })),
    },
    { documentTitles: docs.map((d) => d.title) },
  );
  return t.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...who.headers, ...body.headers, 'accept-language': 'en' },
  });
}
const get = (url: string, who: LoggedIn) => t.app.inject({ method: 'GET', url, headers: who.headers });

async function createRequest(
  who = tenant,
  overrides: Record<string, string> = {},
  docs: Docs = [{ data: pdfDocument(), title: 'Schufa' }],
) {
  const res = await send(
    'POST',
    '/api/tenant/create-tenant-request',
    who,
    requestForm(overrides),
    [await pngImage()],
    docs,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('tenant requests', () => {
  it('a tenant publishes a request with defaults, an image and a titled document', async () => {
    const created = await createRequest();
    expect(created).toMatchObject({
      userId: tenant.user.id,
      relationshipStatus: 'Single',
      requiredRooms: 2,
      numberOfBathrooms: 2,
      squareMeters: 200,
      additionalCost: 0,
      radius: 0,
      status: 'available',
      maxPrice: 1500,
      targetCity: 'Berlin',
      targetPostalCode: ['10115', '10117'],
      targetAddress: [],
      lat: 52.5323,
      fileAccess: 'owner',
    });
    expect(created.images).toHaveLength(1);
    expect(created.documents).toEqual([expect.objectContaining({ title: 'Schufa', contentType: 'application/pdf' })]);
    const doc = await get(created.documents[0].url, tenant);
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-disposition']).toMatch(/^attachment;/);
    expect(doc.headers['x-content-type-options']).toBe('nosniff');
    expect(doc.headers['cache-control']).toBe('private, no-store');
    expect(doc.rawPayload.toString()).toContain('Schufa-Auskunft');
  });

  it('answers the specification texts', async () => {
    const res = await send(
      'POST',
      '/api/tenant/create-tenant-request',
      tenant,
      requestForm({
        firstName: 'M',
        email: 'x',
        telephone: '',
        numberOfChildren: '-1',
        consent: 'false',
        targetCity: '',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      firstName: 'First name is required',
      email: 'Valid email is required.',
      telephone: 'Valid phone number required.',
      numberOfChildren: 'Only positive numbers are valid.',
      consent: 'Please agree to the terms and privacy policy and to sharing your data with property owners.',
    });
    const noArea = await send(
      'POST',
      '/api/tenant/create-tenant-request',
      tenant,
      requestForm({ targetCity: '', targetPostalCode: '' }),
    );
    expect(noArea.json().fields).toEqual({ targetPostalCode: 'Select a targeted area first.' });
    const untitled = await send(
      'POST',
      '/api/tenant/create-tenant-request',
      tenant,
      requestForm(),
      [],
      [{ data: pdfDocument(), title: '' }],
    );
    expect(untitled.json().fields).toEqual({ documentTitles: 'Document title is required' });
    const exe = await send(
      'POST',
      '/api/tenant/create-tenant-request',
      tenant,
      requestForm(),
      [],
      [{ data: Buffer.from('MZ\x90\x00 not a pdf'), title: 'Virus' }],
    );
    expect(exe.statusCode).toBe(415);
  });

  it('is for tenants: a landlord gets 403', async () => {
    expect((await send('POST', '/api/tenant/create-tenant-request', landlord, requestForm())).statusCode).toBe(403);
  });

  it('lists a tenant’s own requests, and every visible one for landlords', async () => {
    const mine = await createRequest(otherTenant, { targetCity: 'München', targetPostalCode: '80331' }, []);
    const own = (await get('/api/tenant/all?page=1&pageSize=10', otherTenant)).json();
    expect(own.items.map((r: { id: string }) => r.id)).toEqual([mine.id]);
    const all = (await get('/api/tenant/all', landlord)).json();
    expect(all.items.map((r: { id: string }) => r.id)).toContain(mine.id);
    expect(all.items.every((r: { documents: unknown[] }) => r.documents.length === 0)).toBe(true);
  });

  it('only the owner or an admin edits and deletes; others get 404 and nothing changes', async () => {
    const created = await createRequest();
    for (const who of [otherTenant, landlord]) {
      expect((await send('PATCH', `/api/tenant/update/${created.id}`, who, { notes: 'hijack' })).statusCode).toBe(404);
      expect(
        (await t.app.inject({ method: 'DELETE', url: `/api/tenant/delete/${created.id}`, headers: who.headers }))
          .statusCode,
      ).toBe(404);
    }
    expect((await get(`/api/tenant/${created.id}`, otherTenant)).statusCode).toBe(404);
    const edited = await send(
      'PATCH',
      `/api/tenant/update/${created.id}`,
      tenant,
      { maxPrice: '1800', removeFileIds: created.images[0].id },
      [],
      [{ data: pdfDocument('Gehalt'), title: 'Gehaltsnachweis' }],
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ maxPrice: 1800, notes: null });
    const cleared = await send('PATCH', `/api/tenant/update/${created.id}`, tenant, {
      nationality: '',
      profession: '',
    });
    expect(cleared.json()).toMatchObject({ nationality: null, profession: null, telephone: '+49 170 1234' });
    expect(edited.json().images).toHaveLength(0);
    expect(edited.json().documents.map((d: { title: string }) => d.title)).toEqual(['Schufa', 'Gehaltsnachweis']);
    expect((await get(created.images[0].url, tenant)).statusCode).toBe(404);
    expect((await send('PATCH', `/api/tenant/update/${created.id}`, admin, { status: 'paused' })).json().status).toBe(
      'paused',
    );
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/tenant/delete/${created.id}`,
      headers: tenant.headers,
    });
    expect(del.statusCode).toBe(200);
    expect((await get(`/api/tenant/${created.id}`, tenant)).statusCode).toBe(404);
  });
});

describe('document access', () => {
  it('each approval releases the next stage; files stop at once when access is removed', async () => {
    const owner = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
    const created = await createRequest(owner);
    const docUrl = created.documents[0].url;
    const imgUrl = created.images[0].url;

    const seen = (await get(`/api/tenant/${created.id}`, landlord)).json();
    expect(seen).toMatchObject({ fileAccess: 'none', documents: [], images: [] });
    expect((await get(docUrl, landlord)).statusCode).toBe(404);

    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/document-access/request?tenantId=${owner.user.id}`,
      headers: landlord.headers,
    });
    expect(asked.json()).toEqual({ status: 'pending' });
    expect((await get(`/api/tenant/${created.id}`, landlord)).json().fileAccess).toBe('pending');
    expect((await get(docUrl, landlord)).statusCode).toBe(404);
    const asking = await t.smtp.waitFor(owner.user.email, (m) => /documents|Unterlagen/.test(m.subject));
    expect(asking.text).toContain(`${landlord.user.firstName} ${landlord.user.lastName}`);
    const incoming = (await get('/api/document-access', owner)).json().items;
    expect(incoming).toEqual([
      expect.objectContaining({ landlordId: landlord.user.id, status: 'pending', firstName: 'Erika' }),
    ]);

    const granted = await t.app.inject({
      method: 'PATCH',
      url: `/api/document-access/toggle-access?landlordId=${landlord.user.id}`,
      headers: owner.headers,
    });
    expect(granted.json()).toEqual({ status: 'granted' });
    await t.smtp.waitFor(landlord.user.email, (m) => /released|freigegeben/.test(m.subject));
    // The first approval releases the contact stage: contact data and photos, no documents yet.
    const contact = (await get(`/api/tenant/${created.id}`, landlord)).json();
    expect(contact).toMatchObject({ fileAccess: 'granted', stage: 'contact', documents: [] });
    expect(contact.images).toHaveLength(1);
    expect(contact.email).toBe(created.email);
    expect((await get(imgUrl, landlord)).statusCode).toBe(200);
    expect((await get(docUrl, landlord)).statusCode).toBe(404);

    // Asking again asks for the next stage; the contact stage stays released meanwhile.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/document-access/request?tenantId=${owner.user.id}`,
      headers: landlord.headers,
    });
    expect(again.json()).toEqual({ status: 'pending' });
    expect((await get(imgUrl, landlord)).statusCode).toBe(200);
    const regranted = await t.app.inject({
      method: 'PATCH',
      url: `/api/document-access/toggle-access?landlordId=${landlord.user.id}&to=granted`,
      headers: owner.headers,
    });
    expect(regranted.json()).toEqual({ status: 'granted' });
    const released = (await get(`/api/tenant/${created.id}`, landlord)).json();
    expect(released).toMatchObject({ fileAccess: 'granted', stage: 'interest' });
    expect(released.documents).toHaveLength(1);
    expect((await get(docUrl, landlord)).statusCode).toBe(200);
    // Another landlord still sees nothing.
    expect((await get(docUrl, otherLandlord)).statusCode).toBe(404);
    expect((await get(imgUrl, otherLandlord)).statusCode).toBe(404);

    const removed = await t.app.inject({
      method: 'PATCH',
      url: `/api/document-access/toggle-access?landlordId=${landlord.user.id}`,
      headers: owner.headers,
    });
    expect(removed.json()).toEqual({ status: 'removed' });
    expect((await get(docUrl, landlord)).statusCode).toBe(404);
    expect((await get(imgUrl, landlord)).statusCode).toBe(404);
    const back = (await get(`/api/tenant/${created.id}`, landlord)).json();
    expect(back).toMatchObject({ fileAccess: 'removed', stage: 'browse', images: [], documents: [] });
    expect(back).not.toHaveProperty('email');
    // The landlord is told of the removal by the name browsing shows: she never applied or wrote to them.
    const told = (await notificationsOf(t, landlord, 'accessAnswered')).filter(
      (n) => n.data.tenantId === owner.user.id && n.data.status === 'removed',
    );
    expect(told.map((n) => n.data.tenantName)).toEqual([`${owner.user.firstName} ${owner.user.lastName[0]}.`]);

    // Asking again reopens the request; the tenant may decline it straight away, without granting first.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/document-access/request?tenantId=${owner.user.id}`,
          headers: landlord.headers,
        })
      ).json(),
    ).toEqual({ status: 'pending' });
    const declined = await t.app.inject({
      method: 'PATCH',
      url: `/api/document-access/toggle-access?landlordId=${landlord.user.id}&to=removed`,
      headers: owner.headers,
    });
    expect(declined.json()).toEqual({ status: 'removed' });
    expect((await get(docUrl, landlord)).statusCode).toBe(404);
  });

  it('public files release the photos to every landlord; documents still wait for their stage', async () => {
    const owner = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
    const created = await createRequest(owner, { allowedFileView: 'true' });
    const seen = (await get(`/api/tenant/${created.id}`, otherLandlord)).json();
    expect(seen).toMatchObject({ fileAccess: 'public', stage: 'browse', documents: [] });
    expect((await get(seen.images[0].url, otherLandlord)).statusCode).toBe(200);
    expect((await get(created.documents[0].url, otherLandlord)).statusCode).toBe(404);
    await send('PATCH', `/api/tenant/update/${created.id}`, owner, { allowedFileView: 'false' });
    expect((await get(seen.images[0].url, otherLandlord)).statusCode).toBe(404);
  });

  it('only landlords ask and only tenants decide; unknown people answer 404', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/document-access/request?tenantId=${tenant.user.id}`,
          headers: otherTenant.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/document-access/request?tenantId=${otherLandlord.user.id}`,
          headers: landlord.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/document-access/request?tenantId=nope',
          headers: landlord.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/document-access/toggle-access?landlordId=${otherLandlord.user.id}`,
          headers: tenant.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/document-access/toggle-access?landlordId=${tenant.user.id}`,
          headers: landlord.headers,
        })
      ).statusCode,
    ).toBe(404);
  });
});
