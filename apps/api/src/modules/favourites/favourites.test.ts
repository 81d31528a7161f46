import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import {
  createLoggedInUser,
  multipart,
  propertyForm,
  requestForm,
  seedPostalCodes,
  type LoggedIn,
} from '../../../test/factories.ts';

let t: TestContext;
let tenant: LoggedIn;
let landlord: LoggedIn;
let propertyId: string;
let requestId: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
  tenant = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
  landlord = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
  const p = multipart(propertyForm());
  propertyId = (
    await t.app.inject({
      method: 'POST',
      url: '/api/landlord/create',
      payload: p.payload,
      headers: { ...landlord.headers, ...p.headers },
    })
  ).json().id;
  const r = multipart(requestForm());
  requestId = (
    await t.app.inject({
      method: 'POST',
      url: '/api/tenant/create-tenant-request',
      payload: r.payload,
      headers: { ...tenant.headers, ...r.headers },
    })
  ).json().id;
});
afterAll(() => t.close());

const post = (url: string, who: LoggedIn) => t.app.inject({ method: 'POST', url, headers: who.headers });
const get = (url: string, who: LoggedIn) => t.app.inject({ method: 'GET', url, headers: who.headers });

describe('favourites', () => {
  it('a tenant adds and removes a favourite property', async () => {
    expect((await post(`/api/favorites/property/${propertyId}`, tenant)).json()).toEqual({ favourite: true });
    const list = (await get('/api/favorites/properties', tenant)).json();
    expect(list).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    expect(list.items[0].id).toBe(propertyId);
    expect((await post(`/api/favorites/property/${propertyId}`, tenant)).json()).toEqual({ favourite: false });
    expect((await get('/api/favorites/properties', tenant)).json().total).toBe(0);
  });

  it('a landlord favourites a request; files stay hidden in the list', async () => {
    expect((await post(`/api/favorites/request/${requestId}`, landlord)).json()).toEqual({ favourite: true });
    const list = (await get('/api/favorites/requests', landlord)).json();
    expect(list.items.map((r: { id: string }) => r.id)).toEqual([requestId]);
    expect(list.items[0]).toMatchObject({ fileAccess: 'none', documents: [] });
  });

  it('what the user may not see cannot be a favourite', async () => {
    const otherTenant = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
    expect((await post(`/api/favorites/request/${requestId}`, otherTenant)).statusCode).toBe(404);
    expect((await post('/api/favorites/property/00000000-0000-4000-8000-000000000000', tenant)).statusCode).toBe(404);
  });

  it('a favourite that is rented later drops out of the list', async () => {
    await post(`/api/favorites/property/${propertyId}`, tenant);
    expect((await get('/api/favorites/properties', tenant)).json().total).toBe(1);
    const body = multipart({ status: 'rented' });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/landlord/update/${propertyId}`,
      payload: body.payload,
      headers: { ...landlord.headers, ...body.headers },
    });
    expect((await get('/api/favorites/properties', tenant)).json().total).toBe(0);
  });
});
