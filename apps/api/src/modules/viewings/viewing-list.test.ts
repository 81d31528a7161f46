import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { seedPostalCodes, type LoggedIn } from '../../../test/factories.ts';
import {
  book,
  cancelViewing,
  invitedTenant,
  landlordWithListing,
  pastBooking,
  slotOf,
} from '../../../test/viewing-factories.ts';
import { viewingBookings } from '../../db/schema/index.ts';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
});
afterAll(() => t.close());

const viewings = async (who: LoggedIn, query = '') =>
  (await t.app.inject({ method: 'GET', url: `/api/viewings${query}`, headers: who.headers })).json();
const attendance = (who: LoggedIn, bookingId: string, attended: boolean) =>
  t.app.inject({
    method: 'POST',
    url: `/api/viewings/${bookingId}/attendance`,
    headers: who.headers,
    payload: { attended },
  });
const ics = (who: LoggedIn, bookingId: string) =>
  t.app.inject({ method: 'GET', url: `/api/viewings/${bookingId}/ics`, headers: who.headers });

/** The calendar file as a calendar reads it, its time zone registered from the file itself. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (zone) ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    tzid: vevent.getFirstProperty('dtstart')!.getParameter('tzid'),
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    location: event.location,
  };
}

describe('my viewings', () => {
  it('lists upcoming (soonest first) and past (latest first) on the caller’s side; the other side is empty', async () => {
    const { landlord, propertyId } = await landlordWithListing(t);
    const later = await slotOf(t, landlord, propertyId, 72);
    const tenant = await invitedTenant(t, landlord, propertyId);
    const other = await landlordWithListing(t);
    const sooner = await slotOf(t, other.landlord, other.propertyId, 24);
    await t.app.inject({
      method: 'POST',
      url: '/api/viewings/invitations',
      headers: other.landlord.headers,
      payload: { propertyId: other.propertyId, tenantId: tenant.user.id },
    });
    const a = (await book(t, tenant, later)).json();
    const b = (await book(t, tenant, sooner)).json();
    const third = await landlordWithListing(t);
    const old = await pastBooking(t, {
      propertyId: third.propertyId,
      landlordId: third.landlord.user.id,
      tenantId: tenant.user.id,
      hoursAgo: 5,
    });

    const upcoming = await viewings(tenant);
    expect(upcoming).toMatchObject({ total: 2, page: 1 });
    expect(upcoming.items.map((v: { id: string }) => v.id)).toEqual([b.id, a.id]);
    await cancelViewing(t, tenant, a.id);
    const past = await viewings(tenant, '?when=past');
    expect(past.items.map((v: { id: string }) => v.id)).toEqual([a.id, old.bookingId]);
    expect((await viewings(tenant, '?role=landlord')).items).toEqual([]);
    const landlords = await viewings(other.landlord);
    expect(landlords.items.map((v: { id: string }) => v.id)).toEqual([b.id]);
    expect(landlords.items[0].tenant.id).toBe(tenant.user.id);
  });
});

describe('attendance', () => {
  it('is marked by the landlord once the slot started: attended or no-show; before → 409, cancelled → 409', async () => {
    const { landlord, propertyId } = await landlordWithListing(t);
    const slotId = await slotOf(t, landlord, propertyId, 48);
    const tenant = await invitedTenant(t, landlord, propertyId);
    const future = (await book(t, tenant, slotId)).json();
    const early = await attendance(landlord, future.id, true);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('ViewingNotStarted');
    expect((await attendance(tenant, future.id, true)).statusCode).toBe(403);

    const other = await landlordWithListing(t);
    const past = await pastBooking(t, {
      propertyId: other.propertyId,
      landlordId: other.landlord.user.id,
      tenantId: tenant.user.id,
    });
    expect((await attendance(other.landlord, past.bookingId, false)).json()).toMatchObject({ status: 'noShow' });
    expect((await attendance(other.landlord, past.bookingId, true)).json()).toMatchObject({ status: 'attended' });
    expect((await attendance(landlord, past.bookingId, true)).statusCode).toBe(404);

    // A viewing cancelled (here directly, after its start) cannot be marked.
    const gone = await landlordWithListing(t);
    const landlordId = gone.landlord.user.id;
    const cancelled = await pastBooking(t, { propertyId: gone.propertyId, landlordId, tenantId: tenant.user.id });
    await t.database.db
      .update(viewingBookings)
      .set({ status: 'cancelled' })
      .where(eq(viewingBookings.id, cancelled.bookingId));
    const refused = await attendance(gone.landlord, cancelled.bookingId, true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('SlotStarted');
  });
});

describe('the calendar file', () => {
  it('is an RFC 5545 invitation in Berlin time with a UID stable across a move, a rising SEQUENCE, CANCEL at the end', async () => {
    const { landlord, propertyId } = await landlordWithListing(t, { address: 'Invalidenstraße 7' });
    const first = await slotOf(t, landlord, propertyId, 48);
    const second = await slotOf(t, landlord, propertyId, 52, { minutes: 60 });
    const tenant = await invitedTenant(t, landlord, propertyId);
    const booking = (await book(t, tenant, first)).json();

    const res = await ics(tenant, booking.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(`viewing-${booking.id}.ics`);
    const booked = parse(res.body);
    expect(booked).toMatchObject({
      method: 'REQUEST',
      uid: `${booking.id}@mietmatch`,
      sequence: 0,
      tzid: 'Europe/Berlin',
    });
    expect(booked.start).toBe(booking.startsAt);
    expect(booked.location).toBe('Invalidenstraße 7, 10115 Berlin');

    const moved = (await book(t, tenant, second)).json();
    const afterMove = parse((await ics(landlord, booking.id)).body);
    expect(afterMove).toMatchObject({ method: 'REQUEST', uid: booked.uid, sequence: 1 });
    expect([afterMove.start, afterMove.end]).toEqual([moved.startsAt, moved.endsAt]);

    await cancelViewing(t, landlord, booking.id);
    expect(parse((await ics(tenant, booking.id)).body)).toMatchObject({
      method: 'CANCEL',
      uid: booked.uid,
      sequence: 2,
    });

    const stranger = await invitedTenant(t, landlord, propertyId);
    expect((await ics(stranger, booking.id)).statusCode).toBe(404);
  });
});
