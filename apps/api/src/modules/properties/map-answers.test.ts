import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PropertyMap } from '@mietmatch/contract';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createLoggedInUser, seedPlace, type LoggedIn } from '../../../test/factories.ts';
import { publishListingAt } from '../../../test/listing-factory.ts';
import { properties, users } from '../../db/schema/index.ts';
import { createMapAnswers } from './map-answers.ts';

let t: TestContext;
let landlord: LoggedIn;
let tenant: LoggedIn;
let otherTenant: LoggedIn;
let admin: LoggedIn;

// A town of its own, so that no other test's listing is in its box.
const TOWN = { name: 'Merkenhagen', zipcode: '24978', latitude: 54.6, longitude: 9.2 };
const BOX = 'bbox=9.1,54.5,9.3,54.7';
const HOUSE = { lat: 54.61237, lng: 9.21871 };

beforeAll(async () => {
  t = await createTestApp();
  await seedPlace(t.database.db, TOWN.name, TOWN.zipcode, { latitude: TOWN.latitude, longitude: TOWN.longitude });
  landlord = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
  tenant = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
  otherTenant = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
  admin = await createLoggedInUser(t.app, t.database.db, { role: 'admin' });
});
afterAll(() => t.close());

const listAt = (at: { lat: number; lng: number }, fields: Record<string, string> = {}) =>
  publishListingAt(t, landlord, TOWN, at, fields);

async function map(query: string, who: LoggedIn): Promise<PropertyMap> {
  const res = await t.app.inject({ method: 'GET', url: `/api/landlord/filter/map?${query}`, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return res.json();
}

const idsOf = (answer: PropertyMap) => answer.points.map((p) => p.id).sort();

describe('the map answers kept for everyone who sees the same map', () => {
  it('shows every write to the listings at the next request, whoever asked the same map before', async () => {
    const first = await listAt(HOUSE);
    expect(idsOf(await map(`${BOX}&zoom=18`, tenant))).toEqual([first]);

    // A new listing, a listing rented out, a landlord blocked: each is on the map of the next tenant at once.
    const second = await listAt({ lat: 54.6, lng: 9.25 });
    expect(idsOf(await map(`${BOX}&zoom=18`, otherTenant))).toEqual([first, second].sort());
    await t.database.db.update(properties).set({ status: 'rented' }).where(eq(properties.id, first));
    expect(idsOf(await map(`${BOX}&zoom=18`, tenant))).toEqual([second]);
    await t.database.db.update(users).set({ isBlocked: true }).where(eq(users.id, landlord.user.id));
    expect((await map(`${BOX}&zoom=18`, otherTenant)).total).toBe(0);
    await t.database.db.update(users).set({ isBlocked: false }).where(eq(users.id, landlord.user.id));
    await t.database.db.delete(properties).where(eq(properties.id, second));
    await t.database.db.delete(properties).where(eq(properties.id, first));
    expect((await map(`${BOX}&zoom=18`, tenant)).total).toBe(0);
  });

  it('never hands a tenant the answer its owner sees, whoever asked first', async () => {
    const hidden = await listAt(HOUSE, { hideExactAddress: 'true' });
    const query = `${BOX}&zoom=20&listedBy=${landlord.user.id}`;
    for (const order of [
      [landlord, tenant, admin],
      [tenant, landlord, otherTenant],
    ]) {
      // Another write in between, so that each round starts with nothing kept.
      await t.database.db.update(properties).set({ rentCents: 91_000 }).where(eq(properties.id, hidden));
      for (const who of order) {
        const point = (await map(query, who)).points.find((p) => p.id === hidden)!;
        const sees = who === tenant || who === otherTenant ? { approximate: true } : { ...HOUSE, approximate: false };
        expect(point).toMatchObject(sees);
        if (sees.approximate) expect(point.lat).not.toBe(HOUSE.lat);
      }
    }
    await t.database.db.delete(properties).where(eq(properties.id, hidden));
  });
});

describe('createMapAnswers', () => {
  it('builds a search once while no listing is written, and again after a write, after its age or a failure', async () => {
    let clock = 0;
    const answers = createMapAnswers(t.database.db, { maxAgeMs: 1_000, now: () => clock });
    let builds = 0;
    const build = async () => ({ build: ++builds });

    // Searches arriving together share one build.
    const together = await Promise.all([answers.answer('a', build), answers.answer('a', build)]);
    expect(together).toEqual(['{"build":1}', '{"build":1}']);
    expect(await answers.answer('a', build)).toBe('{"build":1}');
    expect(await answers.answer('b', build)).toBe('{"build":2}');

    const id = await listAt({ lat: 54.59, lng: 9.19 });
    expect(await answers.answer('a', build)).toBe('{"build":3}');
    expect(await answers.answer('a', build)).toBe('{"build":3}');

    clock = 1_000;
    expect(await answers.answer('a', build)).toBe('{"build":4}');

    await expect(answers.answer('c', () => Promise.reject(new Error('database gone')))).rejects.toThrow(
      'database gone',
    );
    expect(await answers.answer('c', build)).toBe('{"build":5}');
    await t.database.db.delete(properties).where(eq(properties.id, id));
  });

  it('keeps at most its number of searches, dropping the one used longest ago', async () => {
    const answers = createMapAnswers(t.database.db, { maxEntries: 2 });
    let builds = 0;
    const build = async () => ++builds;
    await answers.answer('a', build);
    await answers.answer('b', build);
    await answers.answer('a', build);
    await answers.answer('c', build);
    expect(answers.size).toBe(2);
    expect(await answers.answer('a', build)).toBe('1');
    expect(await answers.answer('b', build)).toBe('4');
  });
});
