import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createLoggedInUser, PASSWORD, seedPostalCodes, type LoggedIn } from '../../../test/factories.ts';
import { book, invitedTenant, landlordWithListing, slotOf, slotsOf } from '../../../test/viewing-factories.ts';

let t: TestContext;
let admin: LoggedIn;

beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
  admin = await createLoggedInUser(t.app, t.database.db, { role: 'admin' });
});
afterAll(() => t.close());

/** A landlord's slot two days ahead, booked by an invited (German) tenant. */
async function bookedViewing(capacity = 1) {
  const { landlord, propertyId } = await landlordWithListing(t);
  const slotId = await slotOf(t, landlord, propertyId, 48, { capacity });
  const tenant = await invitedTenant(t, landlord, propertyId, 'de');
  const res = await book(t, tenant, slotId);
  expect(res.statusCode, res.body).toBe(201);
  return { landlord, tenant, propertyId, slotId, bookingId: res.json().id as string };
}

const notifications = async (who: LoggedIn) =>
  (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: who.headers })).json().items as {
    type: string;
    data: Record<string, unknown>;
  }[];

const viewings = async (who: LoggedIn, query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/viewings?${query}`, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as { id: string; status: string; cancelledBy: string | null }[];
};

const landlordsSlot = async (landlord: LoggedIn, propertyId: string, slotId: string) => {
  const res = await slotsOf(t, landlord, propertyId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items.find((s: { id: string }) => s.id === slotId) as { booked: number; capacity: number };
};

const adminAction = (path: string, userId: string, reason = 'Betrugsverdacht') =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/${path}/${userId}`,
    headers: admin.headers,
    payload: { reason, state: true },
  });

/** The tenant's CANCEL calendar mail, once the outbox delivered it. */
async function cancellationMail(tenant: LoggedIn) {
  await t.deliverMail();
  return t.smtp.mails.find(
    (m) => m.to.includes(tenant.user.email) && m.attachments.some((a) => a.contentType.includes('method=CANCEL')),
  );
}

describe('a member who leaves withdraws their viewings', () => {
  it('a blocked landlord’s booked slot is cancelled: the tenant is told in the centre and by a CANCEL calendar mail', async () => {
    const { landlord, tenant, bookingId } = await bookedViewing();
    const res = await adminAction('toggle-block', landlord.user.id);
    expect(res.statusCode, res.body).toBe(200);

    expect(await viewings(tenant, 'role=tenant&when=upcoming')).toEqual([]);
    const past = await viewings(tenant, 'role=tenant&when=past');
    expect(past.find((v) => v.id === bookingId)).toMatchObject({ status: 'cancelled', cancelledBy: 'landlord' });
    const told = (await notifications(tenant)).filter((n) => n.type === 'viewingCancelled');
    expect(told).toHaveLength(1);
    expect(told[0]!.data).toMatchObject({ bookingId, cancelledBy: 'landlord' });
    const mail = await cancellationMail(tenant);
    expect(mail, 'a mail with a CANCEL calendar file').toBeDefined();
    expect(mail!.attachments.find((a) => a.contentType.includes('method=CANCEL'))!.content.toString()).toContain(
      `UID:${bookingId}@mietmatch`,
    );
  });

  it('a tenant who deactivates their account gives the landlord’s slot its place back', async () => {
    const { landlord, tenant, propertyId, slotId, bookingId } = await bookedViewing();
    expect(await landlordsSlot(landlord, propertyId, slotId)).toMatchObject({ booked: 1 });
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/toggle-account-status',
      headers: tenant.headers,
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ isDeactivated: true });

    expect(await landlordsSlot(landlord, propertyId, slotId)).toMatchObject({ booked: 0 });
    const told = (await notifications(landlord)).filter((n) => n.type === 'viewingCancelled');
    expect(told.map((n) => n.data.bookingId)).toEqual([bookingId]);
    expect(await viewings(landlord, 'role=landlord&when=upcoming')).toEqual([]);
  });

  it('a soft-deleted tenant’s booking is cancelled too', async () => {
    const { landlord, tenant, propertyId, slotId } = await bookedViewing(2);
    expect((await adminAction('toggle-soft-delete', tenant.user.id)).statusCode).toBe(200);
    expect(await landlordsSlot(landlord, propertyId, slotId)).toMatchObject({ booked: 0, capacity: 2 });
    expect((await notifications(landlord)).some((n) => n.type === 'viewingCancelled')).toBe(true);
  });

  it('an erased tenant’s booking is cancelled and the landlord told before the account goes', async () => {
    const { landlord, tenant, propertyId, slotId, bookingId } = await bookedViewing();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: tenant.headers,
      payload: { password: PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await landlordsSlot(landlord, propertyId, slotId)).toMatchObject({ booked: 0 });
    const told = (await notifications(landlord)).filter((n) => n.type === 'viewingCancelled');
    expect(told.map((n) => n.data.bookingId)).toEqual([bookingId]);
  });
});
