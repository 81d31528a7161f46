import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAP_AREA_RADIUS_M, type PropertyMap } from '@mietmatch/contract';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createLoggedInUser, seedPlace, type LoggedIn } from '../../../test/factories.ts';
import { publishListingAt } from '../../../test/listing-factory.ts';

let t: TestContext;
let landlord: LoggedIn;
let tenant: LoggedIn;
let admin: LoggedIn;

// A town of its own: what is listed here is its whole market.
const TOWN = { name: 'Kartenfeld', zipcode: '24977', latitude: 54.2, longitude: 9.8 };
const BOX = 'bbox=9.7,54.1,9.9,54.3';
/** Three houses a few hundred metres apart in the town's north, one far in its south. */
const NORTH = [
  { lat: 54.25113, lng: 9.80171 },
  { lat: 54.25382, lng: 9.80544 },
  { lat: 54.24918, lng: 9.80833 },
];
const SOUTH = { lat: 54.13077, lng: 9.84219 };

beforeAll(async () => {
  t = await createTestApp();
  await seedPlace(t.database.db, TOWN.name, TOWN.zipcode, { latitude: TOWN.latitude, longitude: TOWN.longitude });
  landlord = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
  tenant = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
  admin = await createLoggedInUser(t.app, t.database.db, { role: 'admin' });
});
afterAll(() => t.close());

const listAt = (at: { lat: number; lng: number }, fields: Record<string, string> = {}) =>
  publishListingAt(t, landlord, TOWN, at, fields);

async function map(query: string, who = tenant): Promise<PropertyMap> {
  const res = await t.app.inject({ method: 'GET', url: `/api/landlord/filter/map?${query}`, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Metres between two positions (haversine). */
function metres(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

type Box = NonNullable<PropertyMap['bounds']>;
const corners = (b: Box) => [
  { lat: b.south, lng: b.west },
  { lat: b.north, lng: b.east },
];

/** Every position an answer names: its points, its clusters and the corners of every box. */
function positions(answer: PropertyMap) {
  return [
    ...answer.points,
    ...answer.clusters,
    ...answer.clusters.flatMap((c) => corners(c.bounds)),
    ...(answer.bounds ? corners(answer.bounds) : []),
  ].map(({ lat, lng }) => ({ lat, lng }));
}

describe('GET /api/landlord/filter/map', () => {
  const ids: string[] = [];
  let hidden: string;
  let rented: string;
  beforeAll(async () => {
    for (const at of NORTH) ids.push(await listAt(at, { rent: '900', warmRent: '1100' }));
    ids.push(await listAt(SOUTH, { rent: '700', warmRent: '' }));
    hidden = await listAt({ lat: 54.18321, lng: 9.77654 }, { hideExactAddress: 'true' });
    rented = await listAt({ lat: 54.2, lng: 9.85 }, { status: 'rented' });
  });

  it('counts close listings as one cluster at a city zoom and splits them when zoomed in', async () => {
    const far = await map(`city=${TOWN.name}&zoom=10`);
    expect(far.total).toBe(5);
    const north = far.clusters.find((c) => c.count === 3);
    // A cluster names none of its listings unless asked, and then only those asked about.
    expect(north?.ids).toEqual([]);
    expect(north?.bounds).toEqual({ west: 9.80171, south: 54.24918, east: 9.80833, north: 54.25382 });
    const asked = await map(`city=${TOWN.name}&zoom=10&ids=${ids[0]},${ids[3]}`);
    expect(asked.clusters.find((c) => c.count === 3)?.ids).toEqual([ids[0]]);

    const near = await map(`city=${TOWN.name}&zoom=17`);
    expect(near.clusters).toEqual([]);
    expect(near.points.map((p) => p.id).sort()).toEqual([...ids, hidden].sort());
    const first = near.points.find((p) => p.id === ids[0]);
    expect(first).toEqual({ id: ids[0], ...NORTH[0], rent: 900, warmRent: 1100, approximate: false });
    expect(near.points.find((p) => p.id === ids[3])).toMatchObject({ rent: 700, warmRent: null });
    expect(near.points.map((p) => p.id)).not.toContain(rented);
  });

  it('keeps to the visible box and applies the same filters as the list', async () => {
    const box = await map(`${BOX.replace('54.1,', '54.22,')}&zoom=17`);
    expect(box.points.map((p) => p.id).sort()).toEqual(ids.slice(0, 3).sort());
    expect(box.bounds).toEqual({ west: 9.80171, south: 54.24918, east: 9.80833, north: 54.25382 });
    const cheap = await map(`${BOX}&zoom=17&maxPrice=800`);
    expect(cheap.points.map((p) => p.id)).toEqual([ids[3]]);

    // The list answers the same box.
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/landlord/filter?${BOX.replace('54.1,', '54.22,')}`,
      headers: tenant.headers,
    });
    expect(
      res
        .json()
        .items.map((i: { id: string }) => i.id)
        .sort(),
    ).toEqual(ids.slice(0, 3).sort());
  });

  it('never answers a hidden address at any zoom, only its area of about 300 m', async () => {
    const exact = { lat: 54.18321, lng: 9.77654 };
    for (let zoom = 0; zoom <= 20; zoom += 1) {
      for (const query of [`city=${TOWN.name}&zoom=${zoom}`, `${BOX}&zoom=${zoom}`]) {
        const answer = await map(query);
        for (const at of positions(answer)) {
          expect(at.lat === exact.lat && at.lng === exact.lng, `zoom ${zoom}`).toBe(false);
        }
      }
    }
    const point = (await map(`${BOX}&zoom=20`)).points.find((p) => p.id === hidden)!;
    expect(point.approximate).toBe(true);
    expect(point.lat).not.toBe(exact.lat);
    expect(metres(point, exact)).toBeLessThan(MAP_AREA_RADIUS_M);
    // Another house in the same area stands at the very same point: the point tells no house apart.
    const neighbour = await listAt({ lat: 54.1812, lng: 9.7752 }, { hideExactAddress: 'true' });
    const both = (await map(`${BOX}&zoom=20&ids=${neighbour}`)).clusters.find((c) => c.ids.includes(neighbour));
    expect(both).toMatchObject({ lat: point.lat, lng: point.lng, count: 2 });
  });

  it('shows the house to its owner and to admins', async () => {
    for (const who of [landlord, admin]) {
      const point = (await map(`bbox=9.77,54.18,9.78,54.19&zoom=20&listedBy=${landlord.user.id}`, who)).points.find(
        (p) => p.id === hidden,
      );
      expect(point).toMatchObject({ lat: 54.18321, lng: 9.77654, approximate: false });
    }
  });

  it('answers a malformed box or zoom with the field error, and no area with cityRequired', async () => {
    for (const query of [
      'bbox=1,2,3',
      `${BOX}&ids=not-an-id`,
      'bbox=9.9,54.1,9.7,54.3',
      'bbox=a,b,c,d',
      'bbox=0,0,200,1',
      `${BOX}&zoom=23`,
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/landlord/filter/map?${query}`,
        headers: { ...tenant.headers, 'accept-language': 'en' },
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code, query).toBe('ValidationFailed');
      const field = query.includes('zoom') ? 'zoom' : query.includes('ids') ? 'ids' : 'bbox';
      expect(Object.keys(res.json().fields), query).toEqual([field]);
    }
    const none = await t.app.inject({ method: 'GET', url: '/api/landlord/filter/map', headers: tenant.headers });
    expect(none.statusCode).toBe(400);
    expect(Object.keys(none.json().fields)).toEqual(['city']);
  });
});

describe('GET /api/map/settings', () => {
  it('names the map styles of the light and the dark theme, for anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/map/settings' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      styleUrl: 'https://tiles.openfreemap.org/styles/liberty',
      styleDarkUrl: 'https://tiles.openfreemap.org/styles/dark',
    });
  });
});
