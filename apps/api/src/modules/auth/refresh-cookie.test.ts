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

/** The refresh cookie's value as the browser would keep it, or null when the answer clears it. */
function cookieValue(res: LightMyRequestResponse, name = NAME): string | null | undefined {
  const line = setCookies(res).find((c) => c.startsWith(`${name}=`));
  if (!line) return undefined;
  const value = line.split(';')[0]!.slice(name.length + 1);
  return /Max-Age=0(;|$)/.test(line) ? null : value;
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
    const line = setCookies(res).find((c) => c.startsWith(`${NAME}=`))!;
    expect(line).toBeDefined();
    const attributes = line.split(';').map((a) => a.trim());
    expect(attributes).toEqual(
      expect.arrayContaining(['HttpOnly', 'SameSite=Strict', 'Path=/api/auth', `Max-Age=${30 * 24 * 3600}`]),
    );
    expect(attributes).not.toContain('Secure');
    expect(cookieValue(res)).toBe(body.refresh_token);
  });

  it('on https it is Secure and carries the __Secure- prefix', async () => {
    const { res, body, user } = await signIn(secure);
    const line = setCookies(res).find((c) => c.startsWith('__Secure-mietmatch_refresh='))!;
    expect(line.split(';').map((a) => a.trim())).toContain('Secure');
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
    expect(cookieValue(res)).toBe(pair.refresh_token);
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
    expect(cookieValue(unknown)).toBeNull();
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
    expect(cookieValue(res)).toBeNull();
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
    expect(cookieValue(res)).toBeNull();
    expect((await refreshWithCookie(t, user.id, body.refresh_token)).statusCode).toBe(401);
  });
});
