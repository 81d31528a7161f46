import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URL, createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createLoggedInUser, type LoggedIn } from '../../../test/factories.ts';

/**
 * Refresh and logout refuse a request another site's page started, besides the SameSite=Strict cookie:
 * a foreign `Origin` or `Sec-Fetch-Site: cross-site` gets 403 Forbidden and changes nothing. Clients that
 * are no browser send no `Origin` and work as before.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const COOKIE = 'mietmatch_refresh';
const FOREIGN: Record<string, string>[] = [
  { origin: 'https://evil.example' },
  { origin: 'http://app.test.evil.example' },
  { origin: 'http://app.test:8080' },
  { origin: 'null' },
  { 'sec-fetch-site': 'cross-site' },
  { origin: APP_URL, 'sec-fetch-site': 'cross-site' },
];

const refresh = (who: LoggedIn, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    payload: { userId: who.user.id },
    headers: { cookie: `${COOKIE}=${who.refreshToken}`, ...headers },
  });

const logout = (who: LoggedIn, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/logout',
    headers: { ...who.headers, cookie: `${COOKIE}=${who.refreshToken}`, ...headers },
  });

const currentUser = (who: LoggedIn) =>
  t.app.inject({ method: 'GET', url: '/api/auth/current-user', headers: who.headers });

describe('POST /api/auth/refresh from another site', () => {
  it.each(FOREIGN)('%o is refused with 403 Forbidden; the token is neither spent nor cleared', async (headers) => {
    const member = await createLoggedInUser(t.app, t.database.db);
    const res = await refresh(member, { ...headers, 'accept-language': 'de' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'Forbidden', message: 'Das darfst du nicht.' });
    expect(res.headers['set-cookie']).toBeUndefined();
    // The token was not spent: it rotates now, and the pair it gives works.
    const own = await refresh(member, { origin: APP_URL, 'sec-fetch-site': 'same-origin' });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().refresh_token).not.toBe(member.refreshToken);
  });

  it('the app’s own page, a same-site one and a client without Origin refresh as before', async () => {
    const own: Record<string, string>[] = [{ origin: APP_URL }, { 'sec-fetch-site': 'same-site' }, {}];
    for (const headers of own) {
      const member = await createLoggedInUser(t.app, t.database.db);
      const res = await refresh(member, headers);
      expect(res.statusCode, `${JSON.stringify(headers)}: ${res.body}`).toBe(200);
      expect(res.json()).toEqual({ access_token: expect.any(String), refresh_token: expect.any(String) });
    }
  });
});

describe('POST /api/auth/logout from another site', () => {
  it.each(FOREIGN)('%o is refused with 403 Forbidden; the session stays', async (headers) => {
    const member = await createLoggedInUser(t.app, t.database.db);
    const res = await logout(member, headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('Forbidden');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await currentUser(member)).statusCode).toBe(200);
  });

  it('the app’s own page and a client without Origin sign out', async () => {
    const own: Record<string, string>[] = [{ origin: APP_URL, 'sec-fetch-site': 'same-origin' }, {}];
    for (const headers of own) {
      const member = await createLoggedInUser(t.app, t.database.db);
      const res = await logout(member, headers);
      expect(res.statusCode, res.body).toBe(200);
      expect((await currentUser(member)).statusCode).toBe(401);
      expect((await refresh(member, {})).statusCode).toBe(401);
    }
  });
});

describe('the OpenAPI document', () => {
  it('tells refresh and logout callers about the 403', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of ['/api/auth/refresh', '/api/auth/logout']) {
      expect(doc.paths[path].post.description).toContain('`Sec-Fetch-Site: cross-site`');
      expect(Object.keys(doc.paths[path].post.responses)).toContain('403');
    }
  });
});
