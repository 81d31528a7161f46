import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { Redis } from 'ioredis';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createLoggedInUser, createUser, PASSWORD, type LoggedIn } from '../../test/factories.ts';
import { reachable } from '../../test/reachable.ts';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy.ts';
import { closeAll, listen, next, open } from '../realtime/test-sockets.ts';
import { createRedisClient, whenReady } from './redis-client.ts';
import { createSharedRateLimitStore } from './redis-rate-limit-store.ts';
import type { UserRow } from '../db/schema/index.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** What the server logged about the outage, by level. */
function recordingLog() {
  const lines = { warn: [] as string[], info: [] as string[] };
  return {
    lines,
    warn: (_obj: object, msg: string) => void lines.warn.push(msg),
    info: (_obj: object, msg: string) => void lines.info.push(msg),
  };
}

/*
 * Redis is reached through a TCP proxy of the test's own that plays the outage: the rate limits
 * (with their own key prefix, so parallel runs never share a count) and the realtime adapter.
 */
describe.skipIf(process.env.SKIP_REDIS === '1')('a Redis outage: no 500, no hang', () => {
  const prefix = `test:${randomBytes(4).toString('hex')}:`;
  const log = recordingLog();
  let proxy: TcpProxy;
  let limiterRedis: Redis;
  let direct: Redis;
  let t: TestContext;
  let base: string;
  let landlord: LoggedIn;
  let tenant: LoggedIn;
  let inboxId: string;

  beforeAll(async () => {
    if (!(await reachable(REDIS_URL, 6379)))
      throw new Error(
        `Redis does not answer at ${REDIS_URL}: start it, or set SKIP_REDIS=1 to skip the tests that need it`,
      );
    proxy = await startTcpProxy(REDIS_URL, 6379);
    // The store the server builds from REDIS_URL (app.ts), with a handle to know when Redis is back.
    limiterRedis = createRedisClient(proxy.url, log, 'rate limits');
    direct = new Redis(REDIS_URL);
    t = await createTestApp(
      {
        rateLimitStore: createSharedRateLimitStore(limiterRedis, log, prefix),
        rateRules: {
          loginPerIp: { name: 'login-ip', max: 10_000, windowMs: 60_000 },
          loginPerEmail: { name: 'login-email', max: 3, windowMs: 60_000 },
        },
      },
      { REDIS_URL: proxy.url },
    );
    await whenReady(limiterRedis, 2000);
    base = await listen(t.app);
    landlord = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
    tenant = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/inquiry/create-inbox',
      headers: landlord.headers,
      payload: { recipientId: tenant.user.id, subjectType: 'profile', subjectId: tenant.user.id, message: 'Hallo' },
    });
    inboxId = created.json().inbox.id;
  });
  afterAll(async () => {
    closeAll();
    await proxy?.heal();
    await t?.close();
    limiterRedis?.disconnect();
    direct?.disconnect();
    await proxy?.close();
  });

  async function timed(options: InjectOptions) {
    const started = performance.now();
    const res = await t.app.inject(options);
    return { res, ms: performance.now() - started };
  }
  const signIn = (user: UserRow, password: string) =>
    timed({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password } });
  const send = (message: string) =>
    timed({ method: 'POST', url: '/api/inquiry/send', headers: landlord.headers, payload: { inboxId, message } });

  /** The proxy forwards again, and the rate-limit client has connected anew (it was cut or refused). */
  async function healAndReconnect() {
    const back = new Promise((resolve) => limiterRedis.once('ready', resolve));
    await proxy.heal();
    await back;
  }

  /** Login and inquiry send work as usual, quickly, and the login limit still holds on this node. */
  async function servesWithoutRedis() {
    const user = await createUser(t.database.db);
    const ok = await signIn(user, PASSWORD);
    expect(ok.res.statusCode).toBe(200);
    expect(ok.ms).toBeLessThan(2000);
    for (let i = 0; i < 2; i++) expect((await signIn(user, 'wrong-password')).res.statusCode).toBe(401);
    const limited = await signIn(user, PASSWORD);
    expect(limited.res.statusCode).toBe(429);
    expect(Number(limited.res.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.ms).toBeLessThan(2000);

    // The recipient's socket is on this node: the message reaches it live even without Redis.
    const socket = await open(base, tenant.accessToken);
    const live = next<{ message: { message: string } }>(socket, 'newMessage');
    const text = `ohne Redis ${randomBytes(3).toString('hex')}`;
    const sent = await send(text);
    expect(sent.res.statusCode).toBe(200);
    expect(sent.ms).toBeLessThan(2000);
    expect((await live).message.message).toBe(text);
    socket.disconnect();
    // A recipient on no node: the answer still comes quickly (the offline mail cannot ask other nodes).
    const offline = await send(`${text} (offline)`);
    expect(offline.res.statusCode).toBe(200);
    expect(offline.ms).toBeLessThan(2000);
  }

  it('refused: login and inquiry send answer as usual within 2 s; limits count on this node; one warning', async () => {
    await proxy.refuse();
    try {
      await servesWithoutRedis();
      await servesWithoutRedis();
    } finally {
      await healAndReconnect();
    }
    expect(log.lines.warn.filter((l) => l.startsWith('rate limits count on this node'))).toHaveLength(1);
  });

  it('silent (a partition): login and inquiry send answer as usual within 2 s', async () => {
    t.clock.advance(3000); // past the pause after the last failure: Redis is asked again
    proxy.blackhole();
    try {
      await servesWithoutRedis();
    } finally {
      await healAndReconnect();
    }
  });

  it('after Redis is back, the counts are shared again', async () => {
    expect(limiterRedis.status).toBe('ready');
    t.clock.advance(3000);
    const user = await createUser(t.database.db);
    expect((await signIn(user, 'wrong-password')).res.statusCode).toBe(401);
    // The count lives in Redis again, where every node sees it.
    expect(await direct.get(`${prefix}login-email:${user.email.toLowerCase()}`)).toBe('1');
    expect(log.lines.info).toContain('rate limits count across nodes again');
  });
});
