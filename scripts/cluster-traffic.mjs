// Requests to the cluster as independent clients send them: each on a connection of its own, from a
// loopback address of the caller's choice, and steady traffic sent on schedule whether or not earlier
// requests have answered. Used by the cluster test tier and `npm run bench:failover`.
import http from 'node:http';
import { percentile, round1 } from '../bench/lib.mjs';

/**
 * @typedef {{ method?: string, token?: string, json?: unknown, body?: Buffer, headers?: Record<string, string>,
 *   from?: string, timeoutMs?: number }} RequestOptions
 * @typedef {{ status: number, node: string | undefined, headers: http.IncomingHttpHeaders, body: Buffer,
 *   at: number, ms: number }} Answer `node`: the X-Node header (undefined when nginx answered itself);
 *   `at`: performance.now() when the answer was complete
 */

/**
 * One request; a broken connection or no answer within `timeoutMs` rejects.
 * @param {string} base
 * @param {string} path
 * @param {RequestOptions} [o]
 * @returns {Promise<Answer>}
 */
export function request(base, path, o = {}) {
  const body = o.json === undefined ? o.body : Buffer.from(JSON.stringify(o.json));
  /** @type {Record<string, string>} */
  const headers = {
    ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
    ...(o.json === undefined ? {} : { 'content-type': 'application/json' }),
    ...(body ? { 'content-length': String(body.length) } : {}),
    ...o.headers,
  };
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL(path, base),
      { method: o.method ?? 'GET', headers, localAddress: o.from ?? '127.0.0.1', agent: false },
      (res) => {
        /** @type {Buffer[]} */
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const at = performance.now();
          const node = res.headers['x-node'];
          resolve({
            status: res.statusCode ?? 0,
            node: typeof node === 'string' ? node : undefined,
            headers: res.headers,
            body: Buffer.concat(chunks),
            at,
            ms: at - started,
          });
        });
      },
    );
    const timeoutMs = o.timeoutMs ?? 30_000;
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * @typedef {{ path: string, started: number, at: number, ms: number, status: number, node?: string,
 *   error?: string }} Outcome status 0: no answer at all (`error` says why)
 */

/**
 * `rate` requests a second through `base`, each the next of `requests` in turn, until `stop()`.
 * @param {string} base
 * @param {{ rate: number, requests: Array<{ path: string, token?: string }>, from?: string }} o
 */
export function steadyTraffic(base, o) {
  /** @type {Outcome[]} */
  const outcomes = [];
  /** @type {Set<Promise<void>>} */
  const inFlight = new Set();
  const start = performance.now();
  let sent = 0;
  /** @param {number} i */
  const fire = (i) => {
    const { path, token } = o.requests[i % o.requests.length];
    const started = performance.now();
    const p = request(base, path, { token, from: o.from }).then(
      (r) => void outcomes.push({ path, started, at: r.at, ms: r.ms, status: r.status, node: r.node }),
      (err) => {
        const at = performance.now();
        outcomes.push({ path, started, at, ms: at - started, status: 0, error: String(err?.message ?? err) });
      },
    );
    const tracked = p.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  };
  const timer = setInterval(() => {
    const due = Math.floor(((performance.now() - start) / 1000) * o.rate);
    while (sent < due) fire(sent++);
  }, 5);
  return {
    outcomes,
    /** @param {number} ms */
    runFor: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    /** Sends no more, waits for every answer, and summarizes them. */
    async stop() {
      clearInterval(timer);
      await Promise.all(inFlight);
      return summarize(outcomes);
    },
  };
}

/**
 * Counts and latency of outcomes; anything but a 2xx or 304 answer failed.
 * @param {Outcome[]} outcomes
 */
export function summarize(outcomes) {
  const failures = outcomes.filter((r) => !(r.status >= 200 && r.status < 300) && r.status !== 304);
  /** @type {Record<string, number>} */
  const byNode = {};
  for (const r of outcomes) byNode[r.node ?? 'nginx'] = (byNode[r.node ?? 'nginx'] ?? 0) + 1;
  const ms = outcomes.map((r) => r.ms);
  return {
    requests: outcomes.length,
    failed: failures.length,
    failures: failures.slice(0, 10).map((r) => ({ path: r.path, status: r.status, error: r.error })),
    p50_ms: round1(percentile(ms, 0.5)),
    p99_ms: round1(percentile(ms, 0.99)),
    max_ms: round1(Math.max(0, ...ms)),
    byNode,
  };
}
