import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createUser, PASSWORD } from '../../../test/factories.ts';
import { updateUser } from '../users/queries.ts';
import { revokeUserSessions } from './queries.ts';

let t: TestContext;
let secure: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  secure = await createTestApp({}, { APP_URL: 'https://mietmatch.example' });
});
afterAll(async () => {
  await t.close();
  await secure.close();
});

const NAME = 'mietmatch_refresh';

/** The Set-Cookie lines of an answer. */
function setCookies(res: LightMyRequestResponse): string[] {
  const header = res.headers['set-cookie'];
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
}

/** Each Set-Cookie line for `name` as a browser reads it: the value and the attributes (sorted). */
function cookiesNamed(res: LightMyRequestResponse, name = NAME) {
  return setCookies(res)
    .filter((c) => c.startsWith(`${name}=`))
    .map((line) => {
      const [pair, ...attributes] = line.split(';').map((a) => a.trim());
      return { value: pair!.slice(name.length + 1), attributes: attributes.sort() };
    });
}

const REFRESH_MAX_AGE = `Max-Age=${30 * 24 * 3600}`;

/**
 * A browser drops a cookie only when told so for the same name and Path: one line, empty, Max-Age=0,
 * with the attributes it was set with.
 */
function expectCleared(res: LightMyRequestResponse) {
  expect(cookiesNamed(res)).toEqual([
    { value: '', attributes: ['HttpOnly', 'Max-Age=0', 'Path=/api/auth', 'SameSite=Strict'] },
  ]);
}

async function signIn(ctx: TestContext) {
  const user = await createUser(ctx.database.db);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return { user, res, body: res.json() as { access_token: string; refresh_token: string } };
}

const refreshWithCookie = (ctx: TestContext, userId: string, cookie: string, name = NAME) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    payload: { userId },
    headers: { cookie: `${name}=${cookie}` },
  });

const currentUser = (ctx: TestContext, accessToken: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/current-user', headers: { authorization: `Bearer ${accessToken}` } });

describe('the refresh cookie', () => {
  it('login sets it HttpOnly, SameSite=Strict, for the auth routes only, without Secure on http', async () => {
    const { res, body } = await signIn(t);
    expect(cookiesNamed(res)).toEqual([
      {
        value: body.refresh_token,
        attributes: ['HttpOnly', REFRESH_MAX_AGE, 'Path=/api/auth', 'SameSite=Strict'],
      },
    ]);
  });

  it('on https it is Secure and carries the __Secure- prefix', async () => {
    const { res, body, user } = await signIn(secure);
    expect(cookiesNamed(res, '__Secure-mietmatch_refresh')).toEqual([
      {
        value: body.refresh_token,
        attributes: ['HttpOnly', REFRESH_MAX_AGE, 'Path=/api/auth', 'SameSite=Strict', 'Secure'],
      },
    ]);
    expect(setCookies(res).some((c) => c.startsWith(`${NAME}=`))).toBe(false);
    const refreshed = await refreshWithCookie(secure, user.id, body.refresh_token, '__Secure-mietmatch_refresh');
    expect(refreshed.statusCode, refreshed.body).toBe(200);
  });

  it('refreshes without a token in the body, rotates the cookie and answers the same body', async () => {
    const { user, body } = await signIn(t);
    const res = await refreshWithCookie(t, user.id, body.refresh_token);
    expect(res.statusCode, res.body).toBe(200);
    const pair = res.json();
    expect(Object.keys(pair).sort()).toEqual(['access_token', 'refresh_token']);
    expect(pair.refresh_token).not.toBe(body.refresh_token);
    expect(cookiesNamed(res)).toEqual([
      { value: pair.refresh_token, attributes: ['HttpOnly', REFRESH_MAX_AGE, 'Path=/api/auth', 'SameSite=Strict'] },
    ]);
    expect((await currentUser(t, pair.access_token)).statusCode).toBe(200);
    // A token in the body wins over the cookie, as a client without cookies sends it.
    const fromBody = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { userId: user.id, refreshToken: pair.refresh_token },
      headers: { cookie: `${NAME}=made-up-token-made-up-token` },
    });
    expect(fromBody.statusCode).toBe(200);
  });

  it('a cookie of another user, an unknown one or none at all is refused', async () => {
    const a = await signIn(t);
    const b = await signIn(t);
    expect((await refreshWithCookie(t, b.user.id, a.body.refresh_token)).statusCode).toBe(401);
    const unknown = await refreshWithCookie(t, a.user.id, 'x'.repeat(43));
    expect(unknown.statusCode).toBe(401);
    // The browser is told to drop a cookie that no longer works.
    expectCleared(unknown);
    const none = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { userId: a.user.id } });
    expect(none.statusCode).toBe(400);
  });

  it('a blocked member’s refresh answers Blocked and drops the cookie', async () => {
    const { user, body } = await signIn(t);
    await updateUser(t.database.db, user.id, { isBlocked: true });
    await revokeUserSessions(t.database.db, user.id, 'blocked');
    const res = await refreshWithCookie(t, user.id, body.refresh_token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'Blocked', message: 'Blocked' });
    expectCleared(res);
  });

  it('logout clears it, and the cleared session cannot be refreshed', async () => {
    const { user, body } = await signIn(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: {},
      headers: { authorization: `Bearer ${body.access_token}`, cookie: `${NAME}=${body.refresh_token}` },
    });
    expect(res.statusCode).toBe(200);
    expectCleared(res);
    expect((await refreshWithCookie(t, user.id, body.refresh_token)).statusCode).toBe(401);
  });
});
