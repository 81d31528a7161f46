import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createLoggedInUser, multipart, propertyForm, seedPlace, type LoggedIn } from '../../../test/factories.ts';
import { matchPage, postRequest, wishNoFeatures } from '../../../test/match-factories.ts';
import { viewingBookings, viewingSlots } from '../../db/schema/index.ts';
import { findProperty } from './queries.ts';
import { addressViews, presentViewingPlace } from './address-privacy.ts';

let t: TestContext;
let landlord: LoggedIn;
let tenant: LoggedIn;
let admin: LoggedIn;

// One postal code with two places: the listing's town and a district; a neighbour town 4 km away.
const TOWN = { name: 'Hehlhusen', zipcode: '24971', latitude: 54.3, longitude: 10.0 };
const DISTRICT = { name: 'Hehlhusen-Süd', zipcode: '24971', latitude: 54.32, longitude: 10.04 };
const NEIGHBOUR = { name: 'Nachbarort', zipcode: '24972', latitude: 54.336, longitude: 10.0 };

beforeAll(async () => {
  t = await createTestApp();
  for (const p of [TOWN, DISTRICT, NEIGHBOUR]) {
    await seedPlace(t.database.db, p.name, p.zipcode, { latitude: p.latitude, longitude: p.longitude });
  }
  landlord = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
  tenant = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
  admin = await createLoggedInUser(t.app, t.database.db, { role: 'admin' });
});
afterAll(() => t.close());

async function send(method: 'POST' | 'PATCH', url: string, fields: Record<string, string>) {
  const body = multipart(fields);
  return t.app.inject({ method, url, payload: body.payload, headers: { ...landlord.headers, ...body.headers } });
}

async function listHidden(overrides: Record<string, string> = {}): Promise<string> {
  const fields = propertyForm({
    city: TOWN.name,
    postalCode: TOWN.zipcode,
    address: 'Lindenweg 7',
    hideExactAddress: 'true',
    ...overrides,
  });
  const res = await send('POST', '/api/landlord/create', fields);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const get = async (who: LoggedIn, url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** A booking of the tenant for a viewing of the listing, as the viewings routes leave it. */
async function book(propertyId: string, tenantId: string, status: 'booked' | 'cancelled' | 'attended' = 'booked') {
  const now = t.clock.now();
  const startsAt = new Date(now.getTime() + 86_400_000);
  const [slot] = await t.database.db
    .insert(viewingSlots)
    .values({
      propertyId,
      landlordId: landlord.user.id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 1_800_000),
      capacity: 1,
      booked: 1,
    })
    .returning();
  const [booking] = await t.database.db
    .insert(viewingBookings)
    .values({
      slotId: slot!.id,
      propertyId,
      tenantId,
      landlordId: landlord.user.id,
      status,
      bookedAt: now,
      updatedAt: now,
    })
    .returning();
  return booking!;
}

const hiddenShape = {
  address: '',
  addressHidden: true,
  postalCode: TOWN.zipcode,
  city: TOWN.name,
  district: DISTRICT.name,
};

describe('a listing with a hidden address', () => {
  it('is stored and answered to its owner and admins with the street and the setting', async () => {
    const id = await listHidden();
    const own = await get(landlord, `/api/landlord/${id}`);
    expect(own).toMatchObject({ address: 'Lindenweg 7', hideExactAddress: true, lat: TOWN.latitude });
    expect(own.addressHidden).toBeUndefined();
    const asAdmin = await get(admin, `/api/landlord/${id}`);
    expect(asAdmin).toMatchObject({ address: 'Lindenweg 7', hideExactAddress: true });
  });

  it('shows another tenant the postal code, city, district and the postal code’s centre only', async () => {
    const id = await listHidden();
    const seen = await get(tenant, `/api/landlord/${id}`);
    expect(seen).toMatchObject(hiddenShape);
    expect(seen.hideExactAddress).toBeUndefined();
    expect(seen.lat).toBeCloseTo((TOWN.latitude + DISTRICT.latitude) / 2, 6);
    expect(seen.lng).toBeCloseTo((TOWN.longitude + DISTRICT.longitude) / 2, 6);
    expect(JSON.stringify(seen)).not.toContain('Lindenweg');
  });

  it('shows the street once the tenant has a booking, and hides it again when it is cancelled', async () => {
    const id = await listHidden();
    const booking = await book(id, tenant.user.id);
    const booked = await get(tenant, `/api/landlord/${id}`);
    expect(booked).toMatchObject({ address: 'Lindenweg 7', lat: TOWN.latitude, lng: TOWN.longitude });
    expect(booked.addressHidden).toBeUndefined();
    expect(booked.hideExactAddress).toBeUndefined();

    await t.database.db
      .update(viewingBookings)
      .set({ status: 'cancelled', cancelledAt: t.clock.now() })
      .where(eq(viewingBookings.id, booking.id));
    expect(await get(tenant, `/api/landlord/${id}`)).toMatchObject(hiddenShape);

    // A viewing the tenant attended keeps showing it.
    await book(id, tenant.user.id, 'attended');
    expect(await get(tenant, `/api/landlord/${id}`)).toMatchObject({ address: 'Lindenweg 7' });
  });

  it('another tenant’s booking shows the street to that tenant only', async () => {
    const id = await listHidden();
    const other = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
    await book(id, other.user.id);
    expect(await get(other, `/api/landlord/${id}`)).toMatchObject({ address: 'Lindenweg 7' });
    expect(await get(tenant, `/api/landlord/${id}`)).toMatchObject(hiddenShape);
  });

  it('is hidden in search results, which still find it by radius on its stored position', async () => {
    const hidden = await listHidden({ title: 'Versteckt im Suchergebnis' });
    const shown = await listHidden({ title: 'Offen im Suchergebnis', hideExactAddress: 'false' });
    const page = await get(tenant, `/api/landlord/filter?city=${encodeURIComponent(NEIGHBOUR.name)}&radius=5`);
    const byId = new Map(page.items.map((p: { id: string }) => [p.id, p]));
    expect(byId.get(hidden)).toMatchObject(hiddenShape);
    expect(byId.get(shown)).toMatchObject({ address: 'Lindenweg 7' });
    expect(byId.get(shown)).not.toHaveProperty('addressHidden');
    // The owner's own list shows the street.
    const own = await get(landlord, `/api/landlord/filter?listedBy=${landlord.user.id}`);
    expect(own.items.find((p: { id: string }) => p.id === hidden)).toMatchObject({ address: 'Lindenweg 7' });
  });

  it('is hidden in favourites and in the matches of a tenant’s request', async () => {
    const id = await listHidden({ title: 'Favorit mit verstecktem Ort' });
    const fav = await t.app.inject({ method: 'POST', url: `/api/favorites/property/${id}`, headers: tenant.headers });
    expect(fav.statusCode, fav.body).toBe(200);
    const favourites = await get(tenant, '/api/favorites/properties');
    expect(favourites.items.find((p: { id: string }) => p.id === id)).toMatchObject(hiddenShape);

    const requestId = await postRequest(
      t,
      tenant,
      wishNoFeatures({ city: TOWN.name, postalCode: TOWN.zipcode }, { maxPrice: '5000' }),
    );
    const matches = await matchPage(t, tenant, 'requests', requestId);
    expect(matches.statusCode, matches.body).toBe(200);
    const hit = matches.json().items.find((m: { property: { id: string } }) => m.property.id === id);
    expect(hit.property).toMatchObject(hiddenShape);
  });

  it('a form without the setting leaves it off; an edit without it keeps it; an edit can turn it off', async () => {
    const plain = await listHidden({ hideExactAddress: '' });
    expect(await get(landlord, `/api/landlord/${plain}`)).toMatchObject({ hideExactAddress: false });
    expect(await get(tenant, `/api/landlord/${plain}`)).toMatchObject({ address: 'Lindenweg 7' });

    const id = await listHidden();
    const titled = await send('PATCH', `/api/landlord/update/${id}`, { title: 'Neuer Titel' });
    expect(titled.statusCode, titled.body).toBe(200);
    expect(titled.json()).toMatchObject({ hideExactAddress: true, address: 'Lindenweg 7' });
    expect(await get(tenant, `/api/landlord/${id}`)).toMatchObject({ addressHidden: true });

    const opened = await send('PATCH', `/api/landlord/update/${id}`, { hideExactAddress: 'false' });
    expect(opened.json()).toMatchObject({ hideExactAddress: false });
    expect(await get(tenant, `/api/landlord/${id}`)).toMatchObject({ address: 'Lindenweg 7' });
  });

  it('gives a viewing its place: district for everyone when asked for, street to the landlord and the booked tenant', async () => {
    const id = await listHidden({ title: 'Besichtigungsort' });
    const other = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
    await book(id, tenant.user.id);
    const row = (await findProperty(t.database.db, id))!;
    const place = async (who: LoggedIn) => {
      const views = await addressViews(t.database.db, who.user, [row], { districts: true });
      return presentViewingPlace(row, views.get(id)!);
    };
    const street = {
      id,
      title: 'Besichtigungsort',
      address: 'Lindenweg 7',
      district: DISTRICT.name,
      addressHidden: false,
    };
    expect(await place(landlord)).toEqual({ ...street, postalCode: TOWN.zipcode, city: TOWN.name });
    expect(await place(tenant)).toEqual({ ...street, postalCode: TOWN.zipcode, city: TOWN.name });
    expect(await place(other)).toMatchObject({ address: '', addressHidden: true, district: DISTRICT.name });
  });
});
