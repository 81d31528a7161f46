import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { seedPostalCodes } from '../../../test/factories.ts';
import { landlordWithListing } from '../../../test/viewing-factories.ts';
import {
  applicant,
  applied,
  mine,
  moveTo,
  notificationsOf,
  pipeline,
  statusOf,
  tenantWithRequest,
  withdraw,
} from '../../../test/application-factories.ts';
import { closeAll, listen, next, open } from '../../realtime/test-sockets.ts';

let t: TestContext;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
  url = await listen(t.app);
});
afterAll(async () => {
  closeAll();
  await t.close();
});

describe('GET /api/applications', () => {
  it('lists the tenant’s own applications newest first with the listing’s summary, by status', async () => {
    const first = await landlordWithListing(t, { title: 'Altbau am Park', rent: '900', warmRent: '1100' });
    const second = await landlordWithListing(t, { title: 'Loft am Kanal', postalCode: '14467', city: 'Potsdam' });
    const third = await landlordWithListing(t, { title: 'Dachgeschoss' });
    const { tenant, requestId } = await tenantWithRequest(t);
    const a = await applied(t, tenant, first.propertyId, requestId);
    t.clock.advance(60_000);
    const b = await applied(t, tenant, second.propertyId, requestId);
    t.clock.advance(60_000);
    const c = await applied(t, tenant, third.propertyId, requestId);
    expect((await moveTo(t, second.landlord, b, 'shortlisted')).statusCode).toBe(200);
    // Someone else's application is not in the list.
    await applicant(t, first.propertyId);

    const all = await mine(t, tenant);
    expect(all).toMatchObject({ total: 3, page: 1 });
    expect(all.items.map((i: { id: string }) => i.id)).toEqual([c, b, a]);
    expect(all.items[2]).toMatchObject({
      id: a,
      status: 'new',
      propertyId: first.propertyId,
      requestId,
      property: {
        id: first.propertyId,
        title: 'Altbau am Park',
        city: 'Berlin',
        postalCode: '10115',
        rent: 900,
        warmRent: 1100,
        imageUrl: null,
      },
    });
    expect(all.items[1].property).toMatchObject({ title: 'Loft am Kanal', city: 'Potsdam', postalCode: '14467' });

    const shortlisted = await mine(t, tenant, '?status=shortlisted');
    expect(shortlisted.total).toBe(1);
    expect(shortlisted.items.map((i: { id: string }) => i.id)).toEqual([b]);
    expect((await mine(t, tenant, '?status=declined')).total).toBe(0);
  });

  it('pages: ten to a page by default, the oldest on the second', async () => {
    const { tenant, requestId } = await tenantWithRequest(t, { additionalPlan: true });
    const ids: string[] = [];
    for (let i = 0; i < 11; i++) {
      ids.push(await applied(t, tenant, (await landlordWithListing(t)).propertyId, requestId));
      t.clock.advance(1000);
    }
    const first = await mine(t, tenant);
    expect(first).toMatchObject({ total: 11, page: 1, pageSize: 10 });
    expect(first.items.map((i: { id: string }) => i.id)).toEqual(ids.slice(1).reverse());
    const second = await mine(t, tenant, '?page=2');
    expect(second).toMatchObject({ total: 11, page: 2, pageSize: 10 });
    expect(second.items.map((i: { id: string }) => i.id)).toEqual([ids[0]]);
    expect((await mine(t, tenant, '?pageSize=20')).items).toHaveLength(11);
  });

  it('answers 400 for an unknown status and 403 to a landlord', async () => {
    const { landlord } = await landlordWithListing(t);
    const { tenant } = await tenantWithRequest(t);
    const bad = await t.app.inject({ method: 'GET', url: '/api/applications?status=maybe', headers: tenant.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('ValidationFailed');
    const landlords = await t.app.inject({ method: 'GET', url: '/api/applications', headers: landlord.headers });
    expect(landlords.statusCode).toBe(403);
  });
});

describe('DELETE /api/applications/:id', () => {
  it('withdraws; the landlord is told in the notification centre and live', async () => {
    const { landlord, propertyId } = await landlordWithListing(t, { title: 'Altbau am Park' });
    const { tenant, requestId } = await tenantWithRequest(t, { firstName: 'Jana' });
    const id = await applied(t, tenant, propertyId, requestId);
    const socket = await open(url, landlord.accessToken);
    const live = next<{ applicationId: string; propertyId: string }>(socket, 'applicationWithdrawn');

    const res = await withdraw(t, tenant, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'withdrawn', answeredAt: null, expiresAt: null });
    expect(await live).toEqual({ applicationId: id, propertyId });
    expect(await notificationsOf(t, landlord, 'applicationWithdrawn')).toEqual([
      expect.objectContaining({
        data: {
          applicationId: id,
          propertyId,
          propertyTitle: 'Altbau am Park',
          applicationNumber: 1,
          tenantName: 'Jana Mustermann',
        },
      }),
    ]);
    expect((await pipeline(t, landlord, propertyId)).json().counts).toMatchObject({ new: 0, withdrawn: 1 });
  });

  it('answers 404 for another tenant’s application and nothing changes; 409 for a final one', async () => {
    const { landlord, propertyId } = await landlordWithListing(t);
    const { tenant, id } = await applicant(t, propertyId);
    const { tenant: other } = await tenantWithRequest(t);
    const foreign = await withdraw(t, other, id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('NotFound');
    expect((await withdraw(t, other, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect(await statusOf(t, tenant, id)).toBe('new');
    expect(await notificationsOf(t, landlord, 'applicationWithdrawn')).toEqual([]);

    expect((await withdraw(t, tenant, id)).statusCode).toBe(200);
    const again = await withdraw(t, tenant, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('InvalidTransition');

    const declined = await applicant(t, propertyId);
    expect((await moveTo(t, landlord, declined.id, 'declined')).statusCode).toBe(200);
    const late = await withdraw(t, declined.tenant, declined.id);
    expect(late.statusCode).toBe(409);
    expect(await statusOf(t, declined.tenant, declined.id)).toBe('declined');
    expect(await notificationsOf(t, landlord, 'applicationWithdrawn')).toHaveLength(1);
  });

  it('a landlord may not withdraw (403)', async () => {
    const { landlord, propertyId } = await landlordWithListing(t);
    const { tenant, id } = await applicant(t, propertyId);
    expect((await withdraw(t, landlord, id)).statusCode).toBe(403);
    expect(await statusOf(t, tenant, id)).toBe('new');
  });
});
