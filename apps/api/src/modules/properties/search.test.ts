import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import {
  createLoggedInUser,
  multipart,
  propertyForm,
  seedPlace,
  seedPostalCodes,
  type LoggedIn,
} from '../../../test/factories.ts';
import { users } from '../../db/schema/index.ts';

/**
 * Each test file has its own database: the listings below are the whole market here.
 * Berlin 10115 and 10117 (Mitte), Berlin 13591 (Spandau, ~14 km west), Potsdam 14467 (~26 km), München 80331.
 */
let t: TestContext;
let tenant: LoggedIn;
let landlord: LoggedIn;
let premium: LoggedIn;
/** Lists the listings of the sort and filter tests, in places of their own (not in the Berlin market). */
let elsewhere: LoggedIn;
const ids: Record<string, string> = {};

async function list(who: LoggedIn, name: string, fields: Record<string, string>) {
  const body = multipart(propertyForm({ title: name, ...fields }));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/landlord/create',
    payload: body.payload,
    headers: { ...who.headers, ...body.headers },
  });
  expect(res.statusCode, res.body).toBe(201);
  ids[name] = res.json().id;
}

async function search(query: string, who = tenant) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/landlord/filter?${query}`,
    headers: { ...who.headers, 'accept-language': 'en' },
  });
  return res;
}
const titles = (res: Awaited<ReturnType<typeof search>>) => res.json().items.map((i: { title: string }) => i.title);
const distances = (res: Awaited<ReturnType<typeof search>>): unknown[] =>
  res.json().items.map((i: { distanceKm: unknown }) => i.distanceKm);

let placeNo = 0;
/** A city of its own with one postal code: what a test lists there is that city's whole market. */
async function ownPlace(name: string) {
  placeNo += 1;
  const zipcode = String(24100 + placeNo);
  await seedPlace(t.database.db, name, zipcode);
  return { city: name, postalCode: zipcode };
}

beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
  tenant = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
  landlord = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
  premium = await createLoggedInUser(t.app, t.database.db, {
    role: 'contractor',
    subscriptionMonths: 12,
    planId: 'landlord-12',
  });
  elsewhere = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
  await list(landlord, 'Mitte cheap', {
    postalCode: '10115',
    rent: '700',
    warmRent: '900',
    numberOfRooms: '2',
    squareMeters: '50',
    isPetFriendly: 'true',
  });
  await list(landlord, 'Mitte big', {
    postalCode: '10117',
    rent: '1800',
    warmRent: '2100',
    numberOfRooms: '4',
    squareMeters: '120',
    isPetFriendly: 'false',
    haveGarage: 'true',
  });
  await list(landlord, 'Spandau house', {
    postalCode: '13591',
    propertyType: 'House',
    rent: '1500',
    warmRent: '1750',
    numberOfRooms: '5',
    squareMeters: '140',
  });
  await list(landlord, 'Potsdam flat', {
    postalCode: '14467',
    city: 'Potsdam',
    rent: '1000',
    warmRent: '1200',
    numberOfRooms: '3',
    squareMeters: '70',
  });
  await list(landlord, 'Munich flat', {
    postalCode: '80331',
    city: 'München',
    rent: '1600',
    warmRent: '1900',
    numberOfRooms: '2',
    squareMeters: '60',
  });
  await list(landlord, 'Mitte rented', { postalCode: '10115', status: 'rented' });
  await list(premium, 'Mitte premium', {
    postalCode: '10115',
    rent: '1400',
    warmRent: '1600',
    numberOfRooms: '3',
    squareMeters: '90',
  });
});
afterAll(() => t.close());

describe('GET /api/landlord/filter', () => {
  it('needs a city (or a landlord) and answers the page shape', async () => {
    const none = await search('');
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toEqual({ city: 'A city must be selected to view requests.' });
    const res = await search('city=Berlin');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 4, page: 1, pageSize: 10, fallback: null });
  });

  it('hides rented listings and ranks 12-month plans first', async () => {
    const res = await search('city=Berlin');
    expect(titles(res)).not.toContain('Mitte rented');
    expect(titles(res)[0]).toBe('Mitte premium');
    expect(res.json().items[0].topPlacement).toBe(true);
  });

  it('filters by postal codes, and by radius around them', async () => {
    expect(titles(await search('city=Berlin&postalCodes=10117')).sort()).toEqual(['Mitte big']);
    expect(titles(await search('city=Berlin&postalCodes=10115,10117')).sort()).toEqual([
      'Mitte big',
      'Mitte cheap',
      'Mitte premium',
    ]);
    // 20 km around Mitte reaches Spandau (~14 km) but not Potsdam (~27 km).
    const near = await search('city=Berlin&postalCodes=10115&radius=20');
    expect(titles(near).sort()).toEqual(['Mitte big', 'Mitte cheap', 'Mitte premium', 'Spandau house']);
    const far = await search('city=Berlin&postalCodes=10115&radius=50');
    expect(titles(far)).toContain('Potsdam flat');
    expect(titles(far)).not.toContain('Munich flat');
    const spandau = far.json().items.find((i: { title: string }) => i.title === 'Spandau house');
    expect(spandau.distanceKm).toBeGreaterThan(12);
    expect(spandau.distanceKm).toBeLessThan(16);
  });

  it('falls back to the whole city when the chosen postal codes have nothing', async () => {
    await seedExtraCode();
    const res = await search('city=Berlin&postalCodes=10178');
    expect(res.json()).toMatchObject({ fallback: 'city', total: 4 });
    const nowhere = await search('city=Hamburg');
    expect(nowhere.json()).toMatchObject({ fallback: null, total: 0, items: [] });
  });

  it('applies the filters together: max warm rent, rooms, size, type, flags', async () => {
    expect(titles(await search('city=Berlin&maxPrice=1000'))).toEqual(['Mitte cheap']);
    expect(titles(await search('city=Berlin&numberOfRooms=4')).sort()).toEqual(['Mitte big', 'Spandau house']);
    expect(titles(await search('city=Berlin&squareMeters=100')).sort()).toEqual(['Mitte big', 'Spandau house']);
    expect(titles(await search('city=Berlin&squareMeters=100&propertyType=House'))).toEqual(['Spandau house']);
    expect(titles(await search('city=Berlin&isPetFriendly=false'))).toEqual(['Mitte big']);
    expect(titles(await search('city=Berlin&haveGarage=true'))).toEqual(['Mitte big']);
  });

  it('sorts by distance from the chosen postal code, nearest first, after the top placements', async () => {
    // Listed Mitte cheap, Mitte big, Spandau house, Potsdam flat: newest first would be the reverse.
    const near = await search('city=Berlin&postalCodes=10115&radius=20&sort=distance');
    expect(titles(near)).toEqual(['Mitte premium', 'Mitte cheap', 'Mitte big', 'Spandau house']);
    const far = await search('city=Berlin&postalCodes=10115&radius=50&sort=distance');
    expect(titles(far)).toEqual(['Mitte premium', 'Mitte cheap', 'Mitte big', 'Spandau house', 'Potsdam flat']);
    const km = distances(far) as number[];
    expect(km.every((d) => typeof d === 'number')).toBe(true);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect(km[1]).toBe(0);
    expect(km[2]).toBeGreaterThan(1);
    expect(km[2]).toBeLessThan(3);
    expect(km[4]).toBeGreaterThan(20);
    expect(km[4]).toBeLessThan(30);
  });

  it('sorts newest first, by warm rent (else rent) upwards, by size downwards', async () => {
    // Listed in this order; each sort puts the three in a different order than the others.
    const place = await ownPlace('Sortheim');
    await list(elsewhere, 'Sortheim 1 (warm 1000, 60 m²)', {
      ...place,
      rent: '500',
      warmRent: '1000',
      squareMeters: '60',
    });
    await list(elsewhere, 'Sortheim 2 (warm 600, 100 m²)', {
      ...place,
      rent: '550',
      warmRent: '600',
      squareMeters: '100',
    });
    await list(elsewhere, 'Sortheim 3 (rent 800, 40 m²)', { ...place, rent: '800', warmRent: '', squareMeters: '40' });
    const [one, two, three] = [
      'Sortheim 1 (warm 1000, 60 m²)',
      'Sortheim 2 (warm 600, 100 m²)',
      'Sortheim 3 (rent 800, 40 m²)',
    ];
    expect(titles(await search('city=Sortheim'))).toEqual([three, two, one]);
    expect(titles(await search('city=Sortheim&sort=newest'))).toEqual([three, two, one]);
    expect(titles(await search('city=Sortheim&sort=rent'))).toEqual([two, three, one]);
    expect(titles(await search('city=Sortheim&sort=size'))).toEqual([two, one, three]);
  });

  it('sorts by rent and size after the top placements, and pages', async () => {
    expect(titles(await search('city=Berlin&sort=rent'))).toEqual([
      'Mitte premium',
      'Mitte cheap',
      'Spandau house',
      'Mitte big',
    ]);
    expect(titles(await search('city=Berlin&sort=size'))).toEqual([
      'Mitte premium',
      'Spandau house',
      'Mitte big',
      'Mitte cheap',
    ]);
    const first = await search('city=Berlin&sort=rent&pageSize=10&page=1');
    expect(first.json()).toMatchObject({ total: 4, page: 1, pageSize: 10 });
    const page2 = await search('city=Berlin&sort=rent&pageSize=10&page=2');
    expect(page2.json()).toMatchObject({ total: 4, page: 2, items: [] });
    expect((await search('city=Berlin&pageSize=7')).statusCode).toBe(400);
    expect((await search('city=Berlin&radius=7')).statusCode).toBe(400);
  });

  it('lists one landlord: all own listings for the owner, visible ones for others', async () => {
    const own = await search(`listedBy=${landlord.user.id}`, landlord);
    expect(titles(own)).toContain('Mitte rented');
    expect(own.json().total).toBe(6);
    const seen = await search(`listedBy=${landlord.user.id}`);
    expect(titles(seen)).not.toContain('Mitte rented');
    expect(seen.json().total).toBe(5);
  });

  it('hides listings of a blocked landlord', async () => {
    const gone = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
    await list(gone, 'Blocked owner flat', { postalCode: '10115' });
    expect(titles(await search('city=Berlin'))).toContain('Blocked owner flat');
    await t.database.db.update(users).set({ isBlocked: true }).where(eq(users.id, gone.user.id));
    expect(titles(await search('city=Berlin'))).not.toContain('Blocked owner flat');
    await t.database.db.update(users).set({ isDeactivated: true, isBlocked: false }).where(eq(users.id, gone.user.id));
    expect(titles(await search('city=Berlin'))).not.toContain('Blocked owner flat');
  });
});

/**
 * Each filter on its own: two listings alone in their city, the same but for the filtered field;
 * exactly the one that has what the filter asks for is found. Numbers are minimums (the bound itself
 * matches), `maxPrice` is a maximum of the warm rent (else the rent), flags and type must be equal.
 */
describe('GET /api/landlord/filter, one filter at a time', () => {
  const flagCases = (
    ['isFurnished', 'isPetFriendly', 'haveGarage', 'haveTerrace', 'kitchenFitted', 'smokingAllowed'] as const
  ).flatMap((flag) => [
    { query: `${flag}=true`, match: { [flag]: 'true' }, miss: { [flag]: 'false' } },
    { query: `${flag}=false`, match: { [flag]: 'false' }, miss: { [flag]: 'true' } },
  ]);
  const cases: { query: string; as?: string; match: Record<string, string>; miss: Record<string, string> }[] = [
    { query: 'numberOfRooms=3', match: { numberOfRooms: '3' }, miss: { numberOfRooms: '2' } },
    { query: 'numberOfBathrooms=2', match: { numberOfBathrooms: '2' }, miss: { numberOfBathrooms: '1' } },
    { query: 'squareMeters=80', match: { squareMeters: '80' }, miss: { squareMeters: '79.5' } },
    { query: 'propertyType=Penthouse', match: { propertyType: 'Penthouse' }, miss: { propertyType: 'Apartment' } },
    {
      query: 'maxPrice=1000',
      as: '(the warm rent counts: both rents are 800)',
      match: { rent: '800', warmRent: '1000' },
      miss: { rent: '800', warmRent: '1000.01' },
    },
    {
      query: 'maxPrice=1000',
      as: '(without a warm rent, the rent)',
      match: { rent: '1000', warmRent: '' },
      miss: { rent: '1000.01', warmRent: '' },
    },
    ...flagCases,
  ];

  it.each(cases.map((c, i) => ({ as: '', ...c, n: i + 1 })))(
    '$query $as keeps the listing that matches and drops its twin',
    async ({ query, match, miss, n }) => {
      const place = await ownPlace(`Filterort ${n}`);
      const [yes, no] = [`Filterort ${n} match`, `Filterort ${n} miss`];
      await list(elsewhere, yes, { ...place, ...match });
      await list(elsewhere, no, { ...place, ...miss });
      const city = `city=${encodeURIComponent(place.city)}`;
      expect(titles(await search(city)).sort()).toEqual([yes, no].sort());
      const res = await search(`${city}&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(titles(res)).toEqual([yes]);
      expect(res.json().total).toBe(1);
    },
  );
});

async function seedExtraCode() {
  const { postalCodes } = await import('../../db/schema/index.ts');
  await t.database.db
    .insert(postalCodes)
    .values({ zipcode: '10178', place: 'Berlin', state: 'Berlin', latitude: 52.5213, longitude: 13.4096 });
}
