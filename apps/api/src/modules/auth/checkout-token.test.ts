import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_TTL } from '@mietmatch/contract';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createUser, PASSWORD } from '../../../test/factories.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/*
 * The login gate's checkout token lets someone who just proved their password choose a plan. It is not
 * single-use on purpose (a cancelled checkout is tried again from the plan page), so it is short-lived
 * and opens nothing but the plan routes.
 */
describe('the checkout token of the login gate', () => {
  it('opens a checkout for 30 minutes and not a second longer', async () => {
    const user = await createUser(t.database.db, { role: 'client', paymentExpiresAt: null, planId: null });
    const gate = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: PASSWORD },
    });
    expect(gate.json().code).toBe('NoPayment');
    const checkout = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/create-checkout-session',
        headers: { authorization: `Bearer ${gate.json().checkout_token}` },
        payload: { role: 'client', email: user.email, duration: 6 },
      });
    expect((await checkout()).statusCode).toBe(200);
    t.clock.advance(TOKEN_TTL.checkoutSeconds * 1000 - 5_000);
    try {
      expect((await checkout()).statusCode).toBe(200);
      t.clock.advance(10_000);
      const late = await checkout();
      expect(late.statusCode).toBe(401);
      expect(late.json().code).toBe('Unauthorized');
    } finally {
      t.clock.reset();
    }
  });
});
