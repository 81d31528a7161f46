import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SAVED_SEARCHES } from '@mietmatch/contract';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createLoggedInUser, seedPostalCodes, type LoggedIn } from '../../../test/factories.ts';
import { call, save, saved } from './saved-search-test-kit.ts';

let t: TestContext;
let tenant: LoggedIn;
let landlord: LoggedIn;
let admin: LoggedIn;

beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
  tenant = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
  landlord = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
  admin = await createLoggedInUser(t.app, t.database.db, { role: 'admin' });
});
afterAll(() => t?.close());

const member = (role: 'client' | 'contractor') => createLoggedInUser(t.app, t.database.db, { role });
const list = async (who: LoggedIn, query = '') => (await call(t, who, 'GET', `/api/saved-searches${query}`)).json();

describe('saving a search', () => {
  it('keeps a tenant’s property search with its filters as query-string text, without paging', async () => {
    const res = await save(t, tenant, {
      kind: 'property',
      name: '  Altbau Mitte  ',
      filters: { city: 'Berlin', postalCodes: ['10115', '10117'], maxPrice: 1500, isPetFriendly: true, page: 3 },
      alert: 'daily',
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ kind: 'property', name: 'Altbau Mitte', alert: 'daily', newCount: 0 });
    expect(body.lastOpenedAt).toBeNull();
    expect(body.filters).toEqual({
      city: 'Berlin',
      postalCodes: '10115,10117',
      maxPrice: '1500',
      isPetFriendly: 'true',
      radius: '0',
      sort: 'newest',
    });
    expect((await list(tenant)).items.map((s: { id: string }) => s.id)).toContain(body.id);
  });

  it('keeps a landlord’s request search; the alert is instant unless chosen', async () => {
    const res = await save(t, landlord, {
      kind: 'request',
      name: 'Familien',
      filters: { city: 'Berlin', numberOfChildren: '2', garageRequired: 'false' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'request', alert: 'instant' });
    expect(res.json().filters).toMatchObject({ city: 'Berlin', numberOfChildren: '2', garageRequired: 'false' });
  });

  it('refuses the other role’s kind and admins with 403, keeping nothing', async () => {
    const body = { name: 'x', filters: { city: 'Berlin' } };
    const someone = await member('client');
    expect((await save(t, someone, { ...body, kind: 'request' })).statusCode).toBe(403);
    const other = await member('contractor');
    expect((await save(t, other, { ...body, kind: 'property' })).statusCode).toBe(403);
    const byAdmin = await save(t, admin, { ...body, kind: 'property' });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().code).toBe('Forbidden');
    expect((await list(someone)).total).toBe(0);
    expect((await list(other)).total).toBe(0);
  });

  it('checks the filters by the kind’s search schema, naming the field under filters', async () => {
    const noCity = await save(t, tenant, { kind: 'property', name: 'x', filters: { maxPrice: '900' } });
    expect(noCity.statusCode).toBe(400);
    expect(noCity.json().code).toBe('ValidationFailed');
    expect(noCity.json().fields).toEqual({ 'filters.city': 'A city must be selected to view requests.' });

    const badRadius = await save(t, landlord, { kind: 'request', name: 'x', filters: { city: 'Berlin', radius: 7 } });
    expect(badRadius.json().fields).toEqual({ 'filters.radius': 'Invalid value' });
    // A sort only the property search knows is the request search's error.
    const wrongSort = await save(t, landlord, {
      kind: 'request',
      name: 'x',
      filters: { city: 'Berlin', sort: 'size' },
    });
    expect(wrongSort.json().fields).toEqual({ 'filters.sort': 'Invalid value' });
    // Listing one landlord's properties needs no city, as in the search.
    const byLandlord = await save(t, tenant, { kind: 'property', name: 'x', filters: { listedBy: landlord.user.id } });
    expect(byLandlord.statusCode, byLandlord.body).toBe(201);
    const german = await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: { ...tenant.headers, 'accept-language': 'de' },
      payload: { kind: 'property', name: 'x', filters: { city: 'Berlin', numberOfRooms: '-1' } },
    });
    expect(german.json().fields).toEqual({ 'filters.numberOfRooms': 'Nur positive Zahlen sind gültig.' });
  });

  it('asks for a name of at most 80 characters and a known alert', async () => {
    const filters = { city: 'Berlin' };
    expect((await save(t, tenant, { kind: 'property', name: ' ', filters })).json().fields).toHaveProperty('name');
    expect((await save(t, tenant, { kind: 'property', name: 'n'.repeat(81), filters })).statusCode).toBe(400);
    const alert = await save(t, tenant, { kind: 'property', name: 'x', filters, alert: 'hourly' });
    expect(alert.json().fields).toHaveProperty('alert');
  });
});

describe('at most 20 saved searches per member', () => {
  it('refuses the 21st with 409 SavedSearchLimit; deleting one makes room again', async () => {
    const someone = await member('client');
    const ids: string[] = [];
    for (let i = 0; i < MAX_SAVED_SEARCHES; i++) {
      ids.push(await saved(t, someone, { kind: 'property', name: `S${i}`, filters: { city: 'Berlin' } }));
    }
    const over = await save(t, someone, { kind: 'property', name: 'one too many', filters: { city: 'Berlin' } });
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('SavedSearchLimit');
    expect((await list(someone)).total).toBe(MAX_SAVED_SEARCHES);
    expect((await call(t, someone, 'DELETE', `/api/saved-searches/${ids[0]}`)).statusCode).toBe(200);
    expect((await save(t, someone, { kind: 'property', name: 'again', filters: { city: 'Berlin' } })).statusCode).toBe(
      201,
    );
  });

  it('never keeps more than 20 when creates arrive at once', async () => {
    const someone = await member('contractor');
    for (let i = 0; i < MAX_SAVED_SEARCHES - 3; i++) {
      await saved(t, someone, { kind: 'request', name: `S${i}`, filters: { city: 'Berlin' } });
    }
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        save(t, someone, { kind: 'request', name: `parallel ${i}`, filters: { city: 'Berlin' } }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    expect((await list(someone)).total).toBe(MAX_SAVED_SEARCHES);
  });
});

describe('listing, changing and deleting', () => {
  it('lists the member’s own searches newest first, paged', async () => {
    const someone = await member('client');
    for (const name of ['first', 'second', 'third']) {
      await saved(t, someone, { kind: 'property', name, filters: { city: 'Berlin' } });
      t.clock.advance(1000);
    }
    const page = await list(someone, '?page=1&pageSize=10');
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 10 });
    expect(page.items.map((s: { name: string }) => s.name)).toEqual(['third', 'second', 'first']);
    expect(page.items.every((s: { newCount: number }) => s.newCount === 0)).toBe(true);
    expect((await list(someone, '?page=2&pageSize=10')).items).toEqual([]);
    expect((await call(t, someone, 'GET', '/api/saved-searches?pageSize=7')).statusCode).toBe(400);
  });

  it('renames, changes the alert and re-checks new filters against the saved kind', async () => {
    const id = await saved(t, tenant, { kind: 'property', name: 'before', filters: { city: 'Berlin' } });
    t.clock.advance(5000);
    const changed = await call(t, tenant, 'PATCH', `/api/saved-searches/${id}`, {
      name: 'after',
      alert: 'off',
      filters: { city: 'Potsdam', numberOfRooms: 2 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id, kind: 'property', name: 'after', alert: 'off' });
    expect(changed.json().filters).toMatchObject({ city: 'Potsdam', numberOfRooms: '2' });
    expect(changed.json().updatedAt > changed.json().createdAt).toBe(true);

    const bad = await call(t, tenant, 'PATCH', `/api/saved-searches/${id}`, { filters: { numberOfRooms: 2 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ 'filters.city': 'A city must be selected to view requests.' });
    // Only the alert changes: name and filters stay as they were.
    const alertOnly = await call(t, tenant, 'PATCH', `/api/saved-searches/${id}`, { alert: 'daily' });
    expect(alertOnly.json()).toMatchObject({ name: 'after', alert: 'daily' });
    expect(alertOnly.json().filters.city).toBe('Potsdam');
  });

  it('deletes with the project’s message answer', async () => {
    const id = await saved(t, tenant, { kind: 'property', name: 'to delete', filters: { city: 'Berlin' } });
    const res = await call(t, tenant, 'DELETE', `/api/saved-searches/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Saved search deleted' });
    expect((await call(t, tenant, 'DELETE', `/api/saved-searches/${id}`)).statusCode).toBe(404);
    expect((await list(tenant)).items.map((s: { id: string }) => s.id)).not.toContain(id);
  });
});

describe('another member’s saved search', () => {
  it('is not found on every route and stays as it was; a malformed id is 400', async () => {
    const id = await saved(t, tenant, { kind: 'property', name: 'mine', filters: { city: 'Berlin' }, alert: 'daily' });
    const stranger = await member('client');
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const target of [id, unknown]) {
      for (const [method, url, payload] of [
        ['PATCH', `/api/saved-searches/${target}`, { name: 'taken', alert: 'off' }],
        ['DELETE', `/api/saved-searches/${target}`, undefined],
        ['GET', `/api/saved-searches/${target}/results`, undefined],
      ] as const) {
        const res = await call(t, stranger, method, url, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().code).toBe('NotFound');
      }
    }
    expect((await list(stranger)).total).toBe(0);
    const mine = (await list(tenant)).items.find((s: { id: string }) => s.id === id);
    expect(mine).toMatchObject({ name: 'mine', alert: 'daily', lastOpenedAt: null });
    for (const [method, url] of [
      ['PATCH', '/api/saved-searches/not-an-id'],
      ['DELETE', '/api/saved-searches/123'],
      ['GET', '/api/saved-searches/x/results'],
    ] as const) {
      expect((await call(t, tenant, method, url, method === 'PATCH' ? { name: 'y' } : undefined)).statusCode).toBe(400);
    }
  });
});
