import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@mietmatch/contract';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createLoggedInUser, seedPostalCodes } from '../../../test/factories.ts';
import { landlordWithListing } from '../../../test/viewing-factories.ts';
import { decide } from '../../../test/moderation-factories.ts';
import {
  applicant,
  applied,
  applyTo,
  mailsTo,
  moveTo,
  notificationsOf,
  pipeline,
  tenantWithRequest,
  withdraw,
} from '../../../test/application-factories.ts';
import { properties, users } from '../../db/schema/index.ts';
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

describe('POST /api/applications', () => {
  it('answers the spec’s fields; the landlord finds the applicant in the pipeline with the match score', async () => {
    const { landlord, propertyId } = await landlordWithListing(t);
    const { tenant, requestId } = await tenantWithRequest(t);
    const res = await applyTo(t, tenant, propertyId, requestId, 'Ich würde gern einziehen.');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'new', propertyId, requestId, message: 'Ich würde gern einziehen.' });
    expect(res.json().id).toEqual(expect.any(String));
    expect(Date.parse(res.json().createdAt)).not.toBeNaN();

    const page = (await pipeline(t, landlord, propertyId)).json();
    expect(page).toMatchObject({ total: 1, counts: { new: 1 }, applicationsOpen: true });
    expect(page.items[0]).toMatchObject({ id: res.json().id, status: 'new', request: { id: requestId } });
    expect(page.items[0].score).toBeGreaterThan(0);
    expect(page.items[0].reasons.map((r: { criterion: string }) => r.criterion)).toContain('rent');
  });

  it('tells the landlord at once: notification and live event, no mail', async () => {
    const { landlord, propertyId } = await landlordWithListing(t, { title: 'Altbau am Park' });
    const { tenant, requestId } = await tenantWithRequest(t, { firstName: 'Jana' });
    const socket = await open(url, landlord.accessToken);
    const live = next<{ application: { id: string }; propertyId: string }>(socket, 'newApplication');
    const id = await applied(t, tenant, propertyId, requestId);
    expect(await live).toMatchObject({ application: { id, status: 'new' }, propertyId });
    expect(await notificationsOf(t, landlord, 'applicationReceived')).toEqual([
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
    expect(await mailsTo(t, landlord)).toEqual([]);
  });

  it('keeps one live application per tenant and listing (409 AlreadyApplied)', async () => {
    const { propertyId } = await landlordWithListing(t);
    const { tenant, requestId } = await tenantWithRequest(t);
    await applied(t, tenant, propertyId, requestId);
    const again = await applyTo(t, tenant, propertyId, requestId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'AlreadyApplied' });
    const other = await tenantWithRequest(t);
    const otherRequest = await applyTo(t, tenant, propertyId, other.requestId);
    expect(otherRequest.statusCode).toBe(404);
  });

  it('takes a new application after the tenant withdrew, and after the landlord declined', async () => {
    const { landlord, propertyId } = await landlordWithListing(t);
    const { tenant, requestId, id } = await applicant(t, propertyId);
    expect((await withdraw(t, tenant, id)).statusCode).toBe(200);
    const second = await applied(t, tenant, propertyId, requestId);
    expect(second).not.toBe(id);
    expect((await applyTo(t, tenant, propertyId, requestId)).statusCode).toBe(409);
    expect((await moveTo(t, landlord, second, 'declined')).statusCode).toBe(200);
    expect((await applyTo(t, tenant, propertyId, requestId)).statusCode).toBe(201);
    expect((await pipeline(t, landlord, propertyId)).json().counts).toMatchObject({
      new: 1,
      withdrawn: 1,
      declined: 1,
    });
  });

  it('without the additional plan allows 3 live applications (402 on the 4th); a final one frees a place', async () => {
    const { tenant, requestId } = await tenantWithRequest(t);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push(await applied(t, tenant, (await landlordWithListing(t)).propertyId, requestId));
    const fourth = (await landlordWithListing(t)).propertyId;
    const refused = await applyTo(t, tenant, fourth, requestId);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().code).toBe('AdditionalPlanRequired');
    expect((await withdraw(t, tenant, ids[0]!)).statusCode).toBe(200);
    expect((await applyTo(t, tenant, fourth, requestId)).statusCode).toBe(201);
  });

  it('with the additional plan there is no limit of live applications', async () => {
    const { tenant, requestId } = await tenantWithRequest(t, { additionalPlan: true });
    for (let i = 0; i < 5; i++) await applied(t, tenant, (await landlordWithListing(t)).propertyId, requestId);
  });

  it('answers 404 for another tenant’s request, an unknown listing and one nobody may apply to', async () => {
    const { tenant, requestId } = await tenantWithRequest(t, { additionalPlan: true });
    const { propertyId } = await landlordWithListing(t);
    const stranger = await tenantWithRequest(t);
    expect((await applyTo(t, tenant, propertyId, stranger.requestId)).statusCode).toBe(404);
    expect((await applyTo(t, tenant, '00000000-0000-4000-8000-000000000000', requestId)).statusCode).toBe(404);
    expect((await applyTo(t, tenant, 'not-an-id', requestId)).statusCode).toBe(404);

    const db = t.database.db;
    const rented = await landlordWithListing(t);
    await db.update(properties).set({ status: 'rented' }).where(eq(properties.id, rented.propertyId));
    const deactivated = await landlordWithListing(t);
    await db.update(properties).set({ status: 'deactivated' }).where(eq(properties.id, deactivated.propertyId));
    const removed = await landlordWithListing(t);
    const admin = await createLoggedInUser(t.app, db, { role: 'admin' });
    await decide(t, { subjectType: 'property', subjectId: removed.propertyId, reporters: [admin], action: 'remove' });
    const blocked = await landlordWithListing(t);
    await db.update(users).set({ isBlocked: true }).where(eq(users.id, blocked.landlord.user.id));
    for (const listing of [rented, deactivated, removed, blocked]) {
      const res = await applyTo(t, tenant, listing.propertyId, requestId);
      expect(res.statusCode, listing.propertyId).toBe(404);
      expect(res.json().code).toBe('NotFound');
    }
    // The same tenant and request are fine where the listing is on offer.
    expect((await applyTo(t, tenant, propertyId, requestId)).statusCode).toBe(201);
  });

  it('answers 404 for a request landlords cannot see (paused or found): the pipeline would hide it', async () => {
    const { landlord, propertyId } = await landlordWithListing(t);
    for (const status of ['paused', 'found']) {
      const { tenant, requestId } = await tenantWithRequest(t, { fields: { status } });
      const res = await applyTo(t, tenant, propertyId, requestId);
      expect(res.statusCode, status).toBe(404);
    }
    expect((await pipeline(t, landlord, propertyId)).json()).toMatchObject({ total: 0, counts: { new: 0 } });
  });

  it('refuses landlords and admins (403)', async () => {
    const { landlord, propertyId } = await landlordWithListing(t);
    const { requestId } = await tenantWithRequest(t);
    const admin = await createLoggedInUser(t.app, t.database.db, { role: 'admin' });
    for (const who of [landlord, admin]) {
      const res = await applyTo(t, who, propertyId, requestId);
      expect(res.statusCode).toBe(403);
    }
    expect((await pipeline(t, landlord, propertyId)).json().total).toBe(0);
  });

  it('answers 400 ValidationFailed with the contract’s messages for an invalid body', async () => {
    const { tenant, requestId } = await tenantWithRequest(t);
    const { propertyId } = await landlordWithListing(t);
    const send = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/applications',
        headers: { ...tenant.headers, 'accept-language': 'en' },
        payload,
      });
    const missing = await send({ requestId });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'ValidationFailed',
      fields: { propertyId: messages.invalidValue.en },
    });
    const long = await send({ propertyId, requestId, message: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual({ message: messages.textTooLong.en });
    expect((await send({ propertyId, requestId, message: 'x'.repeat(2000) })).statusCode).toBe(201);
  });
});
