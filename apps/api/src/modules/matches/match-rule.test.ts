import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createLoggedInUser, seedPostalCodes, type LoggedIn } from '../../../test/factories.ts';
import { decide } from '../../../test/moderation-factories.ts';
import {
  fullListing,
  listProperty,
  matchPage,
  matchPlace,
  postRequest,
  wishAll,
  type MatchItem,
} from '../../../test/match-factories.ts';
import { properties, tenantRequests, users } from '../../db/schema/index.ts';
import { requestsMatchingProperty } from './match-queries.ts';

/** The hard rule (who appears at all), the order, paging, and who may see a page. Each test has a place of its own. */
let t: TestContext;
let tenant: LoggedIn;
let landlord: LoggedIn;
let zip = 24700;
/**
 * A place of its own, each 0.6° (67 km) north of the last, out of reach of every other test's
 * largest radius; `near` puts it that many degrees north of another place instead.
 */
const place = async (name: string, near?: { latitude: number; by: number }) => {
  zip += 1;
  const latitude = near ? near.latitude + near.by : 47.4 + (zip - 24700) * 0.6;
  return { ...(await matchPlace(t, name, String(zip), { latitude })), latitude };
};
const titles = (items: MatchItem[]) => items.map((i) => i.property!.title);
const names = (items: MatchItem[]) => items.map((i) => i.request!.firstName);
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
  tenant = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
  landlord = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
});
afterAll(() => t?.close());

describe('the hard rule', () => {
  it('leaves out listings outside the area, over budget + 10 %, and those nobody may find', async () => {
    const here = await place('Regelort');
    const far = await place('Fernort', { latitude: here.latitude, by: 0.2 });
    const requestId = await postRequest(t, tenant, wishAll(here, { radius: '20' }));
    const other = await createLoggedInUser(t.app, db(), { role: 'contractor' });
    await listProperty(t, landlord, fullListing(here, { title: 'fits' }));
    await listProperty(t, landlord, fullListing(here, { title: 'at the tolerance', warmRent: '1100' }));
    await listProperty(t, landlord, fullListing(here, { title: 'over the tolerance', warmRent: '1101' }));
    await listProperty(t, landlord, fullListing(far, { title: 'outside the radius' }));
    const rented = await listProperty(t, landlord, fullListing(here, { title: 'rented' }));
    const deactivated = await listProperty(t, landlord, fullListing(here, { title: 'deactivated' }));
    const removed = await listProperty(t, landlord, fullListing(here, { title: 'removed' }));
    await listProperty(t, other, fullListing(here, { title: 'blocked owner' }));
    await db().update(properties).set({ status: 'rented' }).where(eq(properties.id, rented));
    await db().update(properties).set({ status: 'deactivated' }).where(eq(properties.id, deactivated));
    await decide(t, { subjectType: 'property', subjectId: removed, reporters: [tenant], action: 'remove' });
    await db().update(users).set({ isBlocked: true }).where(eq(users.id, other.user.id));

    const res = await matchPage(t, tenant, 'requests', requestId);
    expect(res.statusCode, res.body).toBe(200);
    expect(titles(res.json().items)).toEqual(['fits', 'at the tolerance']);
    expect(res.json().total).toBe(2);
    // Who offers each (DSA Art. 30): this landlord gave no business details.
    expect(res.json().items[0].property.provider).toEqual({ type: 'private' });
  });

  it('leaves out requests outside the area, with a budget too small, paused, found, removed or of a blocked tenant', async () => {
    const here = await place('Gesuchsort');
    const far = await place('Gesuchsferne', { latitude: here.latitude, by: 0.2 });
    const propertyId = await listProperty(t, landlord, fullListing(here));
    const blocked = await createLoggedInUser(t.app, db(), { role: 'client' });
    await postRequest(t, tenant, wishAll(here, { firstName: 'Passt' }));
    await postRequest(t, tenant, wishAll(here, { firstName: 'Knapp', maxPrice: '910' }));
    await postRequest(t, tenant, wishAll(here, { firstName: 'Zuknapp', maxPrice: '909' }));
    await postRequest(t, tenant, wishAll(far, { firstName: 'Fern', radius: '20' }));
    await postRequest(t, tenant, wishAll(here, { firstName: 'Pausiert', status: 'paused' }));
    const found = await postRequest(t, tenant, wishAll(here, { firstName: 'Gefunden' }));
    const removed = await postRequest(t, tenant, wishAll(here, { firstName: 'Entfernt' }));
    await postRequest(t, blocked, wishAll(here, { firstName: 'Gesperrt' }));
    await db().update(tenantRequests).set({ status: 'found' }).where(eq(tenantRequests.id, found));
    await decide(t, { subjectType: 'request', subjectId: removed, reporters: [landlord], action: 'remove' });
    await db().update(users).set({ isBlocked: true }).where(eq(users.id, blocked.user.id));

    const res = await matchPage(t, landlord, 'properties', propertyId);
    expect(res.statusCode, res.body).toBe(200);
    // 1.000 € fits a budget of 910 € (+10 % = 1.001 €), not one of 909 € (999,90 €).
    expect(names(res.json().items)).toEqual(['Passt', 'Knapp']);
    // The listing's alerts reach the same requests, those with alerts on only.
    const quiet = await postRequest(t, tenant, wishAll(here, { firstName: 'Still', alertsEnabled: 'false' }));
    const alerted = await requestsMatchingProperty(db(), propertyId);
    expect(alerted).toHaveLength(2);
    expect(alerted.map((a) => a.requestId)).not.toContain(quiet);
    expect(alerted.every((a) => a.userId === tenant.user.id)).toBe(true);
    await db().update(properties).set({ status: 'rented' }).where(eq(properties.id, propertyId));
    expect(await requestsMatchingProperty(db(), propertyId)).toEqual([]);
  });

  it('finds a listing without postal codes in the request by its city, and within a radius around the request', async () => {
    const here = await place('Stadtort');
    const near = await place('Umland', { latitude: here.latitude, by: 0.09 });
    const requestId = await postRequest(t, tenant, wishAll(here, { targetPostalCode: '', radius: '20' }));
    await listProperty(t, landlord, fullListing(here, { title: 'in the city' }));
    await listProperty(t, landlord, fullListing(near, { title: 'near' }));
    const items: MatchItem[] = (await matchPage(t, tenant, 'requests', requestId)).json().items;
    expect(titles(items)).toEqual(['in the city', 'near']);
    // 10 km of a 20 km radius: 20 − round(10 × 10 / 20) = 15 area points.
    expect(items[1]!.reasons.find((r) => r.criterion === 'area')).toMatchObject({ points: 15, fits: false });
  });
});

describe('the order and the pages', () => {
  it('orders by score, then owners on a 12-month plan, then newest; pages through the rest', async () => {
    const here = await place('Reihenort');
    const premium = await createLoggedInUser(t.app, db(), {
      role: 'contractor',
      subscriptionMonths: 12,
      planId: 'landlord-12',
    });
    const requestId = await postRequest(t, tenant, wishAll(here));
    const at = (minutes: number) => new Date(Date.UTC(2025, 0, 1, 12, minutes));
    const made = async (who: LoggedIn, title: string, minutes: number, fields: Record<string, string> = {}) => {
      const id = await listProperty(t, who, fullListing(here, { title, ...fields }));
      await db()
        .update(properties)
        .set({ createdAt: at(minutes) })
        .where(eq(properties.id, id));
    };
    await made(landlord, 'old', 1);
    await made(premium, 'top', 2);
    await made(landlord, 'new', 3);
    await made(premium, 'top but a house', 4, { propertyType: 'House' });
    for (let i = 0; i < 8; i++) await made(landlord, `filler ${i}`, 10 + i, { haveGarage: 'false' });

    const first = (await matchPage(t, tenant, 'requests', requestId)).json();
    expect(first.total).toBe(12);
    expect(first.pageSize).toBe(10);
    expect(titles(first.items).slice(0, 4)).toEqual(['top', 'new', 'old', 'filler 7']);
    expect(first.items.map((i: MatchItem) => i.property!.topPlacement).slice(0, 3)).toEqual([true, false, false]);
    const second = (await matchPage(t, tenant, 'requests', requestId, 'page=2&pageSize=10')).json();
    expect(titles(second.items)).toEqual(['filler 0', 'top but a house']);
    expect(second.items.map((i: MatchItem) => i.score)).toEqual([96, 92]);
    const past = (await matchPage(t, tenant, 'requests', requestId, 'page=3')).json();
    expect(past).toMatchObject({ items: [], total: 12, page: 3 });
  });
});

describe('who may see a page', () => {
  it('answers only the owner; others, admins and unknown ids get 404, a malformed id 400', async () => {
    const here = await place('Zugangsort');
    const propertyId = await listProperty(t, landlord, fullListing(here));
    const requestId = await postRequest(t, tenant, wishAll(here));
    const otherLandlord = await createLoggedInUser(t.app, db(), { role: 'contractor' });
    const otherTenant = await createLoggedInUser(t.app, db(), { role: 'client' });
    const admin = await createLoggedInUser(t.app, db(), { role: 'admin' });
    const unknown = '00000000-0000-4000-8000-000000000000';

    expect((await matchPage(t, landlord, 'properties', propertyId)).statusCode).toBe(200);
    expect((await matchPage(t, tenant, 'requests', requestId)).statusCode).toBe(200);
    for (const who of [otherLandlord, otherTenant, admin, tenant]) {
      const res = await matchPage(t, who, 'properties', propertyId);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NotFound');
    }
    for (const who of [otherLandlord, otherTenant, admin, landlord]) {
      expect((await matchPage(t, who, 'requests', requestId)).statusCode).toBe(404);
    }
    expect((await matchPage(t, landlord, 'properties', unknown)).statusCode).toBe(404);
    expect((await matchPage(t, tenant, 'requests', unknown)).statusCode).toBe(404);
    expect((await matchPage(t, landlord, 'properties', 'not-an-id')).statusCode).toBe(400);
    expect((await matchPage(t, tenant, 'requests', 'not-an-id')).statusCode).toBe(400);
  });
});
