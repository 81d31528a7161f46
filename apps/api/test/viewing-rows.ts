import { eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import {
  properties,
  viewingBookings,
  viewingSlots,
  type PropertyRow,
  type UserRow,
  type ViewingBookingRow,
  type ViewingSlotRow,
} from '../src/db/schema/index.ts';

/*
 * Viewing rows written straight into the tables, for tests of work that reads them (reminders,
 * calendar files) without going through the booking routes.
 */

const HOUR = 3_600_000;

/** A landlord's listing with a street address. */
export async function viewingProperty(db: Db, owner: UserRow, overrides: Partial<PropertyRow> = {}) {
  const [row] = await db
    .insert(properties)
    .values({
      ownerId: owner.id,
      firstName: owner.firstName,
      lastName: owner.lastName,
      email: owner.email,
      phoneNumber: '030 1234567',
      title: 'Altbau mit Stuck',
      address: 'Oranienstraße 12',
      postalCode: '10999',
      city: 'Berlin',
      rentCents: 120_000,
      ...overrides,
    })
    .returning();
  return row!;
}

/** A slot of the listing, one hour long unless told otherwise. */
export async function viewingSlot(
  db: Db,
  property: PropertyRow,
  startsAt: Date,
  overrides: Partial<Pick<ViewingSlotRow, 'endsAt' | 'capacity' | 'note' | 'createdAt'>> = {},
): Promise<ViewingSlotRow> {
  const [row] = await db
    .insert(viewingSlots)
    .values({
      propertyId: property.id,
      landlordId: property.ownerId,
      startsAt,
      endsAt: overrides.endsAt ?? new Date(startsAt.getTime() + HOUR),
      capacity: overrides.capacity ?? 1,
      note: overrides.note ?? null,
      ...(overrides.createdAt ? { createdAt: overrides.createdAt } : {}),
    })
    .returning();
  return row!;
}

/** A tenant's live booking of a slot, made at `at`; the slot's place is taken. */
export async function viewingBooking(db: Db, slot: ViewingSlotRow, tenant: UserRow, at: Date) {
  const [row] = await db
    .insert(viewingBookings)
    .values({
      slotId: slot.id,
      propertyId: slot.propertyId,
      tenantId: tenant.id,
      landlordId: slot.landlordId,
      bookedAt: at,
      updatedAt: at,
    })
    .returning();
  await db
    .update(viewingSlots)
    .set({ booked: sql`${viewingSlots.booked} + 1` })
    .where(eq(viewingSlots.id, slot.id));
  return row!;
}

/** The booking moved to another slot at `at`, as a move does: new slot, SEQUENCE + 1, to be reminded again. */
export async function moveViewingBooking(db: Db, booking: ViewingBookingRow, to: ViewingSlotRow, at: Date) {
  const [row] = await db
    .update(viewingBookings)
    .set({ slotId: to.id, sequence: sql`${viewingBookings.sequence} + 1`, updatedAt: at, remindedAt: null })
    .where(eq(viewingBookings.id, booking.id))
    .returning();
  return row!;
}

/** The booking cancelled at `at` by one side. */
export async function cancelViewingBooking(db: Db, booking: ViewingBookingRow, at: Date, by: 'tenant' | 'landlord') {
  await db
    .update(viewingBookings)
    .set({ status: 'cancelled', cancelledAt: at, cancelledBy: by, cancelReason: 'Termin passt nicht', updatedAt: at })
    .where(eq(viewingBookings.id, booking.id));
}
