import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import {
  createLoggedInUser,
  multipart,
  requestForm,
  seedPlace,
  seedPostalCodes,
  type LoggedIn,
} from '../../../test/factories.ts';

let t: TestContext;
let landlord: LoggedIn;
let tenant: LoggedIn;

async function publish(name: string, fields: Record<string, string>, who?: LoggedIn) {
  const owner = who ?? (await createLoggedInUser(t.app, t.database.db, { role: 'client' }));
  const body = multipart(requestForm({ notes: name, ...fields }));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/tenant/create-tenant-request',
    payload: body.payload,
    headers: { ...owner.headers, ...body.headers },
  });
  expect(res.statusCode, res.body).toBe(201);
  return owner;
}

beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
  landlord = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
  tenant = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
  await publish(
    'Mitte couple',
    { targetPostalCode: '10115', maxPrice: '1200', numberOfResidents: '2', requiredRooms: '2' },
    tenant,
  );
  await publish('Mitte family', {
    targetPostalCode: '10117',
    maxPrice: '2200',
    numberOfResidents: '4',
    numberOfChildren: '2',
    requiredRooms: '4',
    isPetFriendly: 'true',
  });
  await publish('Spandau single', {
    targetPostalCode: '13591',
    maxPrice: '800',
    numberOfResidents: '1',
    requiredRooms: '1',
  });
  await publish('Potsdam pair', { targetCity: 'Potsdam', targetPostalCode: '14467', maxPrice: '1300' });
  await publish('Paused', { targetPostalCode: '10115', status: 'paused' });
  await createLoggedInUser(t.app, t.database.db, { role: 'client', subscriptionMonths: 12 }).then((premium) =>
    publish('Premium seeker', { targetPostalCode: '10115', maxPrice: '1000' }, premium),
  );
});
afterAll(() => t.close());

const search = (query: string, who = landlord) =>
  t.app.inject({
    method: 'GET',
    url: `/api/tenant/filter?${query}`,
    headers: { ...who.headers, 'accept-language': 'en' },
  });
const names = async (query: string) => (await search(query)).json().items.map((i: { notes: string }) => i.notes);

let placeNo = 0;
/** A city of its own with one postal code: what a test publishes there is that city's whole market. */
async function ownPlace(name: string) {
  placeNo += 1;
  const zipcode = String(24100 + placeNo);
  await seedPlace(t.database.db, name, zipcode);
  return { targetCity: name, targetPostalCode: zipcode };
}

describe('GET /api/tenant/filter', () => {
  it('needs a city and is for landlords', async () => {
    expect((await search('')).json().fields).toEqual({ city: 'A city must be selected to view requests.' });
    expect((await search('city=Berlin', tenant)).statusCode).toBe(403);
  });

  it('finds the city’s available requests, 12-month plans first', async () => {
    const list = await names('city=Berlin');
    expect(list[0]).toBe('Premium seeker');
    expect(list.sort()).toEqual(['Mitte couple', 'Mitte family', 'Premium seeker', 'Spandau single']);
  });

  it('narrows to postal codes, widens by radius, falls back to the city', async () => {
    expect((await names('city=Berlin&postalCodes=10117')).sort()).toEqual(['Mitte family']);
    expect(await names('city=Berlin&postalCodes=10117&radius=50')).toContain('Potsdam pair');
    const fallback = (await search('city=Berlin&postalCodes=13591,10178')).json();
    expect(fallback.fallback).toBeNull();
    expect(fallback.items.map((i: { notes: string }) => i.notes)).toEqual(['Spandau single']);
    const cityWide = (await search('city=Berlin&postalCodes=10178')).json();
    expect(cityWide).toMatchObject({ fallback: 'city', total: 4 });
  });

  it('filters by what the landlord offers', async () => {
    expect((await names('city=Berlin&maxPrice=1100')).sort()).toEqual(['Mitte couple', 'Mitte family']);
    expect((await names('city=Berlin&requiredRooms=2')).sort()).toEqual([
      'Mitte couple',
      'Premium seeker',
      'Spandau single',
    ]);
    expect((await names('city=Berlin&numberOfChildren=0')).sort()).toEqual([
      'Mitte couple',
      'Premium seeker',
      'Spandau single',
    ]);
    expect((await names('city=Berlin&isPetFriendly=false')).sort()).toEqual([
      'Mitte couple',
      'Premium seeker',
      'Spandau single',
    ]);
  });

  it('sorts newest first, or by the rent a tenant can pay (highest first), after the 12-month plans', async () => {
    // Published Mitte couple (1200), Mitte family (2200), Spandau single (800): each order differs.
    expect(await names('city=Berlin')).toEqual(['Premium seeker', 'Spandau single', 'Mitte family', 'Mitte couple']);
    expect(await names('city=Berlin&sort=newest')).toEqual([
      'Premium seeker',
      'Spandau single',
      'Mitte family',
      'Mitte couple',
    ]);
    expect(await names('city=Berlin&sort=price')).toEqual([
      'Premium seeker',
      'Mitte family',
      'Mitte couple',
      'Spandau single',
    ]);
  });

  it('sorts by distance from the chosen postal code, nearest first, after the 12-month plans', async () => {
    const near = await search('city=Berlin&postalCodes=10115&radius=20&sort=distance');
    expect(near.json().items.map((i: { notes: string }) => i.notes)).toEqual([
      'Premium seeker',
      'Mitte couple',
      'Mitte family',
      'Spandau single',
    ]);
    const far = await search('city=Berlin&postalCodes=10115&radius=50&sort=distance');
    expect(far.json().items.map((i: { notes: string }) => i.notes)).toEqual([
      'Premium seeker',
      'Mitte couple',
      'Mitte family',
      'Spandau single',
      'Potsdam pair',
    ]);
    const km: number[] = far.json().items.map((i: { distanceKm: number }) => i.distanceKm);
    expect(km.every((d) => typeof d === 'number')).toBe(true);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect(km[1]).toBe(0);
    expect(km[3]).toBeGreaterThan(12);
    expect(km[3]).toBeLessThan(16);
  });

  it('shows no files and says so', async () => {
    const items = (await search('city=Berlin')).json().items;
    expect(
      items.every(
        (i: { fileAccess: string; documents: unknown[] }) => i.fileAccess === 'none' && i.documents.length === 0,
      ),
    ).toBe(true);
  });
});

/**
 * Each filter on its own: two requests alone in their city, the same but for the filtered field;
 * exactly the one the filter admits is found. `maxPrice` finds tenants who can pay at least that
 * much; rooms, residents and children are what the landlord offers or accepts (requests needing
 * no more, the bound itself included); type and flags must be equal.
 */
describe('GET /api/tenant/filter, one filter at a time', () => {
  const flagCases = (['isPetFriendly', 'garageRequired', 'smokingAllowed'] as const).flatMap((flag) => [
    { query: `${flag}=true`, match: { [flag]: 'true' }, miss: { [flag]: 'false' } },
    { query: `${flag}=false`, match: { [flag]: 'false' }, miss: { [flag]: 'true' } },
  ]);
  const cases: { query: string; match: Record<string, string>; miss: Record<string, string> }[] = [
    { query: 'maxPrice=1000', match: { maxPrice: '1000' }, miss: { maxPrice: '999' } },
    { query: 'requiredRooms=3', match: { requiredRooms: '3' }, miss: { requiredRooms: '4' } },
    { query: 'numberOfResidents=3', match: { numberOfResidents: '3' }, miss: { numberOfResidents: '4' } },
    {
      query: 'numberOfChildren=1',
      match: { numberOfResidents: '3', numberOfChildren: '1' },
      miss: { numberOfResidents: '3', numberOfChildren: '2' },
    },
    { query: 'propertyType=House', match: { propertyType: 'House' }, miss: { propertyType: 'Apartment' } },
    ...flagCases,
  ];

  it.each(cases.map((c, i) => ({ ...c, n: i + 1 })))(
    '$query keeps the request that matches and drops its twin',
    async ({ query, match, miss, n }) => {
      const place = await ownPlace(`Suchort ${n}`);
      const [yes, no] = [`Suchort ${n} match`, `Suchort ${n} miss`];
      await publish(yes, { ...place, ...match });
      await publish(no, { ...place, ...miss });
      const city = `city=${encodeURIComponent(place.targetCity)}`;
      expect((await names(city)).sort()).toEqual([yes, no].sort());
      const res = await search(`${city}&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().items.map((i: { notes: string }) => i.notes)).toEqual([yes]);
      expect(res.json().total).toBe(1);
    },
  );
});
