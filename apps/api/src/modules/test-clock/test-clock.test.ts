import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createLoggedInUser, PASSWORD } from '../../../test/factories.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({}, { TEST_CLOCK: 'true' });
});
afterAll(() => t.close());

describe('POST /api/test/clock (TEST_CLOCK=true)', () => {
  it('moves the server time: a plan ends and the login gate says PaymentExpired', async () => {
    const s = await createLoggedInUser(t.app, t.database.db, {
      paymentExpiresAt: new Date(Date.now() + 24 * 3600 * 1000),
    });
    const moved = await t.app.inject({
      method: 'POST',
      url: '/api/test/clock',
      payload: { advanceMs: 2 * 24 * 3600 * 1000 },
    });
    expect(moved.statusCode).toBe(200);
    expect(new Date(moved.json().now).getTime()).toBeGreaterThan(Date.now() + 24 * 3600 * 1000);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: s.user.email, password: PASSWORD },
    });
    expect(login.json().code).toBe('PaymentExpired');
    await t.app.inject({ method: 'POST', url: '/api/test/clock', payload: { reset: true } });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: s.user.email, password: PASSWORD },
        })
      ).statusCode,
    ).toBe(200);
  });
});
