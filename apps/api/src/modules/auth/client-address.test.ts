import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

const rateRules = {
  loginPerIp: { name: 'login-ip', max: 2, windowMs: 60_000 },
  loginPerEmail: { name: 'login-email', max: 10_000, windowMs: 60_000 },
};

/** A wrong login from `remoteAddress`, claiming in X-Forwarded-For to come from `forwardedFor`. */
const attempt = (t: TestContext, remoteAddress: string, forwardedFor?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'nobody@example.test', password: 'wrong-password' },
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });

describe('without TRUST_PROXY the login limit counts the connection’s address', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ rateRules });
  });
  afterAll(() => t.close());

  it('a made-up X-Forwarded-For on every attempt does not get around the limit', async () => {
    expect((await attempt(t, '10.9.0.1', '198.51.100.1')).statusCode).toBe(401);
    expect((await attempt(t, '10.9.0.1', '198.51.100.2')).statusCode).toBe(401);
    const limited = await attempt(t, '10.9.0.1', '198.51.100.3');
    expect(limited.statusCode).toBe(429);
    // Whole seconds until the one-minute window of the first attempt ends.
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
  });
});

describe('with TRUST_PROXY the login limit counts the address our proxy saw', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ rateRules }, { TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  it('counts per client behind the one proxy, not per proxy', async () => {
    // Two clients behind the same proxy (10.8.0.1) have a limit each.
    for (const client of ['203.0.113.1', '203.0.113.2'])
      for (let i = 0; i < 2; i++) expect((await attempt(t, '10.8.0.1', client)).statusCode).toBe(401);
    expect((await attempt(t, '10.8.0.1', '203.0.113.1')).statusCode).toBe(429);
    expect((await attempt(t, '10.8.0.1', '203.0.113.3')).statusCode).toBe(401);
  });

  it('an address the client puts in front of its own in X-Forwarded-For changes nothing', async () => {
    // The proxy appends the address it saw; whatever the client sent stands to the left of it.
    for (let i = 0; i < 2; i++)
      expect((await attempt(t, '10.8.0.1', `192.0.2.${i}, 203.0.113.9`)).statusCode).toBe(401);
    expect((await attempt(t, '10.8.0.1', '192.0.2.77, 203.0.113.9')).statusCode).toBe(429);
  });
});

describe('with TRUST_PROXY naming the proxy, only that proxy is believed', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ rateRules }, { TRUST_PROXY: '10.8.0.1' });
  });
  afterAll(() => t.close());

  it('a client that reaches the server directly cannot pose as another with X-Forwarded-For', async () => {
    for (let i = 0; i < 2; i++) expect((await attempt(t, '10.7.0.5', `203.0.113.${50 + i}`)).statusCode).toBe(401);
    expect((await attempt(t, '10.7.0.5', '203.0.113.60')).statusCode).toBe(429);
    // Through the proxy the client's own address counts: the same client stays limited, another is not.
    expect((await attempt(t, '10.8.0.1', '10.7.0.5')).statusCode).toBe(429);
    expect((await attempt(t, '10.8.0.1', '10.7.0.6')).statusCode).toBe(401);
  });
});
