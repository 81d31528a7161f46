import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HTTPMethods } from 'fastify';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { seedPostalCodes } from '../../test/factories.ts';
import {
  ACTORS,
  createActor,
  createFixtures,
  type ActorName,
  type Fixtures,
} from '../../test/route-access/fixtures.ts';
import { CALLS, METRICS_TOKEN } from '../../test/route-access/calls.ts';
import { expectedStatus } from '../../test/route-access/expected.ts';
import { differences, snapshot } from '../../test/route-access/snapshot.ts';

/**
 * The access table (every module's rows in its access.ts, composed by the app) against the app:
 * every route Fastify registers has a row, every row a route, and every route answers every kind of
 * caller as its row says. A refused write leaves every table as it was.
 */
let t: TestContext;
let f: Fixtures;
const routes: string[] = [];

beforeAll(async () => {
  t = await createTestApp(
    {
      onRoute: (route) => {
        for (const method of [route.method].flat()) routes.push(`${method} ${route.url}`);
      },
    },
    { METRICS_TOKEN },
  );
  await seedPostalCodes(t.database.db);
  f = await createFixtures(t);
}, 120_000);
afterAll(() => t?.close());

/** The route's row of the app's access table. */
const accessOf = (method: string, url: string) => t.app.routeAccess.of(method, url);

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The GET's call serves the HEAD route Fastify adds for it. */
const callOf = (method: string, url: string) =>
  CALLS[`${method} ${url}`] ?? (method === 'HEAD' ? CALLS[`GET ${url}`] : undefined);

describe('the route-access table', () => {
  it('has a row for every route and a route for every row', () => {
    const problems = [
      ...routes.filter((k) => !accessOf(...split(k))).map((k) => `route ${k} has no row in its module's access.ts`),
      ...t.app.routeAccess
        .keys()
        .filter((k) => !routes.includes(k))
        .map((k) => `row ${k} of the access table has no route`),
      ...routes.filter((k) => !callOf(...split(k))).map((k) => `route ${k} has no call in the test's CALLS`),
    ];
    expect(problems).toEqual([]);
  });

  it('shows each route’s row in the API documentation', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/auth/activate-free-plan'].post.description).toContain(
      'Access: tenants and landlords; without a valid plan; acting on the caller’s own account.',
    );
  });

  it('answers every caller of every route as its row says; a refused write changes nothing', async () => {
    const started = Date.now();
    const failures: string[] = [];
    let calls = 0;
    for (const key of [...routes].sort()) {
      const [method, path] = split(key);
      const access = accessOf(method, path);
      const routeCall = callOf(method, path);
      if (!access || !routeCall) continue;
      for (const actor of ACTORS) {
        const want = expectedStatus(access, actor, routeCall.ok ?? 200);
        const allowed = want === (routeCall.ok ?? 200);
        const caller = await callerFor(actor, routeCall.freshCaller);
        const call = await routeCall.build({ t, f, caller, allowed });
        const refusedWrite = WRITES.has(method) && want >= 400;
        const before = refusedWrite ? await snapshot(t.database.db) : null;
        const res = await t.app.inject({
          method: method as HTTPMethods,
          url: call.url ?? path,
          payload: call.payload,
          headers: { ...(caller?.headers ?? {}), ...(call.headers ?? {}) },
        });
        calls += 1;
        if (res.statusCode !== want) {
          failures.push(`${key} as ${actor}: ${res.statusCode} (expected ${want}) ${res.body.slice(0, 160)}`);
        }
        if (before && res.statusCode >= 400) {
          const changed = differences(before, await snapshot(t.database.db));
          if (changed.length > 0) failures.push(`${key} as ${actor} answered ${res.statusCode} but changed ${changed}`);
        }
      }
    }
    const pairs = routes.filter((k) => callOf(...split(k))).length * ACTORS.length;
    console.log(
      `route access: ${routes.length} routes × ${ACTORS.length} actors = ${pairs} pairs, ${calls} calls, ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    expect(failures).toEqual([]);
  }, 240_000);
});

function split(key: string): [string, string] {
  const at = key.indexOf(' ');
  return [key.slice(0, at), key.slice(at + 1)];
}

async function callerFor(actor: ActorName, fresh?: boolean) {
  if (actor === 'anonymous') return null;
  return fresh ? createActor(t, actor) : f.actors[actor];
}
