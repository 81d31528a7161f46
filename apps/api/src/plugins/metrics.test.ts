import net from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createLoggedInUser } from '../../test/factories.ts';
import { engine } from '../../test/test-database.ts';
import { enqueueJob } from '../modules/jobs/queries.ts';
import { closeAll, disconnection, listen, open } from '../realtime/test-sockets.ts';

const TOKEN = 'metrics-token-for-the-test-0123';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The value of one sample of a Prometheus text exposition, or undefined when there is none. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(',');
    if (wanted.every((pair) => present.includes(pair))) return Number(match[3]);
  }
  return undefined;
}

/** A port nothing listens on right now (the test's own listener takes it at once). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe('GET /metrics on the main port, with METRICS_TOKEN', () => {
  let t: TestContext;
  beforeAll(async () => {
    // The outbox's poll (50 ms in tests) is a query too: while the pool is full it would be a second waiter.
    t = await createTestApp({}, { METRICS_TOKEN: TOKEN, MAIL_POLL_MS: '60000' });
  });
  afterAll(async () => {
    closeAll();
    await t?.close();
  });

  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    return res.body;
  };

  it('answers only the token’s bearer; anyone else gets the 404 of an unknown path', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    for (const headers of [{}, bearer('wrong-token-wrong-token'), bearer(`${TOKEN}x`), { authorization: TOKEN }]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(unknown.json());
    }
    const text = await scrape();
    // Process metrics, the pool, sockets and the job table are there from the start.
    for (const name of ['process_cpu_user_seconds_total', 'nodejs_eventloop_lag_seconds', 'realtime_open_sockets'])
      expect(sample(text, name), name).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'db_pool_connections_in_use')).toBe(0);
    expect(sample(text, 'db_pool_waiting_for_connection')).toBe(0);
  });

  it('times each request by its route pattern and status; requests that match no route share one label', async () => {
    const id = randomUUID();
    expect((await t.app.inject({ method: 'GET', url: `/api/users/${id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/nothing/${id}` })).statusCode).toBe(404);
    const text = await scrape();
    const count = (labels: Record<string, string>) => sample(text, 'http_request_duration_seconds_count', labels);
    expect(count({ method: 'GET', route: '/api/users/:id', status_code: '401' })).toBe(1);
    expect(count({ method: 'GET', route: 'unmatched', status_code: '404' })).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'http_request_duration_seconds_bucket', { route: '/api/users/:id', status_code: '401', le: '+Inf' }),
    ).toBe(1);
    expect(text).not.toContain(id);
  });

  it('counts the job table’s runs by kind and outcome', async () => {
    await enqueueJob(t.database.db, { kind: 'propertyVisible', key: randomUUID(), runAt: t.clock.now() });
    // Not an id at all: the handler's query fails.
    await enqueueJob(t.database.db, { kind: 'propertyVisible', key: 'not-an-id', runAt: t.clock.now() });
    expect(await t.app.jobs.runDue()).toBe(2);
    const text = await scrape();
    expect(sample(text, 'jobs_run_total', { kind: 'propertyVisible', outcome: 'done' })).toBe(1);
    expect(sample(text, 'jobs_run_total', { kind: 'propertyVisible', outcome: 'failed' })).toBe(1);
  });

  it('counts this node’s open sockets: 1 while a member is connected, 0 after the socket ends', async () => {
    const base = await listen(t.app);
    const member = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
    const socket = await open(base, member.accessToken);
    expect(sample(await scrape(), 'realtime_open_sockets')).toBe(1);
    // Signing out ends the session's sockets on the server, which counts them before the client hears of it.
    const cut = disconnection(socket);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: member.headers, payload: {} }))
        .statusCode,
    ).toBe(200);
    await cut;
    expect(sample(await scrape(), 'realtime_open_sockets')).toBe(0);
  });

  it.skipIf(engine !== 'postgres')('shows the pool’s connections in use and the queries waiting for one', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The pool has ten connections: ten open transactions take them all, an eleventh query waits.
    const transactions = Array.from({ length: 10 }, () => t.database.db.transaction(() => held));
    while (t.database.poolStats().idle > 0 || t.database.poolStats().total < 10) await new Promise(setImmediate);
    const waiting = t.database.ping();
    const text = await scrape();
    release();
    await Promise.all([...transactions, waiting]);
    expect(sample(text, 'db_pool_connections_in_use')).toBe(10);
    expect(sample(text, 'db_pool_waiting_for_connection')).toBe(1);
  });
});

describe('GET /metrics without METRICS_TOKEN, and on METRICS_PORT', () => {
  it('the main port answers 404 to any bearer; the metrics port serves anyone who reaches it, until the node stops', async () => {
    const port = await freePort();
    const t = await createTestApp({}, { METRICS_PORT: String(port), HOST: '127.0.0.1' });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) })).statusCode).toBe(404);
      await t.app.inject({ method: 'GET', url: '/api/health' });
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/plain');
      const text = await res.text();
      expect(sample(text, 'http_request_duration_seconds_count', { route: '/api/health', status_code: '200' })).toBe(1);
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(404);
    } finally {
      await t.close();
    }
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });
});
