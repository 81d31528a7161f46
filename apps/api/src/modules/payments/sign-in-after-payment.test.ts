import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_TTL } from '@mietmatch/contract';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createLoggedInUser, createUser, PASSWORD } from '../../../test/factories.ts';
import { updateUser } from '../users/queries.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A member without a plan at the login gate: the checkout token of the NoPayment answer. */
async function gated(role: 'client' | 'contractor' = 'client') {
  const user = await createUser(t.database.db, { role, paymentExpiresAt: null, planId: null });
  const gate = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: PASSWORD },
  });
  expect(gate.json().code).toBe('NoPayment');
  return { user, checkoutToken: gate.json().checkout_token as string };
}

async function paidCheckout(authorization: string, email: string, role: string, duration: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/create-checkout-session',
    headers: { authorization },
    payload: { role, email, duration },
  });
  expect(res.statusCode).toBe(200);
  const sessionId = res.json().sessionId as string;
  expect((await t.app.inject({ method: 'POST', url: `/api/payments/local/${sessionId}/pay` })).statusCode).toBe(200);
  return sessionId;
}

const verify = (sessionId: string, checkoutToken?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/auth/verify-payment?session_id=${sessionId}`,
    headers: checkoutToken ? { authorization: `Bearer ${checkoutToken}` } : {},
  });

function refreshCookieOf(headers: Record<string, unknown>) {
  const raw = headers['set-cookie'];
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw.map(String) : [String(raw)];
  return list.find((c) => c.startsWith('mietmatch_refresh='));
}

describe('a payment verified with the checkout token it was started with signs in', () => {
  it('answers the login tokens and cookie; the session reaches the app with the new plan', async () => {
    const { user, checkoutToken } = await gated('contractor');
    const sessionId = await paidCheckout(`Bearer ${checkoutToken}`, user.email, 'contractor', 3);
    const res = await verify(sessionId, checkoutToken);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      message: 'Payment verified',
      planId: 'landlord-3',
      role: 'contractor',
      userId: user.id,
      access_token: expect.any(String),
      refresh_token: expect.any(String),
    });
    expect(refreshCookieOf(res.headers)).toContain(`mietmatch_refresh=${body.refresh_token};`);
    // A route that needs a plan answers at once.
    const inApp = await t.app.inject({
      method: 'GET',
      url: '/api/auth/current-user',
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(inApp.statusCode).toBe(200);
    expect(inApp.json()).toMatchObject({ id: user.id, planId: 'landlord-3' });
  });

  it('the session id alone (another browser, a replay, a guess) verifies the payment and signs nobody in', async () => {
    const { user, checkoutToken } = await gated();
    const sessionId = await paidCheckout(`Bearer ${checkoutToken}`, user.email, 'client', 6);
    const res = await verify(sessionId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Payment verified', planId: 'tenant-6' });
    expect(res.json()).not.toHaveProperty('access_token');
    expect(refreshCookieOf(res.headers)).toBeUndefined();
  });

  it('another checkout token of the same account does not sign in for this checkout', async () => {
    const { user, checkoutToken } = await gated();
    const sessionId = await paidCheckout(`Bearer ${checkoutToken}`, user.email, 'client', 3);
    // A second login gate answer a moment later: a different token.
    t.clock.advance(2_000);
    try {
      const other = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: PASSWORD },
      });
      const otherToken = other.json().checkout_token as string;
      expect(otherToken).not.toBe(checkoutToken);
      expect((await verify(sessionId, otherToken)).json()).not.toHaveProperty('access_token');
    } finally {
      t.clock.reset();
    }
  });

  it("another account's checkout token does not sign in, and the payment stays the payer's", async () => {
    const payer = await gated();
    const stranger = await gated();
    const sessionId = await paidCheckout(`Bearer ${payer.checkoutToken}`, payer.user.email, 'client', 3);
    const res = await verify(sessionId, stranger.checkoutToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('access_token');
    expect(res.json().email).toBe(payer.user.email);
  });

  it('a checkout started inside a session never signs in, even with a checkout token', async () => {
    const s = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
    const sessionId = await paidCheckout(s.headers.authorization, s.user.email, 'client', 3);
    await updateUser(t.database.db, s.user.id, { paymentExpiresAt: new Date(Date.now() - 1000) });
    const gate = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: s.user.email, password: PASSWORD },
    });
    const res = await verify(sessionId, gate.json().checkout_token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('access_token');
  });

  it('after the checkout token expired the payment is still verified; the person logs in', async () => {
    const { user, checkoutToken } = await gated();
    const sessionId = await paidCheckout(`Bearer ${checkoutToken}`, user.email, 'client', 3);
    t.clock.advance(TOKEN_TTL.checkoutSeconds * 1000 + 5_000);
    try {
      const res = await verify(sessionId, checkoutToken);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ planId: 'tenant-3' });
      expect(res.json()).not.toHaveProperty('access_token');
    } finally {
      t.clock.reset();
    }
  });

  it('a blocked account is not signed in; its payment is applied all the same', async () => {
    const { user, checkoutToken } = await gated();
    const sessionId = await paidCheckout(`Bearer ${checkoutToken}`, user.email, 'client', 3);
    await updateUser(t.database.db, user.id, { isBlocked: true });
    const res = await verify(sessionId, checkoutToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ planId: 'tenant-3' });
    expect(res.json()).not.toHaveProperty('access_token');
  });
});
