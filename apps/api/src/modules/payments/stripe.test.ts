import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { createTestApp, APP_URL, type TestContext } from '../../../test/test-app.ts';
import { createLoggedInUser, createUser, PASSWORD } from '../../../test/factories.ts';
import { startFakeStripe } from '../../../test/fake-stripe.ts';
import { findUserById } from '../../db/members.ts';

const WEBHOOK_SECRET = 'whsec_test_secret_for_mietmatch';
let t: TestContext;
let stripeServer: Awaited<ReturnType<typeof startFakeStripe>>;
const signer = new Stripe('sk_test_signer');

beforeAll(async () => {
  stripeServer = await startFakeStripe();
  t = await createTestApp(
    {},
    {
      STRIPE_SECRET_KEY: 'sk_test_mietmatch',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripeServer.apiBase,
    },
  );
});
afterAll(async () => {
  await t.close();
  await stripeServer.close();
});

const DAY = 24 * 60 * 60 * 1000;

function signedEvent(session: object, opts: { secret?: string; timestamp?: number; id?: string } = {}) {
  const payload = JSON.stringify({
    id: opts.id ?? `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: { object: session },
  });
  const header = signer.webhooks.generateTestHeaderString({
    payload,
    secret: opts.secret ?? WEBHOOK_SECRET,
    timestamp: opts.timestamp ?? Math.floor(Date.now() / 1000),
  });
  return { payload, header };
}

function deliver(payload: string, header: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
  });
}

async function startCheckout(months = 3) {
  const s = await createLoggedInUser(t.app, t.database.db, {
    role: 'contractor',
    paymentExpiresAt: new Date(Date.now() + DAY),
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/create-checkout-session',
    payload: { role: 'contractor', email: s.user.email, duration: months },
    headers: s.headers,
  });
  expect(res.statusCode).toBe(200);
  return { ...s, sessionId: res.json().sessionId as string, url: res.json().url as string };
}

describe('Stripe Checkout (official SDK against a fake Stripe server)', () => {
  it('creates a payment-mode session with the server’s price, metadata and success URL', async () => {
    const c = await startCheckout(6);
    expect(c.url).toContain(c.sessionId);
    const create = stripeServer.requests.find(
      (r) => r.method === 'POST' && r.body.get('metadata[userId]') === c.user.id,
    )!;
    expect(create.auth).toBe('Bearer sk_test_mietmatch');
    expect(create.body.get('mode')).toBe('payment');
    expect(create.body.get('line_items[0][price_data][unit_amount]')).toBe('8970');
    expect(create.body.get('line_items[0][price_data][currency]')).toBe('eur');
    expect(create.body.get('client_reference_id')).toBe(c.user.id);
    expect(create.body.get('metadata[planId]')).toBe('landlord-6');
    expect(create.body.get('success_url')).toBe(`${APP_URL}/verify-payment?session_id={CHECKOUT_SESSION_ID}`);
  });

  it('verify-payment applies a paid session once; an unpaid one fails', async () => {
    const c = await startCheckout(1);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/auth/verify-payment?session_id=${c.sessionId}` })).statusCode,
    ).toBe(400);
    stripeServer.markPaid(c.sessionId);
    const ok = await t.app.inject({ method: 'GET', url: `/api/auth/verify-payment?session_id=${c.sessionId}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ planId: 'landlord-1', amountCents: 1995 });
  });

  it('a webhook delivered 10 times at once extends once', async () => {
    const c = await startCheckout(3);
    const session = stripeServer.markPaid(c.sessionId);
    const event = signedEvent(session, { id: 'evt_same_event_10x' });
    const results = await Promise.all(Array.from({ length: 10 }, () => deliver(event.payload, event.header)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(results.filter((r) => r.json().duplicate === false).length).toBe(1);
    const user = await findUserById(t.database.db, c.user.id);
    const months = (user!.paymentExpiresAt!.getTime() - c.user.paymentExpiresAt!.getTime()) / DAY;
    expect(months).toBeGreaterThan(88);
    expect(months).toBeLessThan(93);
  });

  it('verify-payment and the webhook racing extend once', async () => {
    const c = await startCheckout(3);
    const session = stripeServer.markPaid(c.sessionId);
    const event = signedEvent(session);
    const [hook, verify] = await Promise.all([
      deliver(event.payload, event.header),
      t.app.inject({ method: 'GET', url: `/api/auth/verify-payment?session_id=${c.sessionId}` }),
    ]);
    expect(hook.statusCode).toBe(200);
    expect(verify.statusCode).toBe(200);
    const user = await findUserById(t.database.db, c.user.id);
    const days = (user!.paymentExpiresAt!.getTime() - c.user.paymentExpiresAt!.getTime()) / DAY;
    expect(days).toBeLessThan(93);
    expect(verify.json().paymentExpiresAt).toBe(user!.paymentExpiresAt!.toISOString());
  });

  it('a checkout started with the checkout token signs its holder in, even after the webhook applied it', async () => {
    const user = await createUser(t.database.db, { role: 'client', paymentExpiresAt: null, planId: null });
    const gate = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: PASSWORD },
    });
    const authorization = `Bearer ${gate.json().checkout_token}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/create-checkout-session',
      payload: { role: 'client', email: user.email, duration: 3 },
      headers: { authorization },
    });
    const { sessionId } = res.json();
    // Stripe keeps the token's fingerprint, never the token.
    const create = stripeServer.requests.find(
      (r) => r.method === 'POST' && r.body.get('metadata[userId]') === user.id,
    )!;
    expect(create.body.get('metadata[signInKey]')).toMatch(/^[0-9a-f]{64}$/);
    expect(create.body.toString()).not.toContain(gate.json().checkout_token);
    const event = signedEvent(stripeServer.markPaid(sessionId));
    expect((await deliver(event.payload, event.header)).statusCode).toBe(200);
    const verify = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `/api/auth/verify-payment?session_id=${sessionId}`, headers });
    const bare = await verify({});
    expect(bare.statusCode).toBe(200);
    expect(bare.json()).not.toHaveProperty('access_token');
    const signedIn = await verify({ authorization });
    expect(signedIn.json()).toMatchObject({ planId: 'tenant-3', userId: user.id, access_token: expect.any(String) });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/current-user',
      headers: { authorization: `Bearer ${signedIn.json().access_token}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('refuses bad signatures with 400 and applies nothing', async () => {
    const c = await startCheckout(3);
    const session = stripeServer.markPaid(c.sessionId);
    const good = signedEvent(session);
    const tampered = good.payload.replace('"checkout.session.completed"', '"checkout.session.completed" ');
    const wrongSecret = signedEvent(session, { secret: 'whsec_someone_else' });
    const old = signedEvent(session, { timestamp: Math.floor(Date.now() / 1000) - 6 * 60 });
    for (const [payload, header] of [
      [tampered, good.header],
      [wrongSecret.payload, wrongSecret.header],
      [old.payload, old.header],
      [good.payload, ''],
    ] as const) {
      const res = await deliver(payload, header);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('InvalidWebhook');
    }
    expect((await findUserById(t.database.db, c.user.id))!.paymentExpiresAt!.toISOString()).toBe(
      c.user.paymentExpiresAt!.toISOString(),
    );
  });

  it('a paid session that is not ours, or of another payment, verifies as failed', async () => {
    const foreign = stripeServer.addForeignSession({ paymentId: 'someone-else' }, 100);
    const res = await t.app.inject({ method: 'GET', url: `/api/auth/verify-payment?session_id=${foreign.id}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Payment verification failed.');
    const hook = signedEvent(foreign);
    expect((await deliver(hook.payload, hook.header)).statusCode).toBe(200);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/auth/verify-payment?session_id=cs_test_unknown' });
    expect(unknown.statusCode).toBe(400);
  });

  it('has no local checkout when Stripe is configured', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    const paymentPaths = Object.keys(docs.json().paths).filter((p) => p.startsWith('/api/payments/'));
    expect(paymentPaths).toEqual(['/api/payments/stripe/webhook']);
    expect((await t.app.inject({ method: 'POST', url: '/api/payments/local/lcs_abcdefghijkl/pay' })).statusCode).toBe(
      404,
    );
  });
});
