/*
 * Listings and requests made through the API, for journeys whose subject is not publishing itself.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import type { Session } from './accounts';

const auth = (session: Session) => ({ Authorization: `Bearer ${session.access_token}` });

/** Form fields of `POST /api/landlord/create` a journey may change (place, rent, rooms, size …). */
export type ListingFields = Record<string, string>;

/**
 * Publishes a visible listing (no payment phrase, and no photo unless given: nothing for the automatic checks),
 * by default in Köln. Answers its id and the moment (wall clock of this machine) the answer arrived, for live
 * measurements.
 */
export async function publishListing(
  request: APIRequestContext,
  session: Session,
  title: string,
  fields: ListingFields = {},
  photo?: Buffer,
) {
  const res = await request.post('/api/landlord/create', {
    headers: auth(session),
    multipart: {
      firstName: 'Jonas',
      lastName: 'Becker',
      email: 'jonas@e2e.test',
      phoneNumber: '+49 221 654321',
      title,
      description: 'Helle Wohnung mit Balkon, Besichtigung nach Absprache.',
      address: 'Rathenauplatz 1',
      postalCode: '50674',
      city: 'Köln',
      rent: '980',
      numberOfRooms: '3',
      squareMeters: '84',
      ...fields,
      ...(photo ? { images: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo } } : {}),
    },
  });
  const answeredAt = Date.now();
  expect(res.status(), await res.text()).toBe(201);
  return { id: ((await res.json()) as { id: string }).id, answeredAt };
}

/** A visible listing of the landlord in Köln unless `fields` say otherwise; answers its id. */
export async function createListing(
  request: APIRequestContext,
  session: Session,
  title: string,
  fields: ListingFields = {},
  photo?: Buffer,
) {
  return (await publishListing(request, session, title, fields, photo)).id;
}

/** A tenant's request in Köln unless `fields` say otherwise (budget, rooms, names …), so a landlord may write first. */
export async function createTenantRequest(
  request: APIRequestContext,
  session: Session,
  fields: Record<string, string> = {},
) {
  const res = await request.post('/api/tenant/create-tenant-request', {
    headers: auth(session),
    multipart: {
      firstName: 'Mara',
      lastName: 'Schneider',
      email: 'mara@e2e.test',
      telephone: '+49 221 123456',
      targetCity: 'Köln',
      targetPostalCode: '50667',
      maxPrice: '1200',
      requiredRooms: '3',
      consent: 'true',
      ...fields,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}
