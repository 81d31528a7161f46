import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createLoggedInUser, multipart, requestForm, seedPlace, type LoggedIn } from '../../../test/factories.ts';
import { publishListing } from '../../../test/listing-factory.ts';
import { tenantRequests } from '../../db/schema/index.ts';

/**
 * Towns that share a name: "Halle" in Saxony-Anhalt (three postal codes) and in North
 * Rhine-Westphalia (one), each with a neighbour, and a town at the point halfway between them
 * that the mean of every "Halle" once made the centre of a search (GeoNames positions).
 */
const SAALE = [
  { zipcode: '06108', latitude: 51.483, longitude: 11.972 },
  { zipcode: '06110', latitude: 51.4701, longitude: 11.9675 },
  { zipcode: '06112', latitude: 51.4753, longitude: 11.9973 },
];
const WESTFALEN = { zipcode: '33790', latitude: 52.0601, longitude: 8.3608 };
const MERSEBURG = { zipcode: '06217', latitude: 51.3548, longitude: 11.9929 };
const STEINHAGEN = { zipcode: '33803', latitude: 52.0086, longitude: 8.414 };
const ST = 'Sachsen-Anhalt';
const NW = 'Nordrhein-Westfalen';
const mean = (points: { latitude: number; longitude: number }[]) => ({
  lat: points.reduce((s, p) => s + p.latitude, 0) / points.length,
  lng: points.reduce((s, p) => s + p.longitude, 0) / points.length,
});
const BETWEEN = mean([...SAALE, WESTFALEN]);

/** Great-circle km as the search computes it, to one decimal as it answers. */
function km(a: { lat: number; lng: number }, b: { latitude: number; longitude: number }) {
  const r = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(r(b.latitude - a.lat) / 2) ** 2 +
    Math.cos(r(a.lat)) * Math.cos(r(b.latitude)) * Math.sin(r(b.longitude - a.lng) / 2) ** 2;
  return Math.round(6371 * 2 * Math.asin(Math.sqrt(h)) * 10) / 10;
}

let t: TestContext;
let landlord: LoggedIn;
let tenant: LoggedIn;

function list(title: string, city: string, postalCode: string) {
  return publishListing(t.app, landlord, { title, city, postalCode, address: `${title} 1` });
}

async function publish(notes: string, fields: Record<string, string>) {
  const owner = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
  const body = multipart(requestForm({ notes, targetPostalCode: '', ...fields }));
  return t.app.inject({
    method: 'POST',
    url: '/api/tenant/create-tenant-request',
    payload: body.payload,
    headers: { ...owner.headers, ...body.headers, 'accept-language': 'en' },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  for (const code of SAALE) await seedPlace(db, 'Halle', code.zipcode, { state: ST, ...code });
  await seedPlace(db, 'Halle', WESTFALEN.zipcode, { state: NW, ...WESTFALEN });
  await seedPlace(db, 'Merseburg', MERSEBURG.zipcode, { state: ST, ...MERSEBURG });
  await seedPlace(db, 'Steinhagen', STEINHAGEN.zipcode, { state: NW, ...STEINHAGEN });
  await seedPlace(db, 'Mittelort', '06526', { state: ST, latitude: BETWEEN.lat, longitude: BETWEEN.lng });
  landlord = await createLoggedInUser(t.app, db, { role: 'contractor' });
  tenant = await createLoggedInUser(t.app, db, { role: 'client' });
  await list('Saale flat', 'Halle', '06108');
  await list('Westfalen flat', 'Halle', WESTFALEN.zipcode);
  await list('Merseburg flat', 'Merseburg', MERSEBURG.zipcode);
  await list('Steinhagen flat', 'Steinhagen', STEINHAGEN.zipcode);
  await list('Mittelort flat', 'Mittelort', '06526');
});
afterAll(() => t.close());

type Hit = { title: string; distanceKm: number | null; state: string | null };
async function properties(query: string): Promise<{ items: Hit[]; total: number; fallback: string | null }> {
  const res = await t.app.inject({ method: 'GET', url: `/api/landlord/filter?${query}`, headers: tenant.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const titles = async (query: string) => (await properties(query)).items.map((i) => i.title).sort();

describe('property search in a town whose name others share', () => {
  it('keeps the state of the postal code a listing is at', async () => {
    const hits = (await properties('city=Halle')).items;
    expect(Object.fromEntries(hits.map((h) => [h.title, h.state]))).toEqual({ 'Saale flat': ST, 'Westfalen flat': NW });
  });

  it('with a state, finds that town’s listings only, and measures the radius from its centre', async () => {
    expect(await titles(`city=Halle&state=${ST}`)).toEqual(['Saale flat']);
    expect(await titles(`city=Halle&state=${NW}`)).toEqual(['Westfalen flat']);
    const near = await properties(`city=Halle&state=${encodeURIComponent(ST)}&radius=20&sort=distance`);
    const centre = mean(SAALE);
    expect(near.items.map((i) => [i.title, i.distanceKm])).toEqual([
      ['Saale flat', km(centre, SAALE[0]!)],
      ['Merseburg flat', km(centre, MERSEBURG)],
    ]);
    expect(near.items[1]!.distanceKm).toBeGreaterThan(10);
    const west = await properties(`city=Halle&state=${encodeURIComponent(NW)}&radius=10&sort=distance`);
    expect(west.items.map((i) => [i.title, i.distanceKm])).toEqual([
      ['Westfalen flat', 0],
      ['Steinhagen flat', km({ lat: WESTFALEN.latitude, lng: WESTFALEN.longitude }, STEINHAGEN)],
    ]);
  });

  it('with a state the town does not lie in, finds nothing', async () => {
    expect(await properties('city=Halle&state=Bayern&radius=50')).toMatchObject({ items: [], total: 0 });
  });

  it('with a state, chosen postal codes without listings fall back to that town only', async () => {
    const res = await properties(`city=Halle&state=${ST}&postalCodes=06110`);
    expect(res.fallback).toBe('city');
    expect(res.items.map((i) => i.title)).toEqual(['Saale flat']);
  });

  it('without a state, the name is every town so called, each measured from its own centre', async () => {
    expect(await titles('city=Halle')).toEqual(['Saale flat', 'Westfalen flat']);
    // The mean of all four postal codes lies at Mittelort, 60+ km from either Halle: not a centre.
    const wide = await properties('city=Halle&radius=50&sort=distance');
    expect(wide.items.map((i) => i.title).sort()).toEqual([
      'Merseburg flat',
      'Saale flat',
      'Steinhagen flat',
      'Westfalen flat',
    ]);
    const distances = Object.fromEntries(wide.items.map((i) => [i.title, i.distanceKm]));
    expect(distances['Westfalen flat']).toBe(0);
    expect(distances['Steinhagen flat']).toBe(km({ lat: WESTFALEN.latitude, lng: WESTFALEN.longitude }, STEINHAGEN));
    expect(distances['Merseburg flat']).toBe(km(mean(SAALE), MERSEBURG));
  });

  it('answers a unique name the same with and without its state', async () => {
    const without = await properties('city=Merseburg&radius=20&sort=distance');
    const withState = await properties(`city=Merseburg&state=${ST}&radius=20&sort=distance`);
    expect(withState).toEqual(without);
    expect(without.items.map((i) => i.title)).toEqual(['Merseburg flat', 'Saale flat']);
  });
});

describe('tenant requests for a town whose name others share', () => {
  it('store the town’s state: as sent, from the postal codes, or the only one of the name', async () => {
    const sent = await publish('sent', { targetCity: 'Halle', targetState: NW });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({
      targetCity: 'Halle',
      targetState: NW,
      lat: WESTFALEN.latitude,
      lng: WESTFALEN.longitude,
    });
    const byCode = await publish('by code', { targetCity: 'Halle', targetPostalCode: '06112' });
    expect(byCode.json()).toMatchObject({ targetState: ST, lat: SAALE[2]!.latitude, lng: SAALE[2]!.longitude });
    const unique = await publish('unique', { targetCity: 'Steinhagen' });
    expect(unique.json()).toMatchObject({ targetState: NW });
    // Neither state nor postal codes: the town of that name with the most postal codes, whose centre it gets.
    const bare = await publish('bare', { targetCity: 'Halle' });
    expect(bare.json()).toMatchObject({ targetState: ST });
    expect(bare.json().lat).toBeCloseTo(mean(SAALE).lat, 6);
  });

  it('refuse a state the town does not lie in, and a postal code of the other town', async () => {
    const wrongState = await publish('wrong state', { targetCity: 'Halle', targetState: 'Bayern' });
    expect(wrongState.statusCode).toBe(400);
    expect(wrongState.json().fields).toEqual({ targetCity: 'Select a targeted area first.' });
    const otherTown = await publish('other town', { targetCity: 'Halle', targetState: NW, targetPostalCode: '06108' });
    expect(otherTown.statusCode).toBe(400);
    expect(otherTown.json().fields).toEqual({ targetPostalCode: 'Select a targeted area first.' });
  });

  it('move to the other town on edit, state and position with it', async () => {
    const created = (await publish('mover', { targetCity: 'Halle', targetState: ST })).json();
    const admin = await createLoggedInUser(t.app, t.database.db, { role: 'admin' });
    const body = multipart({ targetState: NW });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/tenant/update/${created.id}`,
      payload: body.payload,
      headers: { ...admin.headers, ...body.headers },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      targetCity: 'Halle',
      targetState: NW,
      lat: WESTFALEN.latitude,
      lng: WESTFALEN.longitude,
    });
    // Another city without a state sent takes that city's own.
    const moved = multipart({ targetCity: 'Merseburg' });
    const again = await t.app.inject({
      method: 'PATCH',
      url: `/api/tenant/update/${created.id}`,
      payload: moved.payload,
      headers: { ...admin.headers, ...moved.headers },
    });
    expect(again.json()).toMatchObject({ targetCity: 'Merseburg', targetState: ST });
    await t.app.inject({ method: 'DELETE', url: `/api/tenant/delete/${created.id}`, headers: admin.headers });
  });

  it('are found by landlords in the town of the state searched, the radius from its centre', async () => {
    const notes = async (query: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/tenant/filter?${query}`, headers: landlord.headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().items.map((i: { notes: string; distanceKm: number | null }) => [i.notes, i.distanceKm]);
    };
    const names = async (query: string) => (await notes(query)).map(([n]: [string]) => n).sort();
    expect(await names(`city=Halle&state=${NW}`)).toEqual(['sent']);
    expect(await names(`city=Halle&state=${ST}`)).toEqual(['bare', 'by code']);
    expect(await names('city=Halle')).toEqual(['bare', 'by code', 'sent']);
    expect(await names('city=Halle&state=Bayern')).toEqual([]);
    // From Steinhagen, 7 km away: the Westphalian request only, at its distance from Steinhagen.
    expect(await notes(`city=Steinhagen&state=${NW}&radius=10&sort=distance`)).toEqual([
      ['unique', 0],
      ['sent', km({ lat: STEINHAGEN.latitude, lng: STEINHAGEN.longitude }, WESTFALEN)],
    ]);
    expect(await notes(`city=Halle&state=${NW}&radius=10&sort=distance`)).toEqual([
      ['sent', 0],
      ['unique', km({ lat: WESTFALEN.latitude, lng: WESTFALEN.longitude }, STEINHAGEN)],
    ]);
  });
});

describe('the migration that adds the target state', () => {
  it('fills it where the name is unique or the request’s postal codes tell the town, else leaves it empty', async () => {
    const db = t.database.db;
    const user = await createLoggedInUser(t.app, db, { role: 'client' });
    const row = (targetCity: string, targetPostalCodes: string[]) => ({
      userId: user.user.id,
      firstName: 'Alt',
      lastName: 'Bestand',
      email: 'alt@example.test',
      telephone: '1',
      targetCity,
      targetPostalCodes,
      consentAt: new Date(),
    });
    const rows = await db
      .insert(tenantRequests)
      .values([
        row('Merseburg', []),
        row('Halle', ['33790']),
        row('Halle', []),
        row('Halle', ['06108', '33790']),
        row('Nirgendwo', []),
      ])
      .returning({ id: tenantRequests.id });
    const file = readFileSync(new URL('../../../migrations/0011_request_target_state.sql', import.meta.url), 'utf8');
    const updates = file
      .split('--> statement-breakpoint')
      .map((part) => part.replace(/^--.*$/gm, '').trim())
      .filter((part) => part.startsWith('UPDATE'));
    expect(updates).toHaveLength(2);
    for (const update of updates) await db.execute(sql.raw(update));
    const states = await Promise.all(
      rows.map(
        async (r) =>
          (
            await db.select({ s: tenantRequests.targetState }).from(tenantRequests).where(eq(tenantRequests.id, r.id))
          )[0]!.s,
      ),
    );
    expect(states).toEqual([ST, NW, null, null, null]);
    await db.delete(tenantRequests).where(eq(tenantRequests.userId, user.user.id));
  });
});
