import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createLoggedInUser, type LoggedIn } from '../../test/factories.ts';

/**
 * A path the router cannot read — a broken percent-encoding, or an id segment thousands of characters
 * long — names nothing: 404 in the one error shape, in the request's language, without echoing the path.
 */
let t: TestContext;
let tenant: LoggedIn;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
});
afterAll(() => t.close());

const LONG_ID = 'x'.repeat(5000);

describe('an unreadable path answers 404 NotFound like any unknown address', () => {
  it.each([
    ['GET', `/api/landlord/${LONG_ID}`],
    ['PATCH', `/api/tenant/update/${LONG_ID}`],
    ['GET', '/api/landlord/%E0%A4%A'],
    ['DELETE', '/api/inquiry/delete/%'],
    ['GET', '/api/users/%C0%AF'],
  ] as const)('%s %s', async (method, url) => {
    const res = await t.app.inject({ method, url, headers: { ...tenant.headers, 'accept-language': 'en' } });
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json()).toEqual({ code: 'NotFound', message: 'Not found.' });
  });

  it('in German too, and for anonymous visitors', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/users/${LONG_ID}`,
      headers: { 'accept-language': 'de' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NotFound', message: 'Nicht gefunden.' });
  });
});
