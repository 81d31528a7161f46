import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createLoggedInUser, seedPostalCodes } from '../../../test/factories.ts';
import {
  addSlot,
  book,
  invitedTenant,
  landlordWithListing,
  slotOf,
  slotsOf,
  slotTimes,
} from '../../../test/viewing-factories.ts';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
});
afterAll(() => t.close());

describe('adding viewing slots', () => {
  it('answers the slot to its owner, and refuses other landlords (404), tenants and admins (403)', async () => {
    const { landlord, propertyId } = await landlordWithListing(t);
    const res = await addSlot(t, landlord, propertyId, {
      ...slotTimes(t, 48),
      capacity: 3,
      note: 'Bei Müller klingeln',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ propertyId, capacity: 3, booked: 0, note: 'Bei Müller klingeln' });
    expect(res.json().startsAt).toBe(slotTimes(t, 48).startsAt);

    const other = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
    expect((await addSlot(t, other, propertyId, slotTimes(t, 72))).statusCode).toBe(404);
    const tenant = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
    expect((await addSlot(t, tenant, propertyId, slotTimes(t, 72))).statusCode).toBe(403);
    const admin = await createLoggedInUser(t.app, t.database.db, { role: 'admin' });
    expect((await addSlot(t, admin, propertyId, slotTimes(t, 72))).statusCode).toBe(403);
  });

  it('takes 30 minutes to 4 hours and 1 to 50 places', async () => {
    const { landlord, propertyId } = await landlordWithListing(t);
    const fields = async (body: object) => {
      const res = await addSlot(t, landlord, propertyId, body);
      return res.statusCode === 201 ? 201 : res.json().fields;
    };
    expect(await fields(slotTimes(t, 100, 29))).toEqual({ endsAt: expect.any(String) });
    expect(await fields(slotTimes(t, 110, 30))).toBe(201);
    expect(await fields(slotTimes(t, 120, 240))).toBe(201);
    expect(await fields(slotTimes(t, 130, 241))).toEqual({ endsAt: expect.any(String) });
    expect(await fields({ ...slotTimes(t, 140), capacity: 0 })).toEqual({ capacity: expect.any(String) });
    expect(await fields({ ...slotTimes(t, 150), capacity: 1 })).toBe(201);
    expect(await fields({ ...slotTimes(t, 160), capacity: 50 })).toBe(201);
    expect(await fields({ ...slotTimes(t, 170), capacity: 51 })).toEqual({ capacity: expect.any(String) });
  });

  it('refuses a start in the past by the clock (400 viewingSlotInPast)', async () => {
    const { landlord, propertyId } = await landlordWithListing(t);
    const res = await addSlot(t, landlord, propertyId, slotTimes(t, -1));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'ValidationFailed',
      fields: { startsAt: 'A viewing cannot start in the past.' },
    });
  });

  it('refuses a slot overlapping another of the property (409 SlotOverlap); touching ends are fine', async () => {
    const { landlord, propertyId } = await landlordWithListing(t);
    await slotOf(t, landlord, propertyId, 30, { minutes: 60 });
    const overlapping = await addSlot(t, landlord, propertyId, slotTimes(t, 30.5, 60));
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().code).toBe('SlotOverlap');
    expect((await addSlot(t, landlord, propertyId, slotTimes(t, 31, 30))).statusCode).toBe(201);
  });

  it('refuses the hour the clocks skip in spring, whatever the offset (400 viewingTimeNotInBerlin)', async () => {
    const { landlord, propertyId } = await landlordWithListing(t);
    for (const offset of ['+01:00', '+02:00']) {
      const res = await addSlot(t, landlord, propertyId, {
        startsAt: `2026-03-29T02:30:00${offset}`,
        endsAt: '2026-03-29T04:00:00+02:00',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.startsAt).toMatch(/Berlin/);
    }
  });
});

describe('the autumn hour that occurs twice', () => {
  it('keeps 02:30 summer time and 02:30 winter time apart: two slots an hour apart, no overlap', async () => {
    const { landlord, propertyId } = await landlordWithListing(t);
    // Back before the change of clocks (the test clock moves; it is put back afterwards).
    const back = Date.parse('2026-10-20T10:00:00Z') - t.clock.now().getTime();
    t.clock.advance(back);
    try {
      const summer = await addSlot(t, landlord, propertyId, {
        startsAt: '2026-10-25T02:30:00+02:00',
        endsAt: '2026-10-25T02:00:00+01:00',
      });
      const winter = await addSlot(t, landlord, propertyId, {
        startsAt: '2026-10-25T02:30:00+01:00',
        endsAt: '2026-10-25T03:00:00+01:00',
      });
      expect(summer.statusCode, summer.body).toBe(201);
      expect(winter.statusCode, winter.body).toBe(201);
      expect(summer.json().startsAt).toBe('2026-10-25T00:30:00.000Z');
      expect(winter.json().startsAt).toBe('2026-10-25T01:30:00.000Z');
    } finally {
      t.clock.advance(-back);
    }
  });
});

describe('listing slots', () => {
  it('shows the owner every slot with its bookings, an invited tenant the open ones, anyone else 404', async () => {
    const { landlord, propertyId } = await landlordWithListing(t);
    const full = await slotOf(t, landlord, propertyId, 24);
    const open = await slotOf(t, landlord, propertyId, 26, { capacity: 2 });
    const first = await invitedTenant(t, landlord, propertyId);
    const second = await invitedTenant(t, landlord, propertyId);
    expect((await book(t, first, full)).statusCode).toBe(201);

    const owner = (await slotsOf(t, landlord, propertyId)).json().items;
    expect(owner.map((s: { id: string }) => s.id)).toEqual([full, open]);
    expect(owner[0].bookings).toEqual([
      expect.objectContaining({ status: 'booked', tenant: expect.objectContaining({ id: first.user.id }) }),
    ]);

    const mine = (await slotsOf(t, first, propertyId)).json().items;
    expect(mine).toEqual([
      expect.objectContaining({ id: full, bookedByMe: true }),
      expect.objectContaining({ id: open, bookedByMe: false }),
    ]);
    expect(mine[0].bookings).toBeUndefined();
    const theirs = (await slotsOf(t, second, propertyId)).json().items;
    expect(theirs.map((s: { id: string }) => s.id)).toEqual([open]);

    const stranger = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
    expect((await slotsOf(t, stranger, propertyId)).statusCode).toBe(404);
    const otherLandlord = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
    expect((await slotsOf(t, otherLandlord, propertyId)).statusCode).toBe(404);
  });
});
