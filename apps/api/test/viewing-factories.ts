import { expect } from 'vitest';
import type { TestContext } from './test-app.ts';
import { createLoggedInUser, type LoggedIn } from './factories.ts';
import { listProperty, postRequest } from './match-factories.ts';
import { viewingBookings, viewingInvitations, viewingSlots } from '../src/db/schema/index.ts';

const HOUR = 3_600_000;

/** A slot's times `hours` from the test clock's now, `minutes` long, as a client sends them (UTC). */
export function slotTimes(t: TestContext, hours: number, minutes = 30) {
  const start = new Date(Math.floor(t.clock.now().getTime() / HOUR) * HOUR + hours * HOUR);
  return { startsAt: start.toISOString(), endsAt: new Date(start.getTime() + minutes * 60_000).toISOString() };
}

/** A landlord with a listing of their own (the seeded postal codes must be there). */
export async function landlordWithListing(t: TestContext, fields: Record<string, string> = {}) {
  const landlord = await createLoggedInUser(t.app, t.database.db, { role: 'contractor', firstName: 'Volker' });
  const propertyId = await listProperty(t, landlord, fields);
  return { landlord, propertyId };
}

export function addSlot(t: TestContext, landlord: LoggedIn, propertyId: string, body: object) {
  return t.app.inject({
    method: 'POST',
    url: `/api/properties/${propertyId}/viewing-slots`,
    headers: landlord.headers,
    payload: { capacity: 1, ...body },
  });
}

/** A slot that must be accepted; answers its id. */
export async function slotOf(
  t: TestContext,
  landlord: LoggedIn,
  propertyId: string,
  hours: number,
  extra: { capacity?: number; note?: string; minutes?: number } = {},
): Promise<string> {
  const res = await addSlot(t, landlord, propertyId, { ...slotTimes(t, hours, extra.minutes), ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

export function invite(t: TestContext, landlord: LoggedIn, propertyId: string, tenantId: string, message?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/viewings/invitations',
    headers: landlord.headers,
    payload: { propertyId, tenantId, ...(message ? { message } : {}) },
  });
}

/** A tenant with a published request, invited to view the property. */
export async function invitedTenant(t: TestContext, landlord: LoggedIn, propertyId: string, language = 'en') {
  const tenant = await createLoggedInUser(t.app, t.database.db, {
    role: 'client',
    firstName: 'Mia',
    language: language as 'de' | 'en',
  });
  await postRequest(t, tenant);
  const res = await invite(t, landlord, propertyId, tenant.user.id);
  expect(res.statusCode, res.body).toBe(201);
  return tenant;
}

export function book(t: TestContext, tenant: LoggedIn, slotId: string) {
  return t.app.inject({ method: 'POST', url: `/api/viewing-slots/${slotId}/book`, headers: tenant.headers });
}

export function cancelViewing(t: TestContext, who: LoggedIn, bookingId: string, reason = 'Leider verhindert') {
  return t.app.inject({
    method: 'POST',
    url: `/api/viewings/${bookingId}/cancel`,
    headers: who.headers,
    payload: { reason },
  });
}

export async function slotsOf(t: TestContext, who: LoggedIn, propertyId: string) {
  return t.app.inject({ method: 'GET', url: `/api/properties/${propertyId}/viewing-slots`, headers: who.headers });
}

/**
 * A booking in a slot that has already started, written directly (the API takes no slot in the past):
 * for attendance and for what past viewings show.
 */
export async function pastBooking(
  t: TestContext,
  p: { propertyId: string; landlordId: string; tenantId: string; hoursAgo?: number },
) {
  const db = t.database.db;
  const startsAt = new Date(t.clock.now().getTime() - (p.hoursAgo ?? 2) * HOUR);
  const [slot] = await db
    .insert(viewingSlots)
    .values({
      propertyId: p.propertyId,
      landlordId: p.landlordId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + HOUR),
      capacity: 1,
      booked: 1,
    })
    .returning();
  await db
    .insert(viewingInvitations)
    .values({ propertyId: p.propertyId, landlordId: p.landlordId, tenantId: p.tenantId })
    .onConflictDoNothing();
  const [booking] = await db
    .insert(viewingBookings)
    .values({
      slotId: slot!.id,
      propertyId: p.propertyId,
      tenantId: p.tenantId,
      landlordId: p.landlordId,
      bookedAt: startsAt,
      updatedAt: startsAt,
    })
    .returning();
  return { slotId: slot!.id, bookingId: booking!.id };
}
