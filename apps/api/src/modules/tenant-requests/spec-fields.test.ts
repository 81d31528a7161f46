import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createLoggedInUser, multipart, requestForm, seedPlace, seedPostalCodes } from '../../../test/factories.ts';
import { specRequestForm } from '../../../test/factories.ts';
import type { LoggedIn } from '../../../test/factories.ts';

/** A client that knows only the specification's fields: no target city or state, no consent field. */
let t: TestContext;
let tenant: LoggedIn;

beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
  // One postal code that covers a town and a village, and a second code of the town only.
  await seedPlace(t.database.db, 'Kiel', '24107', { latitude: 54.33, longitude: 10.08 });
  await seedPlace(t.database.db, 'Quarnbek', '24107', { latitude: 54.34, longitude: 10.0 });
  await seedPlace(t.database.db, 'Kiel', '24109', { latitude: 54.31, longitude: 10.07 });
  tenant = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
});
afterAll(() => t.close());

function send(method: 'POST' | 'PATCH', url: string, fields: Record<string, string>, language = 'en') {
  const body = multipart(fields);
  const headers = { ...tenant.headers, ...body.headers, 'accept-language': language };
  return t.app.inject({ method, url, payload: body.payload, headers });
}
const create = (fields: Record<string, string>, language = 'en') =>
  send('POST', '/api/tenant/create-tenant-request', fields, language);

describe('a request with only the specification’s fields', () => {
  it('is published in the town and state its postal codes lie in, placed at the first code', async () => {
    const res = await create(specRequestForm());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ targetCity: 'Berlin', targetState: 'Berlin' });
    expect(res.json().targetPostalCode).toEqual(['10115', '10117']);
    expect(res.json()).toMatchObject({ lat: 52.5323, lng: 13.3846 });
    // Landlords find it by the derived town.
    const landlord = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
    const url = '/api/tenant/filter?city=Berlin&postalCodes=10117';
    const found = await t.app.inject({ method: 'GET', url, headers: landlord.headers });
    expect(found.json().items.map((r: { id: string }) => r.id)).toContain(res.json().id);
  });

  it('keeps a position sent with the form and still names the town of its postal codes', async () => {
    const res = await create(specRequestForm({ targetPostalCode: '80331', lat: '48.14', lng: '11.58' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ targetCity: 'München', targetState: 'Bayern', lat: 48.14, lng: 11.58 });
  });

  it('is edited to another town by its postal codes alone', async () => {
    const created = (await create(specRequestForm())).json();
    const edit = specRequestForm({ targetPostalCode: '80331', maxPrice: '1800' });
    const res = await send('PATCH', `/api/tenant/update/${created.id}`, edit);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ targetCity: 'München', targetState: 'Bayern', targetPostalCode: ['80331'] });
    expect(res.json()).toMatchObject({ lat: 48.1372, maxPrice: 1800 });
    const onlyCodes = await send('PATCH', `/api/tenant/update/${created.id}`, { targetPostalCode: '14467' });
    expect(onlyCodes.json()).toMatchObject({ targetCity: 'Potsdam', targetState: 'Brandenburg', lat: 52.4009 });
  });

  it('refuses postal codes of two towns, and unknown ones, on the postal codes (German too)', async () => {
    for (const codes of ['10115,80331', '99999', '10115,99999']) {
      const res = await create(specRequestForm({ targetPostalCode: codes }));
      expect(res.statusCode, codes).toBe(400);
      expect(res.json().fields).toEqual({ targetPostalCode: 'Select a targeted area first.' });
    }
    const german = await create(specRequestForm({ targetPostalCode: '10115,80331' }), 'de');
    expect(german.json().fields).toEqual({ targetPostalCode: 'Wähle zuerst ein Zielgebiet aus.' });
    const nothing = await create(specRequestForm({ targetPostalCode: '', targetAddress: '' }));
    expect(nothing.json().fields).toEqual({ targetPostalCode: 'Select a targeted area first.' });
  });

  it('an edit to codes of two towns is refused and leaves the request as it was', async () => {
    const created = (await create(specRequestForm())).json();
    const res = await send('PATCH', `/api/tenant/update/${created.id}`, { targetPostalCode: '10115,80331' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ targetPostalCode: 'Select a targeted area first.' });
    const now = await t.app.inject({ method: 'GET', url: `/api/tenant/${created.id}`, headers: tenant.headers });
    expect(now.json()).toMatchObject({ targetCity: 'Berlin', targetPostalCode: ['10115', '10117'] });
  });

  it('without postal codes takes the town from the addresses: a postal code in one, or a town named', async () => {
    const addresses = 'Invalidenstraße 1,10117 Berlin';
    const byCode = await create(specRequestForm({ targetPostalCode: '', targetAddress: addresses }));
    expect(byCode.statusCode, byCode.body).toBe(201);
    expect(byCode.json()).toMatchObject({ targetCity: 'Berlin', targetState: 'Berlin', lat: 52.517 });
    expect(byCode.json().targetPostalCode).toEqual([]);
    expect(byCode.json().targetAddress).toEqual(['Invalidenstraße 1', '10117 Berlin']);
    const byName = await create(specRequestForm({ targetPostalCode: '', targetAddress: 'Am Kanal 4, potsdam' }));
    expect(byName.statusCode, byName.body).toBe(201);
    expect(byName.json()).toMatchObject({ targetCity: 'Potsdam', targetState: 'Brandenburg', lat: 52.4009 });
    const nowhere = await create(specRequestForm({ targetPostalCode: '', targetAddress: 'Irgendwo 1' }));
    expect(nowhere.json().fields).toEqual({ targetPostalCode: 'Select a targeted area first.' });
  });

  it('a postal code of several villages needs a second code or an address naming the town', async () => {
    const shared = await create(specRequestForm({ targetPostalCode: '24107' }));
    expect(shared.statusCode).toBe(400);
    expect(shared.json().fields).toEqual({ targetPostalCode: 'Select a targeted area first.' });
    const twoCodes = await create(specRequestForm({ targetPostalCode: '24107,24109' }));
    expect(twoCodes.json()).toMatchObject({ targetCity: 'Kiel', targetState: 'Schleswig-Holstein' });
    const named = await create(specRequestForm({ targetPostalCode: '24107', targetAddress: 'Quarnbek' }));
    expect(named.json()).toMatchObject({ targetCity: 'Quarnbek', lat: 54.34 });
  });

  it('an edit keeps the previous town where a shared postal code leaves the choice open', async () => {
    const created = (await create(specRequestForm({ targetPostalCode: '24107,24109' }))).json();
    const res = await send('PATCH', `/api/tenant/update/${created.id}`, { targetPostalCode: '24107' });
    expect(res.json()).toMatchObject({ targetCity: 'Kiel', targetPostalCode: ['24107'], lat: 54.33 });
  });

  it('a target city sent chooses the area as before; a form sent with consent unticked is refused', async () => {
    const withCity = await create(requestForm({ targetCity: 'Berlin', targetPostalCode: '13591' }));
    expect(withCity.json()).toMatchObject({ targetCity: 'Berlin', targetState: 'Berlin', lat: 52.5393 });
    const wrongCity = await create(requestForm({ targetCity: 'Atlantis', targetPostalCode: '' }));
    expect(wrongCity.json().fields).toEqual({ targetCity: 'Select a targeted area first.' });
    const unticked = await create(specRequestForm({ consent: 'false' }));
    expect(unticked.statusCode).toBe(400);
    expect(Object.keys(unticked.json().fields)).toEqual(['consent']);
  });
});
