import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createUser, PASSWORD } from '../../../test/factories.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({
    rateRules: {
      loginPerIp: { name: 'login-ip', max: 8, windowMs: 60_000 },
      loginPerEmail: { name: 'login-email', max: 3, windowMs: 60_000 },
      forgotPerIp: { name: 'forgot-ip', max: 100, windowMs: 60_000 },
      forgotPerEmail: { name: 'forgot-email', max: 2, windowMs: 60_000 },
    },
  });
});
afterAll(() => t.close());

/** Retry-After as a client reads it: whole seconds (RFC 9110 delay-seconds), never past the window. */
function retryAfterSeconds(headers: Record<string, unknown>, windowSeconds: number): number {
  const value = headers['retry-after'];
  expect(value).toMatch(/^\d+$/);
  const seconds = Number(value);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(windowSeconds);
  return seconds;
}

const loginFrom = (ip: string, email: string, password = 'wrong-password') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

describe('rate limits', () => {
  it('limits logins per email with 429 and Retry-After, even with the right password', async () => {
    const user = await createUser(t.database.db);
    for (let i = 0; i < 3; i++) expect((await loginFrom(`10.0.0.${i + 1}`, user.email)).statusCode).toBe(401);
    const limited = await loginFrom('10.0.0.9', user.email, PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('TooManyRequests');
    const wait = retryAfterSeconds(limited.headers, 60);
    // A client that waits as long as it was told gets in with the right password.
    t.clock.advance(wait * 1000);
    try {
      expect((await loginFrom('10.0.0.9', user.email, PASSWORD)).statusCode).toBe(200);
    } finally {
      t.clock.reset();
    }
  });

  it('limits logins per IP across many emails', async () => {
    const ip = '10.1.1.1';
    for (let i = 0; i < 8; i++) expect((await loginFrom(ip, `probe-${i}@example.test`)).statusCode).toBe(401);
    expect((await loginFrom(ip, 'probe-9@example.test')).statusCode).toBe(429);
    expect((await loginFrom('10.1.1.2', 'probe-9@example.test')).statusCode).toBe(401);
  });

  it('limits password-reset mails per email', async () => {
    const user = await createUser(t.database.db);
    const ask = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(200);
    const limited = await ask();
    expect(limited.statusCode).toBe(429);
    const wait = retryAfterSeconds(limited.headers, 60);
    t.clock.advance(wait * 1000);
    try {
      expect((await ask()).statusCode).toBe(200);
    } finally {
      t.clock.reset();
    }
  });
});
