import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, APP_URL, type TestContext } from '../../../test/test-app.ts';
import { createLoggedInUser, createUser, PASSWORD } from '../../../test/factories.ts';
import { findUserById } from '../../db/members.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const inject = t_inject;
function t_inject(method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method, url, payload: payload as object, headers });
}

async function checkout(
  headers: Record<string, string>,
  body: { role: string; email: string; duration: number },
  additional = false,
) {
  return inject(
    'POST',
    `/api/auth/create-checkout-session${additional ? '?isAdditionalPlan=true' : ''}`,
    body,
    headers,
  );
}

async function payLocally(url: string) {
  const sessionId = url.split('/local-checkout/')[1]!;
  const shown = await inject('GET', `/api/payments/local/${sessionId}`);
  expect(shown.statusCode).toBe(200);
  const paid = await inject('POST', `/api/payments/local/${sessionId}/pay`);
  expect(paid.statusCode).toBe(200);
  return { sessionId, redirectUrl: paid.json().redirectUrl as string, shown: shown.json() };
}

describe('local checkout', () => {
  it('a gated tenant pays a 6-month plan with the checkout token and can log in', async () => {
    const user = await createUser(t.database.db, {
      role: 'client',
      paymentExpiresAt: null,
      planId: null,
      language: 'en',
    });
    const gate = (await inject('POST', '/api/auth/login', { email: user.email, password: PASSWORD })).json();
    expect(gate.code).toBe('NoPayment');
    const headers = { authorization: `Bearer ${gate.checkout_token}` };
    const res = await checkout(headers, { role: 'client', email: user.email, duration: 6 });
    expect(res.statusCode).toBe(200);
    const { url, sessionId } = res.json();
    expect(url).toBe(`${APP_URL}/local-checkout/${sessionId}`);

    // Verifying before paying fails: the browser's word is not enough.
    const early = await inject('GET', `/api/auth/verify-payment?session_id=${sessionId}`);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ code: 'PaymentVerificationFailed', message: 'Payment verification failed.' });

    const { redirectUrl, shown } = await payLocally(url);
    expect(shown).toMatchObject({
      amountCents: 3570,
      currency: 'eur',
      status: 'open',
      email: user.email,
      planId: 'tenant-6',
      months: 6,
    });
    expect(redirectUrl).toBe(`${APP_URL}/verify-payment?session_id=${sessionId}`);

    const verified = await inject('GET', `/api/auth/verify-payment?session_id=${sessionId}`);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      planId: 'tenant-6',
      months: 6,
      amountCents: 3570,
      kind: 'subscription',
      role: 'client',
    });
    const expires = new Date(verified.json().paymentExpiresAt);
    expect(Math.round((expires.getTime() - Date.now()) / DAY)).toBeGreaterThanOrEqual(180);
    expect(Math.round((expires.getTime() - Date.now()) / DAY)).toBeLessThanOrEqual(185);

    // Verifying again applies nothing twice.
    const again = await inject('GET', `/api/auth/verify-payment?session_id=${sessionId}`);
    expect(again.json().paymentExpiresAt).toBe(verified.json().paymentExpiresAt);

    expect((await inject('POST', '/api/auth/login', { email: user.email, password: PASSWORD })).statusCode).toBe(200);
    const receipt = await t.smtp.waitFor(user.email, (m) => /receipt/i.test(m.subject));
    expect(receipt.text).toContain('€35.70');
    expect(receipt.text).toContain('incl. VAT');
  });

  it('extends from the current expiry when buying again', async () => {
    const current = new Date(Date.now() + 20 * DAY);
    const s = await createLoggedInUser(t.app, t.database.db, { role: 'contractor', paymentExpiresAt: current });
    const res = await checkout(s.headers, { role: 'contractor', email: s.user.email, duration: 1 });
    const { sessionId } = await payLocally(res.json().url);
    const verified = (await inject('GET', `/api/auth/verify-payment?session_id=${sessionId}`)).json();
    const added = (new Date(verified.paymentExpiresAt).getTime() - current.getTime()) / DAY;
    expect(added).toBeGreaterThanOrEqual(28);
    expect(added).toBeLessThanOrEqual(31);
    expect(verified).toMatchObject({ planId: 'landlord-1', amountCents: 1995 });
  });

  it('sells the additional plan to tenants only, verified on its own route', async () => {
    const tenant = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
    const res = await checkout(tenant.headers, { role: 'client', email: tenant.user.email, duration: 12 }, true);
    expect(res.statusCode).toBe(200);
    const { sessionId, redirectUrl } = await payLocally(res.json().url);
    expect(redirectUrl).toBe(`${APP_URL}/aditional-plan-success?session_id=${sessionId}&isAdditionalPlan=true`);
    // The plan route refuses an additional-plan session, and the other way round.
    expect((await inject('GET', `/api/auth/verify-payment?session_id=${sessionId}`)).statusCode).toBe(400);
    const verified = await inject(
      'GET',
      `/api/auth/verify-additional-payment?session_id=${sessionId}&isAdditionalPlan=true`,
    );
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ kind: 'additional', planId: 'additional-12', amountCents: 4770 });
    expect(verified.json().additionalPlanExpiresAt).not.toBeNull();
    expect((await findUserById(t.database.db, tenant.user.id))!.paymentExpiresAt!.toISOString()).toBe(
      tenant.user.paymentExpiresAt!.toISOString(),
    );

    const landlord = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
    const refused = await checkout(
      landlord.headers,
      { role: 'contractor', email: landlord.user.email, duration: 12 },
      true,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ duration: 'Choose a plan' });
  });

  it('refuses a duration without a plan, a foreign account and no proof at all', async () => {
    const s = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
    expect((await checkout(s.headers, { role: 'client', email: s.user.email, duration: 1 })).statusCode).toBe(400);
    const other = await createUser(t.database.db);
    expect((await checkout(s.headers, { role: 'client', email: other.email, duration: 6 })).statusCode).toBe(403);
    expect((await checkout(s.headers, { role: 'contractor', email: s.user.email, duration: 6 })).statusCode).toBe(403);
    expect((await checkout({}, { role: 'client', email: other.email, duration: 6 })).statusCode).toBe(401);
    const bad = await checkout(s.headers, { role: 'tenant', email: 'x', duration: 'six' as never });
    expect(bad.statusCode).toBe(400);
  });

  it('answers the specification texts for a missing or unknown session', async () => {
    const missing = await inject('GET', '/api/auth/verify-payment');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ session_id: 'Missing payment session.' });
    const unknown = await inject('GET', '/api/auth/verify-payment?session_id=lcs_doesnotexist123');
    expect(unknown.json().message).toBe('Payment verification failed.');
  });

  it('a cancelled session can no longer be paid', async () => {
    const s = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
    const { url, sessionId } = (await checkout(s.headers, { role: 'client', email: s.user.email, duration: 3 })).json();
    const cancel = await inject('POST', `/api/payments/local/${sessionId}/cancel`);
    expect(cancel.json().redirectUrl).toBe(`${APP_URL}/my-subscriptions`);
    expect((await inject('POST', `/api/payments/local/${sessionId}/pay`)).statusCode).toBe(409);
    expect((await inject('GET', `/api/auth/verify-payment?session_id=${sessionId}`)).statusCode).toBe(400);
    expect(url).toContain(sessionId);
  });
});

describe('expiry reminders', () => {
  it('mails once, 7 days before the end, whatever the number of runs', async () => {
    const soon = new Date(Date.now() + 6 * DAY);
    const later = new Date(Date.now() + 30 * DAY);
    const due = await createUser(t.database.db, { paymentExpiresAt: soon, language: 'de' });
    const notYet = await createUser(t.database.db, { paymentExpiresAt: later });
    const { createPaymentService } = await import('./service.ts');
    const service = createPaymentService({
      db: t.database.db,
      provider: { name: 'local' } as never,
      outbox: t.app.mailOutbox,
      clock: t.clock,
      jwt: {} as never,
      appUrl: APP_URL,
      log: t.app.log,
    });
    // Two nodes running the job at the same moment.
    await Promise.all([service.sendExpiryReminders(), service.sendExpiryReminders()]);
    await service.sendExpiryReminders();
    await t.smtp.waitFor(due.email);
    await t.app.mailOutbox.deliverDue();
    expect(t.smtp.mails.filter((m) => m.to.includes(due.email)).length).toBe(1);
    expect(t.smtp.mails.find((m) => m.to.includes(due.email))!.subject).toContain('Dein Tarif endet bald');
    expect(t.smtp.mails.some((m) => m.to.includes(notYet.email))).toBe(false);
    // Time passes: the other account comes due.
    t.clock.advance(24 * DAY);
    try {
      await service.sendExpiryReminders();
      await t.smtp.waitFor(notYet.email);
    } finally {
      t.clock.reset();
    }
  });

  it('reminds only accounts that may still sign in: not blocked or deleted ones, a deactivated one still', async () => {
    const soon = new Date(Date.now() + 5 * DAY);
    const blocked = await createUser(t.database.db, { paymentExpiresAt: soon, isBlocked: true });
    const deleted = await createUser(t.database.db, { paymentExpiresAt: soon, isSoftDeleted: true });
    const deactivated = await createUser(t.database.db, { paymentExpiresAt: soon, isDeactivated: true });
    const { createPaymentService } = await import('./service.ts');
    const deps = {
      db: t.database.db,
      provider: { name: 'local' } as never,
      clock: t.clock,
      jwt: {} as never,
      appUrl: APP_URL,
    };
    await createPaymentService({ ...deps, outbox: t.app.mailOutbox, log: t.app.log }).sendExpiryReminders();
    await t.smtp.waitFor(deactivated.email);
    await t.app.mailOutbox.deliverDue();
    const mailedTo = (email: string) => t.smtp.mails.some((m) => m.to.includes(email));
    expect([mailedTo(blocked.email), mailedTo(deleted.email)]).toEqual([false, false]);
  });
});
