import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import {
  createLoggedInUser,
  multipart,
  propertyForm,
  requestForm,
  seedPostalCodes,
  type LoggedIn,
} from '../../test/factories.ts';

/**
 * Bad input gets a clear answer: a 4xx with a stable code and a text in the request's language,
 * never a 500. Null characters (which PostgreSQL cannot store in text) and malformed ids are
 * the inputs that used to reach the database.
 */
let t: TestContext;
let tenant: LoggedIn;
let landlord: LoggedIn;
let admin: LoggedIn;
let requestId: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
  tenant = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
  landlord = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
  admin = await createLoggedInUser(t.app, t.database.db, { role: 'admin' });
  const r = multipart(requestForm());
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/tenant/create-tenant-request',
    payload: r.payload,
    headers: { ...tenant.headers, ...r.headers },
  });
  expect(created.statusCode, created.body).toBe(201);
  requestId = created.json().id;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, who: LoggedIn, payload?: object, lang = 'en') =>
  t.app.inject({ method, url, payload, headers: { ...who.headers, 'accept-language': lang } });
const form = (method: Method, url: string, who: LoggedIn, fields: Record<string, string>) => {
  const body = multipart(fields);
  return t.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...who.headers, ...body.headers, 'accept-language': 'en' },
  });
};

/** A 4xx with a code and a message, and the field's text when one field is to blame. */
function expectClearAnswer(
  res: {
    statusCode: number;
    body: string;
    json(): { code?: unknown; message?: unknown; fields?: Record<string, unknown> };
  },
  status: number,
  field?: string,
) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(body.code).toEqual(expect.any(String));
  expect(body.message).toEqual(expect.any(String));
  if (field) expect(body.fields?.[field], res.body).toBe('The text contains characters that are not allowed.');
}

describe('bad input answers 4xx with a code, never 500', () => {
  it('null characters in search queries are named as the field’s error', async () => {
    expectClearAnswer(await call('GET', '/api/landlord/filter?city=%00', tenant), 400, 'city');
    expectClearAnswer(await call('GET', '/api/tenant/filter?city=Berlin%00', landlord), 400, 'city');
    expectClearAnswer(await call('GET', '/api/admin/users?search=%00', admin), 400, 'search');
    expectClearAnswer(await call('GET', '/api/admin/users?postalArea=%00', admin), 400, 'postalArea');
  });

  it('the text is in German too', async () => {
    const res = await call('GET', '/api/landlord/filter?city=K%C3%B6ln%00', tenant, undefined, 'de');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'ValidationFailed',
      fields: { city: 'Der Text enthält nicht erlaubte Zeichen.' },
    });
  });

  it('a landlord filter by a malformed landlord id is a validation error', async () => {
    const res = await call('GET', '/api/landlord/filter?listedBy=notuuid', tenant);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'ValidationFailed', fields: { listedBy: 'Invalid value' } });
    const fine = await call('GET', `/api/landlord/filter?listedBy=${landlord.user.id}`, tenant);
    expect(fine.statusCode, fine.body).toBe(200);
  });

  it('a null character in an inquiry message is refused before anything is written', async () => {
    const res = await call('POST', '/api/inquiry/create-inbox', landlord, {
      recipientId: tenant.user.id,
      subjectType: 'request',
      subjectId: requestId,
      message: 'hi\u0000',
    });
    expectClearAnswer(res, 400, 'message');
    expect((await call('GET', '/api/inquiry/unread-count', tenant)).json()).toEqual({ totalUnreadCount: 0 });
  });

  it('a null character in a multipart text field is refused: property, request and profile forms', async () => {
    expectClearAnswer(
      await form('POST', '/api/landlord/create', landlord, propertyForm({ description: 'Balkon\u0000' })),
      400,
      'description',
    );
    expectClearAnswer(
      await form(
        'POST',
        '/api/tenant/create-tenant-request',
        tenant,
        requestForm({ residentialPreferences: 'ruhig\u0000' }),
      ),
      400,
      'residentialPreferences',
    );
    expectClearAnswer(
      await form('PATCH', `/api/tenant/update/${requestId}`, tenant, { notes: '\u0000' }),
      400,
      'notes',
    );
    expectClearAnswer(
      await form('PUT', '/api/auth/update-profile', tenant, {
        firstName: 'Erika',
        lastName: 'Mustermann',
        address: 'Weg 1\u0000',
      }),
      400,
      'address',
    );
    // A field no schema names is refused all the same: nothing with a null character goes further.
    expectClearAnswer(
      await form('PUT', '/api/auth/update-profile', tenant, {
        firstName: 'Erika',
        lastName: 'Mustermann',
        unknown: 'x\u0000',
      }),
      400,
      'unknown',
    );
    const me = await call('GET', '/api/auth/current-user', tenant);
    expect(me.json().address).toBeNull();
  });

  it('a null character that reaches the database is still a 400 with its own code', async () => {
    // The payment session id is looked up as it is sent: the database refuses the character.
    const res = await call('GET', '/api/auth/verify-payment?session_id=%00abc', tenant);
    expectClearAnswer(res, 400);
    expect(res.json()).toMatchObject({
      code: 'InvalidCharacters',
      message: 'The request contains characters that are not allowed.',
    });
  });

  it('malformed ids in a path are not found', async () => {
    for (const url of [
      '/api/landlord/notuuid',
      '/api/tenant/notuuid',
      '/api/tenant/notuuid/files/notuuid',
      `/api/tenant/${requestId}/files/notuuid`,
      '/api/inquiry/thread/notuuid',
      '/api/landlord/%00',
    ]) {
      const who = url.startsWith('/api/landlord') ? tenant : landlord;
      expectClearAnswer(await call('GET', url, who), 404);
    }
    expectClearAnswer(await call('GET', '/api/admin/users/notuuid/actions', admin), 404);
    expectClearAnswer(await call('POST', '/api/favorites/property/notuuid', tenant), 404);
    expectClearAnswer(await call('DELETE', '/api/tenant/delete/notuuid', tenant), 404);
    expectClearAnswer(await call('POST', '/api/document-access/request?tenantId=notuuid', landlord), 404);
  });

  it('a JSON body over the size limit is told so, not taken for a large file', async () => {
    const res = await call('POST', '/api/inquiry/send', landlord, {
      inboxId: requestId,
      message: 'x'.repeat(2 * 1024 * 1024),
    });
    expectClearAnswer(res, 413);
    expect(res.json()).toMatchObject({ code: 'BodyTooLarge', message: 'The request is too large.' });
  });
});
