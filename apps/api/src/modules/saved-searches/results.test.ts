import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createLoggedInUser, multipart, seedPlace, seedPostalCodes, type LoggedIn } from '../../../test/factories.ts';
import { properties, users } from '../../db/schema/index.ts';
import { call, insertHit, listProperty, postRequest, saved } from './saved-search-test-kit.ts';

/** Each test's listings and requests lie in a town of its own: that town is the whole market. */
let t: TestContext;
let tenant: LoggedIn;
let landlord: LoggedIn;
let placeNo = 0;

async function ownPlace(name: string) {
  placeNo += 1;
  const zipcode = String(24300 + placeNo);
  await seedPlace(t.database.db, name, zipcode);
  return { city: name, postalCode: zipcode };
}

beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
  tenant = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
  landlord = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
});
afterAll(() => t?.close());

type Item = { id: string; isNew?: boolean; title?: string };
const results = async (who: LoggedIn, id: string, query = '') => {
  const res = await call(t, who, 'GET', `/api/saved-searches/${id}/results${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const newOf = (page: { items: Item[] }) => Object.fromEntries(page.items.map((i) => [i.id, i.isNew]));
const withoutMarks = (items: Item[]) => items.map(({ isNew: _isNew, ...rest }) => rest);
const savedOne = async (who: LoggedIn, id: string) =>
  (await call(t, who, 'GET', '/api/saved-searches?pageSize=50')).json().items.find((s: Item) => s.id === id);

describe('a saved property search’s results', () => {
  it('are the search endpoint’s items for the same filters and page', async () => {
    const place = await ownPlace('Suchhausen');
    for (let i = 0; i < 12; i++) {
      await listProperty(t, landlord, { ...place, title: `Flat ${i}`, warmRent: String(700 + i * 50) });
      t.clock.advance(1000);
    }
    const id = await saved(t, tenant, {
      kind: 'property',
      name: 'bis 1.200',
      filters: { city: place.city, maxPrice: '1200', sort: 'rent' },
    });
    for (const page of [1, 2]) {
      const mine = await results(tenant, id, `?page=${page}&pageSize=10`);
      const search = await call(
        t,
        tenant,
        'GET',
        `/api/landlord/filter?city=${place.city}&maxPrice=1200&sort=rent&page=${page}&pageSize=10`,
      );
      expect(mine.kind).toBe('property');
      expect(withoutMarks(mine.items)).toEqual(search.json().items);
      expect(mine).toMatchObject({ total: search.json().total, page, pageSize: 10 });
    }
    expect((await results(tenant, id)).total).toBe(11);
  });

  it('mark what arrived since last opened; opening page 1 makes it seen', async () => {
    const place = await ownPlace('Neuhausen');
    const first = await listProperty(t, landlord, { ...place, title: 'first' });
    const second = await listProperty(t, landlord, { ...place, title: 'second' });
    const id = await saved(t, tenant, { kind: 'property', name: 'Neuhausen', filters: { city: place.city } });
    // Never opened: every hit so far is new.
    await insertHit(t, {
      savedSearchId: id,
      userId: tenant.user.id,
      subjectType: 'property',
      subjectId: first,
      at: t.clock.now(),
    });
    expect(await savedOne(tenant, id)).toMatchObject({ newCount: 1, lastOpenedAt: null });

    t.clock.advance(60_000);
    const before = t.clock.now().getTime();
    const opened = await results(tenant, id);
    expect(newOf(opened)).toEqual({ [first]: true, [second]: false });
    const seen = await savedOne(tenant, id);
    expect(seen.newCount).toBe(0);
    // Opened by the app's clock (a minute ahead of the wall clock here).
    expect(Date.parse(seen.lastOpenedAt)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(seen.lastOpenedAt)).toBeLessThanOrEqual(t.clock.now().getTime());
    expect(newOf(await results(tenant, id))).toEqual({ [first]: false, [second]: false });

    t.clock.advance(60_000);
    await insertHit(t, {
      savedSearchId: id,
      userId: tenant.user.id,
      subjectType: 'property',
      subjectId: second,
      at: t.clock.now(),
    });
    expect((await savedOne(tenant, id)).newCount).toBe(1);
    // A later page is no opening of the search: what is new stays new.
    await results(tenant, id, '?page=2');
    expect((await savedOne(tenant, id)).newCount).toBe(1);
    expect(newOf(await results(tenant, id))).toEqual({ [first]: false, [second]: true });
    expect((await savedOne(tenant, id)).newCount).toBe(0);
  });

  it('count only new subjects that can still be found, each once', async () => {
    const place = await ownPlace('Zählhausen');
    const other = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
    const kept = await listProperty(t, landlord, { ...place, title: 'kept' });
    const rented = await listProperty(t, landlord, { ...place, title: 'rented' });
    const removed = await listProperty(t, landlord, { ...place, title: 'removed' });
    const blockedOwners = await listProperty(t, other, { ...place, title: 'blocked owner' });
    const id = await saved(t, tenant, { kind: 'property', name: 'Zählhausen', filters: { city: place.city } });
    for (const subjectId of [kept, kept, rented, removed, blockedOwners]) {
      await insertHit(t, {
        savedSearchId: id,
        userId: tenant.user.id,
        subjectType: 'property',
        subjectId,
        at: t.clock.now(),
      });
    }
    expect((await savedOne(tenant, id)).newCount).toBe(4);

    const body = multipart({ status: 'rented' });
    const update = await t.app.inject({
      method: 'PATCH',
      url: `/api/landlord/update/${rented}`,
      payload: body.payload,
      headers: { ...landlord.headers, ...body.headers },
    });
    expect(update.statusCode, update.body).toBe(200);
    await t.database.db.update(properties).set({ moderation: 'removed' }).where(eq(properties.id, removed));
    const blocked = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/toggle-block/${other.user.id}`,
      headers: (await createLoggedInUser(t.app, t.database.db, { role: 'admin' })).headers,
      payload: { reason: 'Betrug', state: true },
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect((await t.database.db.select().from(users).where(eq(users.id, other.user.id)))[0]!.isBlocked).toBe(true);

    expect((await savedOne(tenant, id)).newCount).toBe(1);
    expect(newOf(await results(tenant, id))).toEqual({ [kept]: true });
  });
});

describe('a saved request search’s results', () => {
  it('are the request search’s items, marked new by the search’s own hits only', async () => {
    const place = await ownPlace('Gesuchshausen');
    const seekers = [
      await createLoggedInUser(t.app, t.database.db, { role: 'client' }),
      await createLoggedInUser(t.app, t.database.db, { role: 'client' }),
    ];
    const requests: string[] = [];
    for (const seeker of seekers) {
      const request = await postRequest(t, seeker, {
        targetCity: place.city,
        targetPostalCode: place.postalCode,
        targetAddress: '',
      });
      requests.push(request.id);
      t.clock.advance(1000);
    }
    const id = await saved(t, landlord, { kind: 'request', name: 'Gesuche', filters: { city: place.city } });
    const otherSearch = await saved(t, landlord, { kind: 'request', name: 'andere', filters: { city: place.city } });
    await insertHit(t, {
      savedSearchId: otherSearch,
      userId: landlord.user.id,
      subjectType: 'request',
      subjectId: requests[0]!,
      at: t.clock.now(),
    });
    await insertHit(t, {
      savedSearchId: id,
      userId: landlord.user.id,
      subjectType: 'request',
      subjectId: requests[1]!,
      at: t.clock.now(),
    });

    const mine = await results(landlord, id);
    const search = await call(t, landlord, 'GET', `/api/tenant/filter?city=${place.city}`);
    expect(mine.kind).toBe('request');
    expect(withoutMarks(mine.items)).toEqual(search.json().items);
    expect(mine.total).toBe(2);
    expect(newOf(mine)).toEqual({ [requests[0]!]: false, [requests[1]!]: true });
  });
});
