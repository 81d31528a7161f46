import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createLoggedInUser, createUser, multipart, PASSWORD, pngImage, uniqueEmail } from '../../../test/factories.ts';
import { linkIn } from '../../../test/smtp-sink.ts';
import { findUserByEmail, updateUser } from '../users/queries.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The `name=value` of a Set-Cookie header with that name, or undefined. */
function cookieFrom(headers: Record<string, unknown>, name: string) {
  const raw = headers['set-cookie'];
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw.map(String) : [String(raw)];
  return list.find((c) => c.startsWith(`${name}=`));
}

/** Signs up through the route as a browser would; answers the sign-up cookie and the mailed token. */
async function signUp(role: 'client' | 'contractor' = 'client') {
  const email = uniqueEmail('one-sign-in');
  const body = multipart(
    { firstName: 'Mia', lastName: 'Neu', email, password: 'secret1', role },
    { avatar: { data: await pngImage(), filename: 'me.png', type: 'image/png' } },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: body.payload,
    headers: body.headers,
  });
  expect(res.statusCode).toBe(201);
  const setCookie = cookieFrom(res.headers, 'mietmatch_signup');
  expect(setCookie).toMatch(/HttpOnly; SameSite=Strict/);
  const cookie = setCookie!.split(';')[0]!;
  const token = new URL(linkIn(await t.smtp.waitFor(email), '/verify-email?token=')).searchParams.get('token')!;
  return { email, cookie, token };
}

const confirm = (token: string, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/auth/confirm-email/${encodeURIComponent(token)}`,
    headers: cookie ? { cookie } : {},
  });

const activateFree = (authorization: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/activate-free-plan', headers: { authorization } });

describe('the verification link goes on to the plan choice', () => {
  it('in the browser that signed up, the first verification hands out the checkout pass once', async () => {
    const { email, cookie, token } = await signUp('contractor');
    const first = await confirm(token, cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      message: 'Email verified',
      email,
      role: 'contractor',
      checkout_token: expect.any(String),
      freePlanUsed: false,
    });
    // The cookie has done its work.
    expect(cookieFrom(first.headers, 'mietmatch_signup')).toMatch(/Max-Age=0/);
    // The pass chooses a plan for this account, as the login gate's does.
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/create-checkout-session',
      headers: { authorization: `Bearer ${first.json().checkout_token}` },
      payload: { role: 'contractor', email, duration: 3 },
    });
    expect(checkout.statusCode).toBe(200);
    // A second click on the link (reload, another tab) verifies and goes to the login: no second pass.
    const again = await confirm(token, cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: 'Email verified' });
  });

  it('opened in another browser (no sign-up cookie) the link verifies only: the person logs in', async () => {
    const { email, token } = await signUp();
    const res = await confirm(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Email verified' });
    expect((await findUserByEmail(t.database.db, email))!.emailVerifiedAt).not.toBeNull();
  });

  it('a sign-up cookie naming another account gives no pass for this one', async () => {
    const mine = await signUp();
    const other = await signUp();
    const res = await confirm(other.token, mine.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Email verified' });
  });

  it('an account that has a valid plan by the time of the click goes to the login', async () => {
    const { email, cookie, token } = await signUp();
    const user = await findUserByEmail(t.database.db, email);
    await updateUser(t.database.db, user!.id, { paymentExpiresAt: new Date(Date.now() + 86_400_000) });
    expect((await confirm(token, cookie)).json()).toEqual({ message: 'Email verified' });
  });

  it('a blocked account gets no pass', async () => {
    const { email, cookie, token } = await signUp();
    await updateUser(t.database.db, (await findUserByEmail(t.database.db, email))!.id, { isBlocked: true });
    expect((await confirm(token, cookie)).json()).toEqual({ message: 'Email verified' });
  });
});

describe('"Continue for free" with the checkout token signs in', () => {
  it('answers the login tokens and cookie once; the session works at once', async () => {
    const { cookie, token } = await signUp();
    const pass = (await confirm(token, cookie)).json();
    const res = await activateFree(`Bearer ${pass.checkout_token}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      message: 'Free plan activated',
      role: 'client',
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      userId: expect.any(String),
    });
    expect(cookieFrom(res.headers, 'mietmatch_refresh')).toContain(`mietmatch_refresh=${body.refresh_token};`);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/current-user',
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: body.userId, planId: 'basic-3', freePlanUsed: true });
    // Once per account: the same token cannot mint another session.
    const again = await activateFree(`Bearer ${pass.checkout_token}`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).not.toHaveProperty('access_token');
  });

  it('inside a session it answers the plan only, as before', async () => {
    const s = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
    // The plan ended while signed in.
    await updateUser(t.database.db, s.user.id, { paymentExpiresAt: new Date(Date.now() - 1000) });
    const res = await activateFree(s.headers.authorization);
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('access_token');
    expect(cookieFrom(res.headers, 'mietmatch_refresh')).toBeUndefined();
  });

  it('a login gate token of a blocked account signs nobody in', async () => {
    const user = await createUser(t.database.db, { role: 'client', paymentExpiresAt: null, planId: null });
    const gate = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: PASSWORD },
    });
    expect(gate.json().code).toBe('NoPayment');
    await updateUser(t.database.db, user.id, { isBlocked: true });
    const res = await activateFree(`Bearer ${gate.json().checkout_token}`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).not.toHaveProperty('access_token');
  });
});
