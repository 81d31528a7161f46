import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createLoggedInUser, createUser, PASSWORD } from '../../test/factories.ts';
import { reachable } from '../../test/reachable.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createRedisClient, whenReady } from './redis-client.ts';
import { createSharedRateLimitStore } from './redis-rate-limit-store.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const quiet = { warn: () => {}, info: () => {} };
const rateRules = {
  loginPerIp: { name: 'login-ip', max: 10_000, windowMs: 60_000 },
  loginPerEmail: { name: 'login-email', max: 3, windowMs: 60_000 },
  forgotPerIp: { name: 'forgot-ip', max: 10_000, windowMs: 60_000 },
  forgotPerEmail: { name: 'forgot-email', max: 2, windowMs: 60_000 },
};

/*
 * Two server nodes on one database and one Redis, as behind a load balancer. The key prefix is this
 * run's own, so parallel runs never share a count.
 */
describe.skipIf(process.env.SKIP_REDIS === '1')('limits hold across nodes', () => {
  const prefix = `test:${randomBytes(4).toString('hex')}:`;
  const clients: Redis[] = [];
  let t: TestContext;
  let a: FastifyInstance;
  let b: FastifyInstance;

  const sharedStore = () => {
    const redis = createRedisClient(REDIS_URL, quiet, 'rate limits');
    clients.push(redis);
    return createSharedRateLimitStore(redis, quiet, prefix);
  };

  beforeAll(async () => {
    if (!(await reachable(REDIS_URL, 6379)))
      throw new Error(
        `Redis does not answer at ${REDIS_URL}: start it, or set SKIP_REDIS=1 to skip the tests that need it`,
      );
    const env = { INQUIRY_SEND_LIMIT_PER_MINUTE: '3' };
    t = await createTestApp({ rateLimitStore: sharedStore(), rateRules }, env);
    a = t.app;
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: `${t.dataDir}/b`,
      APP_URL: 'http://app.test',
      SMTP_URL: t.smtp.url,
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
      LOG_LEVEL: 'silent',
      ...env,
    });
    b = await buildApp(config, {
      database: t.database,
      clock: t.clock,
      serveWeb: false,
      rateLimitStore: sharedStore(),
      rateRules,
    });
    await b.ready();
    await Promise.all(clients.map((c) => whenReady(c, 2000)));
  });
  afterAll(async () => {
    await b?.close();
    await t?.close();
    for (const c of clients) c.disconnect();
  });

  it('the login limit per email: attempts on either node count together', async () => {
    const user = await createUser(t.database.db);
    const login = (node: FastifyInstance, password: string) =>
      node.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password } });
    expect((await login(a, 'wrong-password')).statusCode).toBe(401);
    expect((await login(b, 'wrong-password')).statusCode).toBe(401);
    expect((await login(a, 'wrong-password')).statusCode).toBe(401);
    const limited = await login(b, PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('the password-reset limit per email: mails asked on either node count together', async () => {
    const user = await createUser(t.database.db);
    const ask = (node: FastifyInstance) =>
      node.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    expect((await ask(a)).statusCode).toBe(200);
    expect((await ask(b)).statusCode).toBe(200);
    expect((await ask(a)).statusCode).toBe(429);
  });

  it('the inquiry send limit per member: messages through either node count together', async () => {
    const landlord = await createLoggedInUser(a, t.database.db, { role: 'contractor' });
    const tenant = await createLoggedInUser(a, t.database.db, { role: 'client' });
    const created = await a.inject({
      method: 'POST',
      url: '/api/inquiry/create-inbox',
      headers: landlord.headers,
      payload: { recipientId: tenant.user.id, subjectType: 'profile', subjectId: tenant.user.id, message: '1' },
    });
    expect(created.statusCode).toBe(200);
    const send = (node: FastifyInstance, message: string) =>
      node.inject({
        method: 'POST',
        url: '/api/inquiry/send',
        headers: landlord.headers,
        payload: { inboxId: created.json().inbox.id, message },
      });
    expect((await send(b, '2')).statusCode).toBe(200);
    expect((await send(a, '3')).statusCode).toBe(200);
    const limited = await send(b, '4');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
