import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createLoggedInUser } from '../../test/factories.ts';
import { createJwtService } from '../lib/jwt.ts';
import { createAuthenticate } from './auth.ts';
import { registerErrorHandling } from './errors.ts';

/** A protected route as later features declare it, on the same database and secret as the app. */
let t: TestContext;
let probe: FastifyInstance;
const DAY = 24 * 60 * 60 * 1000;
/** The test app's JWT secret (test/test-app.ts): forged tokens below are signed with the real key. */
const SECRET = 'test-secret-test-secret-test-secret-0123';
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

beforeAll(async () => {
  t = await createTestApp();
  probe = Fastify();
  registerErrorHandling(probe);
  const authenticate = createAuthenticate({
    db: t.database.db,
    jwt: createJwtService(SECRET, t.clock),
    clock: t.clock,
  });
  probe.get('/api/probe', { preHandler: authenticate() }, async () => ({ ok: true }));
  probe.get('/api/probe/landlords', { preHandler: authenticate({ roles: ['contractor'] }) }, async () => ({
    ok: true,
  }));
  await probe.ready();
});
afterAll(async () => {
  await probe.close();
  await t.close();
});

describe('authenticate() on feature routes', () => {
  it('lets a user with a valid plan through', async () => {
    const s = await createLoggedInUser(t.app, t.database.db);
    expect((await probe.inject({ url: '/api/probe', headers: s.headers })).statusCode).toBe(200);
  });

  it('answers 402 PaymentRequired once the plan has ended, admins excepted', async () => {
    const s = await createLoggedInUser(t.app, t.database.db, { paymentExpiresAt: new Date(Date.now() + DAY) });
    const admin = await createLoggedInUser(t.app, t.database.db, { role: 'admin', paymentExpiresAt: null });
    t.clock.advance(2 * DAY);
    try {
      // The access token itself would have expired too; a fresh one shows the plan check alone.
      const refreshed = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        payload: { userId: s.user.id, refreshToken: s.refreshToken },
      });
      const headers = { authorization: `Bearer ${refreshed.json().access_token}` };
      const res = await probe.inject({ url: '/api/probe', headers });
      expect(res.statusCode).toBe(402);
      expect(res.json()).toEqual({
        code: 'PaymentRequired',
        message: 'Your subscription is expired. Please renew to continue.',
      });
      // Account routes stay open so the person can renew.
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/current-user', headers })).statusCode).toBe(200);
      const adminRefreshed = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        payload: { userId: admin.user.id, refreshToken: admin.refreshToken },
      });
      expect(
        (
          await probe.inject({
            url: '/api/probe',
            headers: { authorization: `Bearer ${adminRefreshed.json().access_token}` },
          })
        ).statusCode,
      ).toBe(200);
    } finally {
      t.clock.reset();
    }
  });

  it('answers 404 to a role the route is not for, and 403 Deactivated to a deactivated account', async () => {
    const tenant = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
    expect((await probe.inject({ url: '/api/probe/landlords', headers: tenant.headers })).statusCode).toBe(404);
    const off = await createLoggedInUser(t.app, t.database.db, { isDeactivated: true });
    const res = await probe.inject({ url: '/api/probe', headers: off.headers });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('Deactivated');
  });

  it('answers 401 Unauthorized to a tampered signature, a wrong algorithm and an expired token', async () => {
    const s = await createLoggedInUser(t.app, t.database.db);
    const token = s.headers.authorization.slice('Bearer '.length);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const refused = async (bad: string) => {
      for (const app of [probe, t.app]) {
        const res = await app.inject({
          url: app === probe ? '/api/probe' : '/api/auth/current-user',
          headers: { authorization: `Bearer ${bad}` },
        });
        expect(res.statusCode).toBe(401);
        expect(res.json().code).toBe('Unauthorized');
      }
    };
    // The untouched token works, so each refusal below comes from the one change made to it.
    expect((await probe.inject({ url: '/api/probe', headers: s.headers })).statusCode).toBe(200);
    await refused(`${header}.${payload}.${signature.slice(0, -4)}${signature.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`);
    await refused(`${header}.${b64({ ...claims, exp: claims.exp + 3600 })}.${signature}`);
    // Signed with the right secret, but the header names another algorithm (or none).
    const hmacOver = (h: unknown) =>
      `${b64(h)}.${payload}.${createHmac('sha256', SECRET)
        .update(`${b64(h)}.${payload}`)
        .digest('base64url')}`;
    await refused(hmacOver({ alg: 'none' }));
    await refused(hmacOver({ alg: 'RS256' }));
    await refused(`${b64({ alg: 'none' })}.${payload}.`);
    await refused(
      await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).sign(new TextEncoder().encode(SECRET)),
    );
    t.clock.advance(15 * 60 * 1000);
    try {
      await refused(token);
    } finally {
      t.clock.reset();
    }
  });
});
