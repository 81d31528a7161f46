import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createLoggedInUser, multipart, seedPlace, seedPostalCodes } from '../../../test/factories.ts';
import { specPropertyForm } from '../../../test/factories.ts';
import type { LoggedIn } from '../../../test/factories.ts';

/** A client that knows only the specification's property fields: postal code and town, no position. */
let t: TestContext;
let landlord: LoggedIn;

beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
  // One postal code that covers a town and a village.
  await seedPlace(t.database.db, 'Kiel', '24107', { latitude: 54.33, longitude: 10.08 });
  await seedPlace(t.database.db, 'Quarnbek', '24107', { latitude: 54.34, longitude: 10.0 });
  landlord = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
});
afterAll(() => t.close());

function send(method: 'POST' | 'PATCH', url: string, fields: Record<string, string>, language = 'en') {
  const body = multipart(fields);
  const headers = { ...landlord.headers, ...body.headers, 'accept-language': language };
  return t.app.inject({ method, url, payload: body.payload, headers });
}
const create = (fields: Record<string, string>, language = 'en') =>
  send('POST', '/api/landlord/create', fields, language);
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: landlord.headers });

describe('a property with only the specification’s fields', () => {
  it('is listed with the state and position of its postal code, the town as the table spells it', async () => {
    const res = await create(specPropertyForm({ city: 'berlin', state: '' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ postalCode: '10115', city: 'Berlin', state: 'Berlin' });
    expect(res.json()).toMatchObject({ lat: 52.5323, lng: 13.3846 });
    expect(res.json()).toMatchObject({ rent: 900, warmRent: 1050, kitchenFitted: true });
    const found = await get('/api/landlord/filter?city=Berlin');
    expect(found.json().items.map((p: { id: string }) => p.id)).toContain(res.json().id);
  });

  it('refuses a town that does not match the postal code, in German too', async () => {
    const res = await create(specPropertyForm({ postalCode: '10115', city: 'München', title: 'Falsche Stadt' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('ValidationFailed');
    expect(res.json().fields).toEqual({ postalCode: 'Please select a valid address first.' });
    const german = await create(specPropertyForm({ postalCode: '10115', city: 'München' }), 'de');
    expect(german.json().fields).toEqual({ postalCode: 'Bitte wähle zuerst eine gültige Adresse aus.' });
    const mine = await get(`/api/landlord/filter?listedBy=${landlord.user.id}`);
    expect(mine.json().items.map((p: { title: string }) => p.title)).not.toContain('Falsche Stadt');
  });

  it('takes the town named among the places of a shared postal code, and its position', async () => {
    const village = await create(specPropertyForm({ postalCode: '24107', city: 'Quarnbek', state: '' }));
    expect(village.json()).toMatchObject({ city: 'Quarnbek', state: 'Schleswig-Holstein', lat: 54.34 });
  });

  it('is edited with the specification’s fields: a matching pair moves it, a wrong pair changes nothing', async () => {
    const created = (await create(specPropertyForm())).json();
    const munich = specPropertyForm({ postalCode: '80331', city: 'München', state: 'Bayern' });
    const moved = await send('PATCH', `/api/landlord/update/${created.id}`, munich);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ postalCode: '80331', city: 'München', state: 'Bayern', lat: 48.1372 });
    const wrong = await send('PATCH', `/api/landlord/update/${created.id}`, { postalCode: '14467', city: 'Berlin' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ postalCode: 'Please select a valid address first.' });
    const now = await get(`/api/landlord/${created.id}`);
    expect(now.json()).toMatchObject({ postalCode: '80331', city: 'München' });
    // A postal code alone brings its own town; a state sent is the table's, not the one sent.
    const byCode = await send('PATCH', `/api/landlord/update/${created.id}`, { postalCode: '14467', state: 'Bavaria' });
    expect(byCode.json()).toMatchObject({ postalCode: '14467', city: 'Potsdam', state: 'Brandenburg', lat: 52.4009 });
  });
});
