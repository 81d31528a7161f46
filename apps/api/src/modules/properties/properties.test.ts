import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import {
  createLoggedInUser,
  jpegWithExif,
  multipart,
  pngImage,
  propertyForm,
  seedPostalCodes,
  type LoggedIn,
} from '../../../test/factories.ts';
import { properties, users } from '../../db/schema/index.ts';

let t: TestContext;
let landlord: LoggedIn;
let otherLandlord: LoggedIn;
let tenant: LoggedIn;
let admin: LoggedIn;

beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
  landlord = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
  otherLandlord = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
  tenant = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
  admin = await createLoggedInUser(t.app, t.database.db, { role: 'admin' });
});
afterAll(() => t.close());

type File = { data: Buffer; filename: string; type: string };
async function send(
  method: 'POST' | 'PATCH',
  url: string,
  who: LoggedIn,
  fields: Record<string, string>,
  images: File[] = [],
) {
  const body = multipart(fields, { images });
  return t.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...who.headers, ...body.headers, 'accept-language': 'en' },
  });
}
const png = async (): Promise<File> => ({ data: await pngImage(), filename: 'room.png', type: 'image/png' });

async function createListing(who = landlord, overrides: Record<string, string> = {}, images: File[] = []) {
  const res = await send('POST', '/api/landlord/create', who, propertyForm(overrides), images);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('POST /api/landlord/create', () => {
  it('lists a property with images, position from the postal code, money as given', async () => {
    const created = await createListing(landlord, {}, [
      await png(),
      { data: await jpegWithExif(), filename: 'b.jpg', type: 'image/jpeg' },
    ]);
    expect(created).toMatchObject({
      listedBy: landlord.user.id,
      title: 'Helle Altbauwohnung in Mitte',
      city: 'Berlin',
      state: 'Berlin',
      lat: 52.5323,
      lng: 13.3846,
      rent: 1250.5,
      warmRent: 1490.5,
      squareMeters: 82.5,
      isPetFriendly: true,
      isFurnished: false,
      haveGarage: false,
      status: 'available',
      energyEfficiencyClass: 'D',
      yearOfConstruction: 1908,
    });
    expect(created.images).toHaveLength(2);
    const image = await t.app.inject({ method: 'GET', url: created.images[1].url });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.includes(Buffer.from('secret-owner'))).toBe(false);
    expect((await sharp(image.rawPayload).metadata()).exif).toBeUndefined();
    const [row] = await t.database.db.select().from(properties).where(eq(properties.id, created.id));
    expect(row!.rentCents).toBe(125050);
  });

  it('answers the specification texts, the email typo included', async () => {
    const res = await send(
      'POST',
      '/api/landlord/create',
      landlord,
      propertyForm({
        firstName: 'V',
        email: 'nope',
        phoneNumber: '',
        title: 'x',
        rent: '0',
        numberOfRooms: '-2',
        postalCode: '',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      firstName: 'First name is required.',
      email: 'Valid email reqiured',
      phoneNumber: 'Phone number is required.',
      title: 'Add a property title to get better responses.',
      rent: 'Add an estimated rent',
      numberOfRooms: 'Only positive numbers are valid.',
      postalCode: 'Please select a valid address first.',
    });
  });

  it('refuses a postal code that is not in the table', async () => {
    const res = await send('POST', '/api/landlord/create', landlord, propertyForm({ postalCode: '99999' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ postalCode: 'Please select a valid address first.' });
  });

  it('is for landlords: a tenant gets 403 and nothing is stored', async () => {
    const res = await send('POST', '/api/landlord/create', tenant, propertyForm({ title: 'Tenant listing attempt' }));
    expect(res.statusCode).toBe(403);
    expect(
      (await t.database.db.select().from(properties).where(eq(properties.title, 'Tenant listing attempt'))).length,
    ).toBe(0);
  });

  it('checks images by content (415) and counts them (at most 20)', async () => {
    const fake = await send('POST', '/api/landlord/create', landlord, propertyForm(), [
      { data: Buffer.from('not an image'), filename: 'x.png', type: 'image/png' },
    ]);
    expect(fake.statusCode).toBe(415);
    expect(fake.json().fields).toEqual({ images: 'Please upload JPEG, PNG or WebP images.' });
    const one = await png();
    const many = await send(
      'POST',
      '/api/landlord/create',
      landlord,
      propertyForm(),
      Array.from({ length: 21 }, () => one),
    );
    expect(many.statusCode).toBe(400);
    expect(many.json().fields).toEqual({ images: 'Too many images.' });
  });
});

describe('reading, editing and deleting', () => {
  it('the owner edits some fields, adds and removes images; the removed file is gone', async () => {
    const created = await createListing(landlord, {}, [await png(), await png()]);
    const [first] = created.images;
    const res = await send(
      'PATCH',
      `/api/landlord/update/${created.id}`,
      landlord,
      { rent: '1300', status: 'rented', removeImageIds: first.id },
      [await png()],
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ rent: 1300, status: 'rented', title: created.title, warmRent: 1490.5 });
    expect(res.json().images.map((i: { id: string }) => i.id)).not.toContain(first.id);
    expect(res.json().images).toHaveLength(2);
    expect((await t.app.inject({ method: 'GET', url: first.url })).statusCode).toBe(404);
  });

  it('another landlord or a tenant gets 404 on edit and delete, and nothing changes', async () => {
    const created = await createListing();
    for (const who of [otherLandlord, tenant]) {
      expect((await send('PATCH', `/api/landlord/update/${created.id}`, who, { title: 'Hijacked' })).statusCode).toBe(
        404,
      );
      expect(
        (await t.app.inject({ method: 'DELETE', url: `/api/landlord/delete/${created.id}`, headers: who.headers }))
          .statusCode,
      ).toBe(404);
    }
    const still = await t.app.inject({ method: 'GET', url: `/api/landlord/${created.id}`, headers: landlord.headers });
    expect(still.json().title).toBe(created.title);
  });

  it('rented listings and listings of blocked owners are visible to the owner and admins only', async () => {
    const owner = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
    const created = await createListing(owner);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/landlord/${created.id}`, headers: tenant.headers })).statusCode,
    ).toBe(200);
    await send('PATCH', `/api/landlord/update/${created.id}`, owner, { status: 'rented' });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/landlord/${created.id}`, headers: tenant.headers })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/landlord/${created.id}`, headers: owner.headers })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/landlord/${created.id}`, headers: admin.headers })).statusCode,
    ).toBe(200);
    await send('PATCH', `/api/landlord/update/${created.id}`, owner, { status: 'available' });
    await t.database.db.update(users).set({ isBlocked: true }).where(eq(users.id, owner.user.id));
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/landlord/${created.id}`, headers: tenant.headers })).statusCode,
    ).toBe(404);
  });

  it('the owner deletes the listing and its image files', async () => {
    const created = await createListing(landlord, {}, [await png()]);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/landlord/delete/${created.id}`,
      headers: landlord.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/landlord/${created.id}`, headers: landlord.headers })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: created.images[0].url })).statusCode).toBe(404);
  });

  it('an optional field sent empty is cleared; one not sent stays', async () => {
    const created = await createListing();
    expect(created.description).not.toBeNull();
    const res = await send('PATCH', `/api/landlord/update/${created.id}`, landlord, {
      description: '',
      warmRent: '',
      energyEfficiencyClass: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      description: null,
      warmRent: null,
      energyEfficiencyClass: null,
      energySource: 'Fernwärme',
      rent: 1250.5,
    });
  });

  it('an admin may edit any listing', async () => {
    const created = await createListing();
    const res = await send('PATCH', `/api/landlord/update/${created.id}`, admin, { status: 'deactivated' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('deactivated');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/landlord/not-an-id', headers: tenant.headers })).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/landlord/00000000-0000-4000-8000-000000000000',
          headers: tenant.headers,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('answers 402 PaymentRequired with the specification’s text once the plan has ended while signed in', async () => {
    const MINUTE = 60_000;
    const lapsing = await createLoggedInUser(t.app, t.database.db, {
      role: 'contractor',
      paymentExpiresAt: new Date(Date.now() + 5 * MINUTE),
    });
    const created = await createListing(lapsing, { title: 'Listing of a plan about to end' });
    const browse = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/landlord/filter?city=Berlin',
        headers: { ...lapsing.headers, 'accept-language': 'en' },
      });
    expect((await browse()).statusCode).toBe(200);
    // Ten minutes on: the plan has ended, the 15-minute access token has not.
    t.clock.advance(10 * MINUTE);
    try {
      const answers = [
        await browse(),
        await t.app.inject({ method: 'GET', url: `/api/landlord/${created.id}`, headers: lapsing.headers }),
        await send('POST', '/api/landlord/create', lapsing, propertyForm({ title: 'Written after the plan ended' })),
        await send('PATCH', `/api/landlord/update/${created.id}`, lapsing, { title: 'Edited after the plan ended' }),
        await t.app.inject({ method: 'DELETE', url: `/api/landlord/delete/${created.id}`, headers: lapsing.headers }),
      ];
      for (const res of answers) {
        expect(res.statusCode, res.body).toBe(402);
        // Not a login gate: the message is the text in the language asked for (English without one).
        expect(res.json()).toEqual({
          code: 'PaymentRequired',
          message: 'Your subscription is expired. Please renew to continue.',
        });
      }
      const german = await t.app.inject({
        method: 'GET',
        url: '/api/landlord/filter?city=Berlin',
        headers: { ...lapsing.headers, 'accept-language': 'de' },
      });
      expect(german.json()).toEqual({
        code: 'PaymentRequired',
        message: 'Dein Abonnement ist abgelaufen. Bitte verlängere es, um fortzufahren.',
      });
    } finally {
      t.clock.reset();
    }
    // Nothing was written while the plan had ended.
    const [row] = await t.database.db.select().from(properties).where(eq(properties.id, created.id));
    expect(row?.title).toBe('Listing of a plan about to end');
    expect(
      await t.database.db.select().from(properties).where(eq(properties.title, 'Written after the plan ended')),
    ).toEqual([]);
  });
});
