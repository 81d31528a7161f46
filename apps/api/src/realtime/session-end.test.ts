import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createLoggedInUser, createUser, login, PASSWORD, type LoggedIn } from '../../test/factories.ts';
import { linkIn } from '../../test/smtp-sink.ts';
import { createJwtService } from '../lib/jwt.ts';
import { REFRESH_REUSE_GRACE_MS } from '../modules/auth/session-service.ts';
import { updateUser } from '../modules/users/queries.ts';
import { closeAll, disconnection, listen, next, open, refusal } from './test-sockets.ts';

/*
 * A socket is as good as the session and the token it was opened with: whatever ends those ends the
 * socket, on every node, and nothing more reaches it.
 */
let t: TestContext;
let base: string;
let landlord: LoggedIn;

beforeAll(async () => {
  t = await createTestApp();
  base = await listen(t.app);
  landlord = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
});
afterAll(async () => {
  closeAll();
  await t.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

/** A landlord writes to the tenant: what a socket of the tenant would receive live. */
async function messageTo(tenant: LoggedIn, text: string) {
  const res = await post(
    '/api/inquiry/create-inbox',
    { recipientId: tenant.user.id, subjectType: 'profile', subjectId: tenant.user.id, message: text },
    landlord.headers,
  );
  expect(res.statusCode).toBe(200);
}

/** The same account signed in on two devices: two sessions, each with its socket. */
async function twoDevices() {
  const user = await createUser(t.database.db);
  const a = await login(t.app, user);
  const b = await login(t.app, user);
  return { a, b, socketA: await open(base, a.accessToken), socketB: await open(base, b.accessToken) };
}

const sessionOf = (accessToken: string) =>
  JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()).sid as string;

describe('sockets end with their session', () => {
  it('logout cuts the sockets of that session; the other device stays live', async () => {
    const { a, b, socketA, socketB } = await twoDevices();
    const cut = disconnection(socketA);
    expect((await post('/api/auth/logout', {}, a.headers)).statusCode).toBe(200);
    expect(await cut).toBe('io server disconnect');
    // Sent after the logout was answered: a cut of the other device would have reached it first.
    const live = next<{ message: { message: string } }>(socketB, 'newMessage');
    await messageTo(b, 'Nach dem Abmelden');
    expect((await live).message.message).toBe('Nach dem Abmelden');
    // The logged-out token cannot open a new one either.
    expect((await refusal(base, a.accessToken)).message).toBe('Unauthorized');
  });

  it('a password change cuts the sockets of the other sessions and keeps its own', async () => {
    const { a, b, socketA, socketB } = await twoDevices();
    const cut = disconnection(socketA);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/change-password',
      headers: b.headers,
      payload: { oldPassword: PASSWORD, newPassword: 'a-brand-new-password' },
    });
    expect(res.statusCode).toBe(200);
    expect(await cut).toBe('io server disconnect');
    // Sent after the change was answered: a cut of its own session's socket would have reached it first.
    const live = next<{ message: { message: string } }>(socketB, 'newMessage');
    await messageTo(a, 'Nach der Änderung');
    expect((await live).message.message).toBe('Nach der Änderung');
    expect((await refusal(base, a.accessToken)).message).toBe('Unauthorized');
  });

  it('a password reset cuts every socket of the account', async () => {
    const { a, socketA, socketB } = await twoDevices();
    const before = t.smtp.mails.length;
    expect((await post('/api/auth/forgot-password', { email: a.user.email })).statusCode).toBe(200);
    const mail = await t.smtp.waitFor(
      a.user.email,
      (m) => t.smtp.mails.indexOf(m) >= before && m.text.includes('/reset-password'),
    );
    const token = new URL(linkIn(mail, '/reset-password?token=')).searchParams.get('token')!;
    const cuts = [disconnection(socketA), disconnection(socketB)];
    const res = await post(`/api/auth/reset-password?token=${encodeURIComponent(token)}`, {
      newPassword: 'a-brand-new-password',
    });
    expect(res.statusCode).toBe(200);
    expect(await Promise.all(cuts)).toEqual(['io server disconnect', 'io server disconnect']);
  });

  it('a refresh token used twice ends the session and cuts its sockets', async () => {
    const { a, socketA, socketB } = await twoDevices();
    const rotate = (refreshToken: string) => post('/api/auth/refresh', { userId: a.user.id, refreshToken });
    expect((await rotate(a.refreshToken)).statusCode).toBe(200);
    const cut = disconnection(socketA);
    // The spent token comes back after the grace for concurrent tabs: someone holds a copy.
    t.clock.advance(REFRESH_REUSE_GRACE_MS + 1000);
    try {
      expect((await rotate(a.refreshToken)).statusCode).toBe(401);
    } finally {
      t.clock.reset();
    }
    expect(await cut).toBe('io server disconnect');
    // The other session keeps its socket: a message sent after the refusal still reaches it.
    const live = next<{ message: { message: string } }>(socketB, 'newMessage');
    await messageTo(a, 'Nach dem Diebstahl');
    expect((await live).message.message).toBe('Nach dem Diebstahl');
  });
});

describe('sockets end with their token and the plan', () => {
  it('a socket is closed when its access token expires; one with a fresh token stays', async () => {
    const tenant = await createLoggedInUser(t.app, t.database.db);
    // A token of the real session that lives three seconds (at least two) instead of fifteen minutes.
    const jwt = createJwtService('test-secret-test-secret-test-secret-0123', t.clock);
    const shortLived = await jwt.sign({ sub: tenant.user.id, typ: 'access', sid: sessionOf(tenant.accessToken) }, 3);
    const expiring = await open(base, shortLived);
    const fresh = await open(base, tenant.accessToken);
    const opened = Date.now();
    expect(await disconnection(expiring, 8000)).toBe('io server disconnect');
    expect(Date.now() - opened).toBeLessThan(4000);
    expect(fresh.connected).toBe(true);
    expect((await refusal(base, shortLived)).message).toBe('Unauthorized');
  });

  it('a socket is closed when the plan ends, and the next handshake is refused with PaymentRequired', async () => {
    const tenant = await createLoggedInUser(t.app, t.database.db);
    await updateUser(t.database.db, tenant.user.id, { paymentExpiresAt: new Date(t.clock.now().getTime() + 2500) });
    const socket = await open(base, tenant.accessToken);
    expect(await disconnection(socket, 8000)).toBe('io server disconnect');
    const refused = await refusal(base, tenant.accessToken);
    expect(refused.message).toBe('PaymentRequired');
    expect(refused.data).toEqual({ code: 'PaymentRequired' });
  });
});

describe("deactivating one's account", () => {
  it("closes the member's sockets at once; the next handshake is refused with Deactivated", async () => {
    const tenant = await createLoggedInUser(t.app, t.database.db);
    const socket = await open(base, tenant.accessToken);
    const cut = disconnection(socket);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/toggle-account-status',
      headers: tenant.headers,
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await cut).toBe('io server disconnect');
    expect((await refusal(base, tenant.accessToken)).data).toEqual({ code: 'Deactivated' });
  });
});

describe('the handshake applies the gates of the inquiry routes', () => {
  it('refuses a member whose plan ended (the API answers 402 PaymentRequired), with PaymentRequired', async () => {
    const tenant = await createLoggedInUser(t.app, t.database.db);
    await updateUser(t.database.db, tenant.user.id, { paymentExpiresAt: new Date(t.clock.now().getTime() - 1000) });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/inquiry/unread-count', headers: tenant.headers })).statusCode,
    ).toBe(402);
    const refused = await refusal(base, tenant.accessToken);
    expect(refused.message).toBe('PaymentRequired');
    expect(refused.data).toEqual({ code: 'PaymentRequired' });
  });

  it('refuses a deactivated member (the API answers 403 Deactivated), with Deactivated', async () => {
    const tenant = await createLoggedInUser(t.app, t.database.db, { isDeactivated: true });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/inquiry/unread-count', headers: tenant.headers })).json().code,
    ).toBe('Deactivated');
    expect((await refusal(base, tenant.accessToken)).data).toEqual({ code: 'Deactivated' });
  });

  it('lets an admin in without a plan, as the API does', async () => {
    const admin = await createLoggedInUser(t.app, t.database.db, {
      role: 'admin',
      planId: null,
      subscriptionMonths: null,
      paymentExpiresAt: null,
    });
    expect((await open(base, admin.accessToken)).connected).toBe(true);
  });
});
