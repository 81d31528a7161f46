import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createUser, login, PASSWORD, type LoggedIn } from '../../test/factories.ts';
import { engine } from '../../test/test-database.ts';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy.ts';
import type { UserRow } from './schema/index.ts';

const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** What a client observes of one request: the status, Retry-After and how long the answer took. */
async function timed(t: TestContext, options: InjectOptions) {
  const started = performance.now();
  const res = await t.app.inject(options);
  return { res, ms: performance.now() - started };
}

/*
 * PGlite runs inside the process and cannot be cut off from it: these tests need a PostgreSQL server
 * (TEST_DB_ENGINE=postgres), reached through a TCP proxy of the test's own that plays the outage.
 */
describe.skipIf(engine !== 'postgres')('a database outage answers 503 quickly, never 500 or a hang', () => {
  let proxy: TcpProxy;
  let t: TestContext;
  let user: UserRow;
  let member: LoggedIn;

  beforeAll(async () => {
    proxy = await startTcpProxy(serverUrl, 5432);
    t = await createTestApp({}, {}, { databaseThroughPort: proxy.port });
    user = await createUser(t.database.db);
    member = await login(t.app, await createUser(t.database.db));
  });
  afterAll(async () => {
    await proxy.heal();
    await t?.close();
    await proxy?.close();
  });

  const read = () => timed(t, { method: 'GET', url: '/api/auth/current-user', headers: member.headers });
  const signIn = () =>
    timed(t, { method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: PASSWORD } });
  const health = () => timed(t, { method: 'GET', url: '/api/health' });

  function expectUnavailable({ res, ms }: Awaited<ReturnType<typeof timed>>, withinMs: number) {
    expect(res.statusCode).toBe(503);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(ms).toBeLessThan(withinMs);
  }

  it('refused connections: a read, a login and health answer 503 with Retry-After at once', async () => {
    await proxy.refuse();
    try {
      const answer = await read();
      expectUnavailable(answer, 500);
      expect(answer.res.json()).toEqual({
        code: 'ServiceUnavailable',
        message: 'The service is briefly unavailable. Please try again in a moment.',
      });
      const de = await timed(t, {
        method: 'GET',
        url: '/api/auth/current-user',
        headers: { ...member.headers, 'accept-language': 'de' },
      });
      expect(de.res.json().message).toBe('Der Dienst ist kurz nicht erreichbar. Bitte versuche es gleich noch einmal.');
      expectUnavailable(await signIn(), 500);
      expectUnavailable(await health(), 500);
    } finally {
      await proxy.heal();
    }
    expect((await read()).res.statusCode).toBe(200);
  });

  it('a silent partition: a read, a login and health answer 503 within 2 s, and work again after it', async () => {
    // A connection that was open when the partition began, and one opened during it.
    expect((await read()).res.statusCode).toBe(200);
    proxy.blackhole();
    try {
      expectUnavailable(await read(), 2000);
      expectUnavailable(await signIn(), 2000);
      expectUnavailable(await health(), 2000);
      const together = await Promise.all([read(), signIn(), read(), health()]);
      for (const answer of together) expectUnavailable(answer, 2000);
    } finally {
      await proxy.heal();
    }
    expect((await read()).res.statusCode).toBe(200);
    expect((await signIn()).res.statusCode).toBe(200);
    expect((await health()).res.json()).toMatchObject({ status: 'ok' });
  });

  it('a password change during a partition answers 503 within 2 s and changes nothing', async () => {
    proxy.blackhole();
    let answer: Awaited<ReturnType<typeof timed>>;
    try {
      answer = await timed(t, {
        method: 'PATCH',
        url: '/api/auth/change-password',
        headers: member.headers,
        payload: { oldPassword: PASSWORD, newPassword: 'another-password-1' },
      });
    } finally {
      await proxy.heal();
    }
    expectUnavailable(answer, 2000);
    // The old password still signs in: the change did not half-happen.
    expect((await login(t.app, member.user)).accessToken).toBeTruthy();
  });
});
