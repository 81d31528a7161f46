import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AppNotification } from '@mietmatch/contract';
import { createTestApp, secondNode, type TestContext } from '../../../test/test-app.ts';
import { createLoggedInUser, seedPostalCodes, type LoggedIn } from '../../../test/factories.ts';
import { reachable } from '../../../test/reachable.ts';
import { closeAll, listen, open, pause } from '../../realtime/test-sockets.ts';
import { mailsTo, ownPlace, publishProperty, saveSearch } from './alert-test-kit.ts';

/*
 * Two app nodes behind one load balancer share the database and Redis. A listing published through
 * node A alerts a tenant whose socket is connected to node B: both nodes run the job table at once,
 * and the tenant hears of it exactly once, live on B, and gets exactly one mail.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
let t: TestContext;
let a: FastifyInstance;
let b: FastifyInstance;
let urlB: string;
let tenant: LoggedIn;
let landlord: LoggedIn;

beforeAll(async () => {
  if (!(await reachable(REDIS_URL, 6379))) throw new Error(`Redis does not answer at ${REDIS_URL}`);
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
  tenant = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
  landlord = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
  a = await secondNode(t, 'a', { REDIS_URL });
  b = await secondNode(t, 'b', { REDIS_URL });
  await listen(a);
  urlB = await listen(b);
  // The Redis adapter subscribes asynchronously; both nodes must be on the channel first.
  await pause(300);
});
afterAll(async () => {
  closeAll();
  await a?.close();
  await b?.close();
  await t?.close();
});

describe.skipIf(process.env.SKIP_REDIS === '1')('alerts on two nodes with Redis', () => {
  it('published through A, both nodes running jobs: one notification live on B, one hit, one mail', async () => {
    const place = await ownPlace(t, 'Zweiknotenstadt');
    await saveSearch(t, tenant, 'property', { city: place.city }, 'instant', 'Zwei Knoten');
    const onB = await open(urlB, tenant.accessToken);
    const received: AppNotification[] = [];
    onB.on('newNotification', (n: AppNotification) => received.push(n));

    const id = await publishProperty({ ...t, app: a }, landlord, { city: place.city, postalCode: place.postalCode });
    await Promise.all([a.jobs.runDue(), b.jobs.runDue(), a.jobs.runDue(), b.jobs.runDue()]);
    await pause(500);

    expect(received.map((n) => [n.type, n.data.subjectId, n.data.name])).toEqual([['match', id, 'Zwei Knoten']]);
    expect(await mailsTo(t, tenant)).toHaveLength(1);
  });
});
