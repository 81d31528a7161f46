import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createLoggedInUser, multipart, requestForm, seedPostalCodes, type LoggedIn } from '../../../test/factories.ts';

let t: TestContext;
let landlord: LoggedIn;
let tenant: LoggedIn;

async function publish(name: string, fields: Record<string, string>, who?: LoggedIn) {
  const owner = who ?? (await createLoggedInUser(t.app, t.database.db, { role: 'client' }));
  const body = multipart(requestForm({ notes: name, ...fields }));
  const res = await t.app.inject({ method: 'POST', url: '/api/tenant/create-tenant-request', payload: body.payload, headers: { ...owner.headers, ...body.headers } });
  expect(res.statusCode, res.body).toBe(201);
  return owner;
}

beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
  landlord = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
  tenant = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
  await publish('Mitte couple', { targetPostalCode: '10115', maxPrice: '1200', numberOfResidents: '2', requiredRooms: '2' }, tenant);
  await publish('Mitte family', { targetPostalCode: '10117', maxPrice: '2200', numberOfResidents: '4', numberOfChildren: '2', requiredRooms: '4', isPetFriendly: 'true' });
  await publish('Spandau single', { targetPostalCode: '13591', maxPrice: '800', numberOfResidents: '1', requiredRooms: '1' });
  await publish('Potsdam pair', { targetCity: 'Potsdam', targetPostalCode: '14467', maxPrice: '1300' });
  await publish('Paused', { targetPostalCode: '10115', status: 'paused' });
  await createLoggedInUser(t.app, t.database.db, { role: 'client', subscriptionMonths: 12 }).then((premium) => publish('Premium seeker', { targetPostalCode: '10115', maxPrice: '1000' }, premium));
});
afterAll(() => t.close());

const search = (query: string, who = landlord) => t.app.inject({ method: 'GET', url: `/api/tenant/filter?${query}`, headers: { ...who.headers, 'accept-language': 'en' } });
const names = async (query: string) => (await search(query)).json().items.map((i: { notes: string }) => i.notes);

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
    expect((await names('city=Berlin&requiredRooms=2')).sort()).toEqual(['Mitte couple', 'Premium seeker', 'Spandau single']);
    expect(await names('city=Berlin&numberOfChildren=0')).not.toContain('Mitte family');
    expect(await names('city=Berlin&isPetFriendly=false')).not.toContain('Mitte family');
    expect((await search('city=Berlin&sort=price')).json().items[1].notes).toBe('Mitte family');
  });

  it('shows no files and says so', async () => {
    const items = (await search('city=Berlin')).json().items;
    expect(items.every((i: { fileAccess: string; documents: unknown[] }) => i.fileAccess === 'none' && i.documents.length === 0)).toBe(true);
  });
});
