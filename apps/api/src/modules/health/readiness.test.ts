import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { reachable } from '../../../test/reachable.ts';
import { startTcpProxy, type TcpProxy } from '../../../test/tcp-proxy.ts';
import { engine } from '../../../test/test-database.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const DATABASE_SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const skipRedis = process.env.SKIP_REDIS === '1';

async function ready(t: TestContext) {
  const started = performance.now();
  const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
  return { res, ms: performance.now() - started };
}

function expectNotReady(res: LightMyRequestResponse, failing: string[]) {
  expect(res.statusCode).toBe(503);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.json()).toMatchObject({ status: 'error', failing });
}

/*
 * Local storage in a folder of the test's own (an empty STORAGE_URL: whichever backend the rest of the
 * run uses), made unusable by putting a plain file where its folder belongs.
 */
const scratch = mkdtempSync(path.join(os.tmpdir(), 'mietmatch-ready-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const storageDir = (name: string) => ({ STORAGE_DIR: path.join(scratch, name), STORAGE_URL: '' });
function breakStorage(env: { STORAGE_DIR: string }) {
  rmSync(env.STORAGE_DIR, { recursive: true, force: true });
  writeFileSync(env.STORAGE_DIR, '');
  return () => rmSync(env.STORAGE_DIR);
}

async function requireRedis() {
  if (!(await reachable(REDIS_URL, 6379)))
    throw new Error(
      `Redis does not answer at ${REDIS_URL}: start it, or set SKIP_REDIS=1 to skip the tests that need it`,
    );
}

describe('GET /api/ready', () => {
  const storage = storageDir('uploads');
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({}, storage);
  });
  afterAll(() => t?.close());

  it('answers 200 naming each part; Redis is off without REDIS_URL', async () => {
    const { res } = await ready(t);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'off', storage: 'ok' } });
  });

  it('answers 503 with failing shutdown at once while the node shuts down; liveness stays 200', async () => {
    t.app.draining = true;
    try {
      const { res, ms } = await ready(t);
      expectNotReady(res, ['shutdown']);
      expect(ms).toBeLessThan(100);
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      t.app.draining = false;
    }
    expect((await ready(t)).res.statusCode).toBe(200);
  });

  it('answers 503 naming the storage when files cannot be stored, and 200 again when they can', async () => {
    const repair = breakStorage(storage);
    try {
      const { res } = await ready(t);
      expectNotReady(res, ['storage']);
      expect(res.json().checks).toEqual({ database: 'ok', redis: 'off', storage: 'error' });
    } finally {
      repair();
    }
    expect((await ready(t)).res.statusCode).toBe(200);
  });
});

describe.skipIf(skipRedis)('GET /api/ready with REDIS_URL', () => {
  let proxy: TcpProxy;
  let t: TestContext;
  beforeAll(async () => {
    await requireRedis();
    proxy = await startTcpProxy(REDIS_URL, 6379);
    t = await createTestApp({}, { REDIS_URL: proxy.url });
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
  });

  it('asks the node’s Redis connections; a refused Redis answers 503 naming redis, and nothing else', async () => {
    const { res } = await ready(t);
    expect(res.json()).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'ok', storage: 'ok' } });
    await proxy.refuse();
    try {
      const { res: down, ms } = await ready(t);
      expectNotReady(down, ['redis']);
      expect(down.json().checks).toEqual({ database: 'ok', redis: 'error', storage: 'ok' });
      expect(ms).toBeLessThan(1500);
      // Liveness does not depend on Redis: the node itself is fine.
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await proxy.heal();
    }
  });
});

/* PGlite runs inside the process and cannot be cut off from it: the database outage needs PostgreSQL. */
describe.skipIf(engine !== 'postgres' || skipRedis)('GET /api/ready with everything down', () => {
  let database: TcpProxy;
  let redis: TcpProxy;
  let t: TestContext;
  beforeAll(async () => {
    await requireRedis();
    database = await startTcpProxy(DATABASE_SERVER_URL, 5432);
    redis = await startTcpProxy(REDIS_URL, 6379);
    const storage = storageDir('everything-down');
    breakStorage(storage);
    t = await createTestApp({}, { REDIS_URL: redis.url, ...storage }, { databaseThroughPort: database.port });
  });
  afterAll(async () => {
    await database?.heal();
    await t?.close();
    await database?.close();
    await redis?.close();
  });

  it('a silent database and a silent Redis, and no storage: 503 naming all three within 1.5 s', async () => {
    expectNotReady((await ready(t)).res, ['storage']);
    database.blackhole();
    redis.blackhole();
    const { res, ms } = await ready(t);
    expectNotReady(res, ['database', 'redis', 'storage']);
    expect(res.json().checks).toEqual({ database: 'error', redis: 'error', storage: 'error' });
    expect(ms).toBeLessThan(1500);
    await database.heal();
    await redis.heal();
  });
});
