import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createLoggedInUser, createUser, login, PASSWORD } from '../../../test/factories.ts';
import { REFRESH_REUSE_GRACE_MS } from './session-service.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const DAY = 24 * 60 * 60 * 1000;

describe('POST /api/auth/login', () => {
  it('answers tokens and the role for a user with a valid plan', async () => {
    const user = await createUser(t.database.db, { role: 'contractor' });
    const res = await post('/api/auth/login', { email: user.email.toUpperCase(), password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ role: 'contractor', userId: user.id, message: 'Login successful' });
    const payload = JSON.parse(Buffer.from(body.access_token.split('.')[1], 'base64url').toString());
    expect(payload.sub).toBe(user.id);
    expect(payload.exp - payload.iat).toBe(15 * 60);
    const me = await t.app.inject({
      method: 'GET',
      url: `/api/auth/current-user?userId=${user.id}`,
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: user.id, email: user.email, role: 'contractor' });
    expect(me.json()).not.toHaveProperty('passwordHash');
  });

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const user = await createUser(t.database.db);
    const wrong = await post('/api/auth/login', { email: user.email, password: 'wrong-password' });
    const unknown = await post('/api/auth/login', { email: 'nobody-here@example.test', password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 'InvalidCredentials', message: 'Invalid credentials' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('validates the body with the specification texts', async () => {
    const res = await post('/api/auth/login', { email: 'nope', password: '123' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'ValidationFailed',
      message: 'Please fill out all required fields.',
      fields: { email: 'Enter a valid email', password: 'Password is required' },
    });
    const missing = await post('/api/auth/login', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ email: 'Enter a valid email', password: 'Password is required' });
  });

  it('gates a blocked or soft-deleted account without tokens', async () => {
    for (const flags of [{ isBlocked: true }, { isSoftDeleted: true }]) {
      const user = await createUser(t.database.db, flags);
      const res = await post('/api/auth/login', { email: user.email, password: PASSWORD });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'Blocked', message: 'Blocked' });
    }
  });

  it('gates an expired plan with PaymentExpired and a checkout token good only for choosing a plan', async () => {
    const user = await createUser(t.database.db, { role: 'contractor', paymentExpiresAt: new Date(Date.now() - DAY) });
    const res = await post('/api/auth/login', { email: user.email, password: PASSWORD });
    expect(res.statusCode).toBe(403);
    const body = res.json();
    expect(body).toMatchObject({
      code: 'PaymentExpired',
      message: 'PaymentExpired',
      email: user.email,
      role: 'contractor',
      freePlanUsed: false,
    });
    expect(body).not.toHaveProperty('access_token');
    // The checkout token opens nothing else.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/current-user',
      headers: { authorization: `Bearer ${body.checkout_token}` },
    });
    expect(me.statusCode).toBe(401);
  });

  it('tells the plan page when "Continue for free" was used already', async () => {
    const user = await createUser(t.database.db, {
      paymentExpiresAt: new Date(Date.now() - DAY),
      freePlanUsedAt: new Date(Date.now() - 100 * DAY),
    });
    const res = await post('/api/auth/login', { email: user.email, password: PASSWORD });
    expect(res.json()).toMatchObject({ code: 'PaymentExpired', freePlanUsed: true });
  });

  it('lets an admin in without a plan', async () => {
    const admin = await createUser(t.database.db, { role: 'admin', paymentExpiresAt: null, planId: null });
    const res = await post('/api/auth/login', { email: admin.email, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe('admin');
  });

  it('answers a malformed JSON body with 400, never 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('MalformedBody');
  });
});

describe('POST /api/auth/refresh', () => {
  it('rotates the refresh token on every use', async () => {
    const s = await createLoggedInUser(t.app, t.database.db);
    const first = await post('/api/auth/refresh', { userId: s.user.id, refreshToken: s.refreshToken });
    expect(first.statusCode).toBe(200);
    const rotated = first.json();
    expect(rotated.refresh_token).not.toBe(s.refreshToken);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/current-user',
      headers: { authorization: `Bearer ${rotated.access_token}` },
    });
    expect(me.statusCode).toBe(200);
    const second = await post('/api/auth/refresh', { userId: s.user.id, refreshToken: rotated.refresh_token });
    expect(second.statusCode).toBe(200);
  });

  it('revokes the whole session family when a spent token comes back', async () => {
    const s = await createLoggedInUser(t.app, t.database.db);
    const rotated = (await post('/api/auth/refresh', { userId: s.user.id, refreshToken: s.refreshToken })).json();
    // The spent token is presented again after the grace for concurrent tabs (a stolen copy): refused ...
    t.clock.advance(REFRESH_REUSE_GRACE_MS + 1000);
    let reuse: Awaited<ReturnType<typeof post>>;
    try {
      reuse = await post('/api/auth/refresh', { userId: s.user.id, refreshToken: s.refreshToken });
    } finally {
      t.clock.reset();
    }
    expect(reuse.statusCode).toBe(401);
    // ... and the legitimate newer token and its access token die with the family.
    expect(
      (await post('/api/auth/refresh', { userId: s.user.id, refreshToken: rotated.refresh_token })).statusCode,
    ).toBe(401);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/current-user',
      headers: { authorization: `Bearer ${rotated.access_token}` },
    });
    expect(me.statusCode).toBe(401);
    // Other sessions of the same user are untouched.
    const other = await login(t.app, s.user);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/current-user', headers: other.headers })).statusCode,
    ).toBe(200);
  });

  it('refuses a token of another user, an unknown token and an expired one', async () => {
    const a = await createLoggedInUser(t.app, t.database.db);
    const b = await createUser(t.database.db);
    expect((await post('/api/auth/refresh', { userId: b.id, refreshToken: a.refreshToken })).statusCode).toBe(401);
    expect((await post('/api/auth/refresh', { userId: a.user.id, refreshToken: 'made-up' })).statusCode).toBe(401);
    expect((await post('/api/auth/refresh', { userId: a.user.id })).statusCode).toBe(400);
    t.clock.advance(31 * DAY);
    try {
      expect((await post('/api/auth/refresh', { userId: a.user.id, refreshToken: a.refreshToken })).statusCode).toBe(
        401,
      );
    } finally {
      t.clock.reset();
    }
  });

  it('stops an access token after 15 minutes', async () => {
    const s = await createLoggedInUser(t.app, t.database.db);
    t.clock.advance(16 * 60 * 1000);
    try {
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/current-user', headers: s.headers });
      expect(me.statusCode).toBe(401);
      expect(me.json().code).toBe('Unauthorized');
    } finally {
      t.clock.reset();
    }
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session: its access and refresh tokens stop working', async () => {
    const s = await createLoggedInUser(t.app, t.database.db);
    const res = await post('/api/auth/logout', { refreshToken: s.refreshToken }, s.headers);
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/current-user', headers: s.headers })).statusCode).toBe(
      401,
    );
    expect((await post('/api/auth/refresh', { userId: s.user.id, refreshToken: s.refreshToken })).statusCode).toBe(401);
  });

  it('needs a token', async () => {
    expect((await post('/api/auth/logout', {})).statusCode).toBe(401);
  });
});
