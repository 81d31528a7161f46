import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createLoggedInUser, multipart, requestForm, seedPostalCodes, type LoggedIn } from '../../test/factories.ts';
import { createProperty, createRequest } from '../../test/route-access/fixtures.ts';

/**
 * A multipart body the parser cannot read — cut off before its closing boundary, or sent without a
 * usable boundary — is the client's mistake: 400 `MalformedBody` on every form route, and nothing in
 * the error log, since anyone could send such bodies by the thousand.
 */
let t: TestContext;
let tenant: LoggedIn;
let landlord: LoggedIn;
let propertyId: string;
let requestId: string;
let logged: { level: number; msg?: string }[] = [];

beforeAll(async () => {
  t = await createTestApp(
    { logStream: { write: (line) => void logged.push(JSON.parse(line)) } },
    { LOG_LEVEL: 'info' },
  );
  await seedPostalCodes(t.database.db);
  tenant = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
  landlord = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
  propertyId = (await createProperty(t, landlord)).id;
  requestId = (await createRequest(t, tenant)).id;
});
afterAll(() => t.close());
beforeEach(() => {
  logged = [];
});

const CUT_OFF = '--xx\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n';
// pino's numeric levels: 40 warn, 50 error, 60 fatal.
const ERROR_LEVEL = 50;

type Method = 'POST' | 'PUT' | 'PATCH';
function formRoutes(): [Method, string, LoggedIn | undefined][] {
  return [
    ['POST', '/api/auth/register', undefined],
    ['PUT', '/api/auth/update-profile', tenant],
    ['POST', '/api/landlord/create', landlord],
    ['PATCH', `/api/landlord/update/${propertyId}`, landlord],
    ['POST', '/api/tenant/create-tenant-request', tenant],
    ['PATCH', `/api/tenant/update/${requestId}`, tenant],
  ];
}

async function send(method: Method, url: string, who: LoggedIn | undefined, contentType: string, payload: string) {
  return t.app.inject({
    method,
    url,
    payload,
    headers: { ...who?.headers, 'content-type': contentType, 'accept-language': 'en' },
  });
}

function expectMalformed(res: { statusCode: number; body: string; json(): unknown }) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toEqual({ code: 'MalformedBody', message: 'The request body is malformed.' });
}

describe('a multipart body the parser cannot read answers 400 and logs no error', () => {
  it('a body cut off before its closing boundary, on every form route', async () => {
    for (const [method, url, who] of formRoutes()) {
      expectMalformed(await send(method, url, who, 'multipart/form-data; boundary=xx', CUT_OFF));
    }
    expect(logged.filter((line) => line.level >= ERROR_LEVEL)).toEqual([]);
    // The logger did run: each request was logged at info level.
    expect(logged.some((line) => line.msg === 'request completed')).toBe(true);
  });

  it('a body cut off inside a file part is answered, not left hanging', async () => {
    const insideFile = (field: string) =>
      `--xx\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc`;
    for (const [method, url, who] of formRoutes()) {
      const field = url.includes('auth') ? 'avatar' : 'images';
      expectMalformed(await send(method, url, who, 'multipart/form-data; boundary=xx', insideFile(field)));
    }
    expect(logged.filter((line) => line.level >= ERROR_LEVEL)).toEqual([]);
  });

  it('the text is in German too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: CUT_OFF,
      headers: { 'content-type': 'multipart/form-data; boundary=xx', 'accept-language': 'de' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'MalformedBody', message: 'Der Inhalt der Anfrage ist fehlerhaft.' });
  });

  it('a multipart content type without a boundary, with an empty one, or with one too long to search for', async () => {
    for (const contentType of [
      'multipart/form-data',
      'multipart/form-data; boundary=',
      'multipart/form-data; charset=utf-8',
      `multipart/form-data; boundary=${'b'.repeat(300)}`,
    ]) {
      for (const [method, url, who] of formRoutes()) {
        expectMalformed(await send(method, url, who, contentType, CUT_OFF));
      }
    }
    expect(logged.filter((line) => line.level >= ERROR_LEVEL)).toEqual([]);
  });

  it('the same form, complete, still goes through', async () => {
    const body = multipart(requestForm({ profession: 'Lehrerin' }));
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/tenant/update/${requestId}`,
      payload: body.payload,
      headers: { ...tenant.headers, ...body.headers },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
