import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATCH_CRITERIA, MATCH_WEIGHTS, type MatchCriterion } from '@mietmatch/contract';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createLoggedInUser, seedPostalCodes, type LoggedIn } from '../../../test/factories.ts';
import {
  fullListing,
  listProperty,
  matchPage,
  matchPlace,
  postRequest,
  wishAll,
  wishNoFeatures,
  type MatchItem,
} from '../../../test/match-factories.ts';

/**
 * The criterion table: for every criterion a twin that differs from a full match only there, in
 * both directions. Place A and place B lie 0.045° apart (5.0 km): a twin in B is only within the
 * request's 10 km radius, worth 20 − round(10 × 5.0 / 10) = 15 area points.
 */
let t: TestContext;
let tenant: LoggedIn;
let landlord: LoggedIn;
const A = { city: 'Matchdorf', postalCode: '24601' };
const B = { city: 'Nachbarort', postalCode: '24602' };

/** Per criterion: the points the twin gets, what the twin listing changes, what the twin request changes. */
const TABLE: Record<
  MatchCriterion,
  { points: number; listing: Record<string, string>; request: Record<string, string> }
> = {
  area: {
    points: 15,
    listing: { city: B.city, postalCode: B.postalCode },
    request: { targetCity: B.city, targetPostalCode: B.postalCode },
  },
  // 1.050 € is above the budget of 1.000 € but within the 10 % tolerance; a budget of 950 € the same.
  rent: { points: 10, listing: { warmRent: '1050' }, request: { maxPrice: '950' } },
  // 2 of 3 rooms: round(12 × 2 / 3) = 8; 3 of 4 wanted: round(12 × 3 / 4) = 9.
  rooms: { points: 8, listing: { numberOfRooms: '2' }, request: { requiredRooms: '4' } },
  // 40 of 80 m²: 4; 80 of 100 m² wished: round(8 × 0.8) = 6.
  size: { points: 4, listing: { squareMeters: '40' }, request: { squareMeters: '100' } },
  propertyType: { points: 0, listing: { propertyType: 'House' }, request: { propertyType: 'House' } },
  pets: { points: 0, listing: { isPetFriendly: 'false' }, request: { isPetFriendly: 'true' } },
  smoking: { points: 0, listing: { smokingAllowed: 'false' }, request: { smokingAllowed: 'true' } },
  garage: { points: 0, listing: { haveGarage: 'false' }, request: { garageRequired: 'true' } },
  terrace: { points: 0, listing: { haveTerrace: 'false' }, request: { needTerrace: 'true' } },
  kitchen: { points: 0, listing: { kitchenFitted: 'false' }, request: { kitchenFitted: 'true' } },
  furnished: { points: 0, listing: { isFurnished: 'false' }, request: { isFurnished: 'true' } },
};
/** The direction-B twin's points where they differ from the listing twin's (see TABLE). */
const REQUEST_TWIN_POINTS: Partial<Record<MatchCriterion, number>> = { rooms: 9, size: 6 };

const noFeatures = {
  isPetFriendly: 'false',
  smokingAllowed: 'false',
  haveGarage: 'false',
  haveTerrace: 'false',
  kitchenFitted: 'false',
  isFurnished: 'false',
};

function checkTwin(item: MatchItem | undefined, criterion: MatchCriterion, points: number) {
  expect(item, criterion).toBeDefined();
  const reasons = Object.fromEntries(item!.reasons.map((r) => [r.criterion, r]));
  expect(Object.keys(reasons)).toEqual(MATCH_CRITERIA);
  expect({ criterion, score: item!.score }).toEqual({ criterion, score: 100 - MATCH_WEIGHTS[criterion] + points });
  expect(reasons[criterion]).toMatchObject({ fits: false, points, maxPoints: MATCH_WEIGHTS[criterion] });
  for (const other of MATCH_CRITERIA.filter((c) => c !== criterion)) {
    expect({ other, fits: reasons[other]!.fits }).toEqual({ other, fits: true });
  }
}

beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
  await matchPlace(t, A.city, A.postalCode);
  await matchPlace(t, B.city, B.postalCode, { latitude: 54.3233 + 0.045 });
  tenant = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
  landlord = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
});
afterAll(() => t?.close());

describe('the criterion table', () => {
  it('scores the listings a request fits: a full match 100, each twin loses exactly its criterion', async () => {
    const requestId = await postRequest(t, tenant, wishAll(A, { radius: '10' }));
    await listProperty(t, landlord, fullListing(A, { title: 'full' }));
    for (const [criterion, row] of Object.entries(TABLE)) {
      await listProperty(t, landlord, fullListing(A, { title: criterion, ...row.listing }));
    }
    const res = await matchPage(t, tenant, 'requests', requestId, 'pageSize=20');
    expect(res.statusCode, res.body).toBe(200);
    const items: MatchItem[] = res.json().items;
    const byTitle = new Map(items.map((i) => [i.property!.title, i]));
    expect(res.json().total).toBe(12);
    const full = byTitle.get('full')!;
    expect(full.score).toBe(100);
    expect(full.reasons.every((r) => r.fits && r.points === r.maxPoints)).toBe(true);
    for (const [criterion, row] of Object.entries(TABLE) as [MatchCriterion, (typeof TABLE)['area']][]) {
      checkTwin(byTitle.get(criterion), criterion, row.points);
    }
    // Best first; the twin only within the radius carries its distance.
    expect(items.map((i) => i.score)).toEqual([...items.map((i) => i.score)].sort((a, b) => b - a));
    expect(byTitle.get('area')!.property!.distanceKm).toBe(5);
    expect(full.property!.distanceKm).toBe(0);
  });

  it('scores the requests a listing fits: a full match 100, each twin loses exactly its criterion', async () => {
    const propertyId = await listProperty(t, landlord, fullListing(A, noFeatures));
    const names: Record<string, string> = {};
    await postRequest(t, tenant, wishNoFeatures(A, { firstName: 'Voll' }));
    const letters = 'BCDEFGHIJKL';
    for (const [i, [criterion, row]] of Object.entries(TABLE).entries()) {
      // Each twin's name says which criterion it misses (a first name has letters only).
      names[`Zwilling${letters[i]}`] = criterion;
      const radius: Record<string, string> = criterion === 'area' ? { radius: '10' } : {};
      await postRequest(
        t,
        tenant,
        wishNoFeatures(A, { firstName: `Zwilling${letters[i]}`, ...radius, ...row.request }),
      );
    }
    const res = await matchPage(t, landlord, 'properties', propertyId, 'pageSize=50');
    expect(res.statusCode, res.body).toBe(200);
    const items: MatchItem[] = res.json().items;
    const byName = new Map(items.map((i) => [i.request!.firstName, i]));
    const full = byName.get('Voll')!;
    expect(full.score).toBe(100);
    expect(full.reasons.every((r) => r.fits)).toBe(true);
    for (const [name, criterion] of Object.entries(names) as [string, MatchCriterion][]) {
      checkTwin(byName.get(name), criterion, REQUEST_TWIN_POINTS[criterion] ?? TABLE[criterion].points);
    }
    expect(byName.get(Object.keys(names).find((n) => names[n] === 'area')!)!.request!.distanceKm).toBe(5);
  });

  it('says each reason in the caller’s language', async () => {
    const requestId = await postRequest(t, tenant, wishAll(A, { radius: '10', requiredRooms: '2' }));
    await listProperty(t, landlord, fullListing(B, { title: 'Sprache', warmRent: '1050', numberOfRooms: '2.5' }));
    const detail = async (language: string) => {
      const res = await matchPage(t, tenant, 'requests', requestId, 'pageSize=50', language);
      const item = (res.json().items as MatchItem[]).find((i) => i.property!.title === 'Sprache')!;
      return Object.fromEntries(item.reasons.map((r) => [r.criterion, r.detail]));
    };
    expect(await detail('de')).toMatchObject({
      area: '5 km vom Zielgebiet',
      rent: '1.050 € warm, Budget 1.000 €',
      rooms: '2,5 Zimmer, gewünscht 2',
      size: '80 m², gewünscht 80 m²',
      propertyType: 'Wohnung, wie gesucht',
      pets: 'Haustiere: gewünscht, erlaubt',
      garage: 'Garage: gewünscht, vorhanden',
    });
    expect(await detail('en-GB,en;q=0.8')).toMatchObject({
      area: '5 km from the target area',
      rent: '€1,050 warm, budget €1,000',
      rooms: '2.5 rooms, 2 wanted',
      size: '80 m², 80 m² wanted',
      propertyType: 'Apartment, as wanted',
      pets: 'Pets: wanted, allowed',
      garage: 'Garage: wanted, available',
    });
  });
});
