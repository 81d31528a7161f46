import { expect } from 'vitest';
import type { TestContext } from './test-app.ts';
import { multipart, propertyForm, requestForm, seedPlace, type LoggedIn } from './factories.ts';

/** A place of its own (one postal code, far from the seeded cities): what a test puts there is its whole market. */
export async function matchPlace(t: TestContext, name: string, zipcode: string, at: { latitude?: number } = {}) {
  await seedPlace(t.database.db, name, zipcode, { latitude: at.latitude ?? 54.3233, longitude: 10.1228 });
  return { city: name, postalCode: zipcode };
}

/**
 * A listing that every criterion of `wishAll` fits, in the place: 3 rooms, 80 m², an apartment,
 * 1.000 € warm, with every feature. Overrides change one thing at a time.
 */
export const fullListing = (place: { city: string; postalCode: string }, overrides: Record<string, string> = {}) => ({
  city: place.city,
  postalCode: place.postalCode,
  propertyType: 'Apartment',
  numberOfRooms: '3',
  squareMeters: '80',
  rent: '800',
  additionalCost: '200',
  warmRent: '1000',
  isPetFriendly: 'true',
  smokingAllowed: 'true',
  haveGarage: 'true',
  haveTerrace: 'true',
  kitchenFitted: 'true',
  isFurnished: 'true',
  ...overrides,
});

/** A request that wants every feature, 3 rooms, 80 m², an apartment, for at most 1.000 €, in the place. */
export const wishAll = (place: { city: string; postalCode: string }, overrides: Record<string, string> = {}) => ({
  targetCity: place.city,
  targetPostalCode: place.postalCode,
  propertyType: 'Apartment',
  requiredRooms: '3',
  squareMeters: '80',
  maxPrice: '1000',
  isPetFriendly: 'true',
  smokingAllowed: 'true',
  garageRequired: 'true',
  needTerrace: 'true',
  kitchenFitted: 'true',
  isFurnished: 'true',
  ...overrides,
});

/** A request that wants none of the features (each fits any listing). */
export const wishNoFeatures = (place: { city: string; postalCode: string }, overrides: Record<string, string> = {}) =>
  wishAll(place, {
    isPetFriendly: 'false',
    smokingAllowed: 'false',
    garageRequired: 'false',
    needTerrace: 'false',
    kitchenFitted: 'false',
    isFurnished: 'false',
    ...overrides,
  });

/** Lists a property through the API, as a landlord does; answers its id. */
export async function listProperty(
  t: TestContext,
  who: LoggedIn,
  fields: Record<string, string> = {},
): Promise<string> {
  const body = multipart(propertyForm(fields));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/landlord/create',
    payload: body.payload,
    headers: { ...who.headers, ...body.headers },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

/** Publishes a tenant request through the API, as a tenant does; answers its id. */
export async function postRequest(t: TestContext, who: LoggedIn, fields: Record<string, string> = {}): Promise<string> {
  const body = multipart(requestForm(fields));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/tenant/create-tenant-request',
    payload: body.payload,
    headers: { ...who.headers, ...body.headers },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

interface Reason {
  criterion: string;
  fits: boolean;
  detail: string;
  points: number;
  maxPoints: number;
}
export interface MatchItem {
  score: number;
  reasons: Reason[];
  property?: { id: string; title: string; distanceKm: number | null; topPlacement: boolean };
  request?: { id: string; firstName: string; distanceKm: number | null; topPlacement: boolean };
}

/** A match page as its owner sees it (`of`: the property's or the request's matches). */
export async function matchPage(
  t: TestContext,
  who: LoggedIn,
  of: 'properties' | 'requests',
  id: string,
  query = '',
  language = 'en',
) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/matches/${of}/${id}${query ? `?${query}` : ''}`,
    headers: { ...who.headers, 'accept-language': language },
  });
  return res;
}
