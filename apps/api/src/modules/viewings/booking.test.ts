import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createLoggedInUser, seedPostalCodes, type LoggedIn } from '../../../test/factories.ts';
import {
  book,
  cancelViewing,
  invite,
  invitedTenant,
  landlordWithListing,
  pastBooking,
  slotOf,
  slotsOf,
} from '../../../test/viewing-factories.ts';
import { closeAll, listen, next, open } from '../../realtime/test-sockets.ts';
import { inboxes } from '../../db/schema/index.ts';

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

const notifications = async (who: LoggedIn, type: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: who.headers }))
    .json()
    .items.filter((n: { type: string }) => n.type === type);
const slot = async (who: LoggedIn, propertyId: string, id: string) =>
  (await slotsOf(t, who, propertyId)).json().items.find((s: { id: string }) => s.id === id);
const mailsTo = async (who: LoggedIn) => {
  await t.deliverMail();
  return t.smtp.mails.filter((m) => m.to.includes(who.user.email));
};

describe('booking a viewing', () => {
  it('books a place: the landlord hears it live and in the notification centre, the tenant gets the calendar mail', async () => {
    const { landlord, propertyId } = await landlordWithListing(t, {
      address: 'Invalidenstraße 7',
      hideExactAddress: 'true',
    });
    const slotId = await slotOf(t, landlord, propertyId, 48, { note: 'Bei Müller klingeln' });
    const tenant = await invitedTenant(t, landlord, propertyId, 'de');
    const socket = await open(url, landlord.accessToken);
    const live = next<{ viewing: { id: string; tenant: { id: string } }; moved: boolean }>(socket, 'viewingBooked');

    const place = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/viewings/invitations', headers: tenant.headers })).json().items[0]
        .property;
    // The landlord hides the street: before a booking the tenant sees postal code and city only.
    expect(await place()).toMatchObject({ address: '', addressHidden: true, postalCode: '10115', city: 'Berlin' });

    const res = await book(t, tenant, slotId);
    expect(res.statusCode, res.body).toBe(201);
    const viewing = res.json();
    expect(await place()).toMatchObject({ address: 'Invalidenstraße 7', addressHidden: false });
    expect(viewing).toMatchObject({ slotId, propertyId, status: 'booked', sequence: 0, note: 'Bei Müller klingeln' });
    // With a booking the tenant sees the street.
    expect(viewing.property).toMatchObject({ address: 'Invalidenstraße 7', addressHidden: false });
    expect(await live).toMatchObject({ viewing: { id: viewing.id, tenant: { id: tenant.user.id } }, moved: false });
    expect(await notifications(landlord, 'viewingBooked')).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ bookingId: viewing.id, moved: false }) }),
    ]);
    const mail = await t.smtp.waitFor(tenant.user.email, (m) => m.subject.includes('gebucht'));
    expect(mail.text).toContain('Invalidenstraße 7, 10115 Berlin');
    expect(mail.raw).toMatch(/text\/calendar; charset=utf-8; method=REQUEST/i);
    expect((await slot(landlord, propertyId, slotId)).booked).toBe(1);

    // The same slot again changes nothing.
    const again = await book(t, tenant, slotId);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ id: viewing.id, sequence: 0 });
    expect((await slot(landlord, propertyId, slotId)).booked).toBe(1);
  });

  it('moves the live booking to another slot: the same booking, SEQUENCE + 1, the old place free', async () => {
    const { landlord, propertyId } = await landlordWithListing(t);
    const first = await slotOf(t, landlord, propertyId, 48);
    const second = await slotOf(t, landlord, propertyId, 50);
    const tenant = await invitedTenant(t, landlord, propertyId);
    const booked = (await book(t, tenant, first)).json();
    const moved = await book(t, tenant, second);
    expect(moved.statusCode).toBe(201);
    expect(moved.json()).toMatchObject({ id: booked.id, slotId: second, sequence: 1, status: 'booked' });
    expect((await slot(landlord, propertyId, first)).booked).toBe(0);
    expect((await slot(landlord, propertyId, second)).booked).toBe(1);
    expect(
      (await notifications(landlord, 'viewingBooked')).map((n: { data: { moved: boolean } }) => n.data.moved),
    ).toEqual([true, false]);
    await t.smtp.waitFor(tenant.user.email, (m) => m.subject.includes('Viewing moved'));
  });

  it('answers 409 SlotFull for a full slot, 409 SlotStarted for a cancelled one, 404 without an invitation', async () => {
    const { landlord, propertyId } = await landlordWithListing(t);
    const slotId = await slotOf(t, landlord, propertyId, 48);
    const first = await invitedTenant(t, landlord, propertyId);
    const second = await invitedTenant(t, landlord, propertyId);
    expect((await book(t, first, slotId)).statusCode).toBe(201);
    const full = await book(t, second, slotId);
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('SlotFull');

    const stranger = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
    expect((await book(t, stranger, slotId)).statusCode).toBe(404);
    expect((await book(t, landlord, slotId)).statusCode).toBe(403);

    const other = await slotOf(t, landlord, propertyId, 60);
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/viewing-slots/${other}`,
      headers: landlord.headers,
      payload: { reason: 'Termin entfällt' },
    });
    expect(cancelled.statusCode).toBe(200);
    const late = await book(t, second, other);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('SlotStarted');
  });
});

describe('the thread', () => {
  it('shows the invitation, the booking, the move and the cancellation as cards', async () => {
    const { landlord, propertyId } = await landlordWithListing(t);
    const [first, second] = [await slotOf(t, landlord, propertyId, 48), await slotOf(t, landlord, propertyId, 50)];
    const tenant = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
    const [low, high] = [landlord.user.id, tenant.user.id].sort();
    const [inbox] = await t.database.db
      .insert(inboxes)
      .values({
        starterId: tenant.user.id,
        recipientId: landlord.user.id,
        memberLow: low!,
        memberHigh: high!,
        subjectType: 'property',
        subjectId: propertyId,
      })
      .returning();
    expect((await invite(t, landlord, propertyId, tenant.user.id)).statusCode).toBe(201);
    const booking = (await book(t, tenant, first)).json();
    await book(t, tenant, second);
    await cancelViewing(t, landlord, booking.id, 'Wasserschaden');

    const res = await t.app.inject({ method: 'GET', url: `/api/inquiry/thread/${inbox!.id}`, headers: tenant.headers });
    const cards = res
      .json()
      .messages.map((m: { senderId: string; viewing?: { event: string; reason: string | null } }) => [
        m.viewing?.event,
        m.senderId === tenant.user.id ? 'tenant' : 'landlord',
        m.viewing?.reason ?? null,
      ]);
    expect(cards).toEqual([
      ['invited', 'landlord', null],
      ['booked', 'tenant', null],
      ['moved', 'tenant', null],
      ['cancelled', 'landlord', 'Wasserschaden'],
    ]);
  });
});

describe('cancelling', () => {
  it('lets the tenant cancel: the landlord is told, the place is free, the tenant gets a CANCEL file; not twice', async () => {
    const { landlord, propertyId } = await landlordWithListing(t);
    const slotId = await slotOf(t, landlord, propertyId, 48);
    const tenant = await invitedTenant(t, landlord, propertyId);
    const booking = (await book(t, tenant, slotId)).json();
    const socket = await open(url, landlord.accessToken);
    const live = next<{ viewing: { id: string; status: string }; reason: string }>(socket, 'viewingCancelled');

    const res = await cancelViewing(t, tenant, booking.id, 'Krank');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'tenant',
      cancelReason: 'Krank',
      sequence: 1,
    });
    expect(await live).toMatchObject({ viewing: { id: booking.id, status: 'cancelled' }, reason: 'Krank' });
    expect(await notifications(landlord, 'viewingCancelled')).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ bookingId: booking.id, reason: 'Krank' }) }),
    ]);
    expect((await slot(landlord, propertyId, slotId)).booked).toBe(0);
    const mail = await t.smtp.waitFor(tenant.user.email, (m) => m.subject.includes('cancelled'));
    expect(mail.raw).toMatch(/method=CANCEL/i);

    const twice = await cancelViewing(t, landlord, booking.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('SlotStarted');
    const stranger = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
    expect((await cancelViewing(t, stranger, booking.id)).statusCode).toBe(404);
  });

  it('cancels a slot with every booking in it: each tenant is told with the reason; a cancelled slot → 409', async () => {
    const { landlord, propertyId } = await landlordWithListing(t);
    const slotId = await slotOf(t, landlord, propertyId, 48, { capacity: 2 });
    const tenants = [await invitedTenant(t, landlord, propertyId), await invitedTenant(t, landlord, propertyId)];
    for (const tenant of tenants) expect((await book(t, tenant, slotId)).statusCode).toBe(201);
    const remove = () =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/viewing-slots/${slotId}`,
        headers: landlord.headers,
        payload: { reason: 'Wohnung vergeben' },
      });
    expect((await remove()).statusCode).toBe(200);
    for (const tenant of tenants) {
      expect(await notifications(tenant, 'viewingCancelled')).toEqual([
        expect.objectContaining({
          data: expect.objectContaining({ reason: 'Wohnung vergeben', cancelledBy: 'landlord' }),
        }),
      ]);
      expect((await mailsTo(tenant)).filter((m) => /method=CANCEL/i.test(m.raw))).toHaveLength(1);
    }
    expect((await slotsOf(t, landlord, propertyId)).json().items).toEqual([]);
    const again = await remove();
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('SlotStarted');
  });

  it('withdraws a member who leaves: their slots and bookings are cancelled and the other side is told', async () => {
    const { landlord, propertyId } = await landlordWithListing(t);
    const slotId = await slotOf(t, landlord, propertyId, 48);
    const tenant = await invitedTenant(t, landlord, propertyId);
    expect((await book(t, tenant, slotId)).statusCode).toBe(201);
    expect(await t.app.viewings.withdrawMember(landlord.user.id)).toBe(1);
    expect(await notifications(tenant, 'viewingCancelled')).toHaveLength(1);
    expect(await t.app.viewings.withdrawMember(landlord.user.id)).toBe(0);

    const other = await landlordWithListing(t);
    const otherSlot = await slotOf(t, other.landlord, other.propertyId, 48);
    const leaving = await invitedTenant(t, other.landlord, other.propertyId);
    expect((await book(t, leaving, otherSlot)).statusCode).toBe(201);
    expect(await t.app.viewings.withdrawMember(leaving.user.id)).toBe(1);
    expect((await slot(other.landlord, other.propertyId, otherSlot)).booked).toBe(0);
    expect(await notifications(other.landlord, 'viewingCancelled')).toHaveLength(1);
  });

  it('tells a booked tenant live when the landlord cancels the slot, and leaves a started slot as it was (409)', async () => {
    const { landlord, propertyId } = await landlordWithListing(t);
    const slotId = await slotOf(t, landlord, propertyId, 30);
    const tenant = await invitedTenant(t, landlord, propertyId);
    const { id: bookingId } = (await book(t, tenant, slotId)).json();
    const socket = await open(url, tenant.accessToken);
    const live = next<{ viewing: { id: string; status: string }; reason: string }>(socket, 'viewingCancelled');
    const cancelSlot = (id: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/viewing-slots/${id}`,
        headers: landlord.headers,
        payload: { reason: 'Heizung defekt' },
      });
    expect((await cancelSlot(slotId)).statusCode).toBe(200);
    expect(await live).toMatchObject({ viewing: { id: bookingId, status: 'cancelled' }, reason: 'Heizung defekt' });

    const started = await pastBooking(t, { propertyId, landlordId: landlord.user.id, tenantId: tenant.user.id });
    const refused = await cancelSlot(started.slotId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('SlotStarted');
    expect((await cancelViewing(t, tenant, started.bookingId)).json().code).toBe('SlotStarted');
    const past = await t.app.inject({ method: 'GET', url: '/api/viewings?when=past', headers: tenant.headers });
    expect(past.json().items.find((v: { id: string }) => v.id === started.bookingId)).toMatchObject({
      status: 'booked',
    });
  });
});
