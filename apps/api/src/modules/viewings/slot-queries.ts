import { and, asc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  properties,
  users,
  viewingBookings,
  viewingSlots,
  type PropertyRow,
  type UserRow,
  type ViewingBookingRow,
  type ViewingSlotRow,
} from '../../db/schema/index.ts';
import { isUuid } from '../../lib/uuid.ts';

/** The property row, locked: slots of one property are added one at a time (the overlap check holds). */
export async function lockProperty(db: Executor, id: string): Promise<PropertyRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(properties).where(eq(properties.id, id)).for('update');
  return row ?? null;
}

export async function findProperty(db: Executor, id: string): Promise<PropertyRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(properties).where(eq(properties.id, id)).limit(1);
  return row ?? null;
}

/** Whether a slot that is not cancelled shares a moment with [startsAt, endsAt) (touching ends do not). */
export async function overlapsSlot(db: Executor, propertyId: string, startsAt: Date, endsAt: Date) {
  const [row] = await db
    .select({ id: viewingSlots.id })
    .from(viewingSlots)
    .where(
      and(
        eq(viewingSlots.propertyId, propertyId),
        isNull(viewingSlots.cancelledAt),
        lt(viewingSlots.startsAt, endsAt),
        gt(viewingSlots.endsAt, startsAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertSlot(db: Executor, values: typeof viewingSlots.$inferInsert): Promise<ViewingSlotRow> {
  const [row] = await db.insert(viewingSlots).values(values).returning();
  return row!;
}

export async function findSlot(db: Executor, id: string): Promise<ViewingSlotRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(viewingSlots).where(eq(viewingSlots.id, id)).limit(1);
  return row ?? null;
}

/** Every slot of the property that is not cancelled, past and future, by start. */
export function ownerSlots(db: Executor, propertyId: string): Promise<ViewingSlotRow[]> {
  return db
    .select()
    .from(viewingSlots)
    .where(and(eq(viewingSlots.propertyId, propertyId), isNull(viewingSlots.cancelledAt)))
    .orderBy(asc(viewingSlots.startsAt), asc(viewingSlots.id));
}

/** The future slots a tenant may book: not cancelled, with a free place or already theirs. */
export function openSlotsFor(db: Executor, propertyId: string, tenantId: string, now: Date) {
  // Named in full: in a one-table select Drizzle leaves columns unqualified, and the subquery's own id would answer.
  const mine = sql<boolean>`exists (select 1 from ${viewingBookings} b where b.slot_id = "viewing_slots"."id"
    and b.tenant_id = ${tenantId} and b.status = 'booked')`;
  return db
    .select({ slot: viewingSlots, mine })
    .from(viewingSlots)
    .where(
      and(
        eq(viewingSlots.propertyId, propertyId),
        isNull(viewingSlots.cancelledAt),
        gt(viewingSlots.startsAt, now),
        or(lt(viewingSlots.booked, viewingSlots.capacity), mine),
      ),
    )
    .orderBy(asc(viewingSlots.startsAt), asc(viewingSlots.id));
}

/** The bookings an owner sees in slots: live, attended and no-show ones, with their tenants. */
export async function bookingsInSlots(
  db: Executor,
  slotIds: string[],
): Promise<{ booking: ViewingBookingRow; tenant: UserRow }[]> {
  if (slotIds.length === 0) return [];
  return db
    .select({ booking: viewingBookings, tenant: users })
    .from(viewingBookings)
    .innerJoin(users, eq(users.id, viewingBookings.tenantId))
    .where(and(inArray(viewingBookings.slotId, slotIds), ne(viewingBookings.status, 'cancelled')))
    .orderBy(asc(viewingBookings.bookedAt), asc(viewingBookings.id));
}

/** Cancels a slot that has not started and is not cancelled yet; null when it has or is. */
export async function cancelSlotRow(db: Executor, id: string, reason: string, now: Date) {
  const [row] = await db
    .update(viewingSlots)
    .set({ cancelledAt: now, cancelReason: reason })
    .where(and(eq(viewingSlots.id, id), isNull(viewingSlots.cancelledAt), gt(viewingSlots.startsAt, now)))
    .returning();
  return row ?? null;
}

/**
 * Takes a place in one conditional update: however many tenants ask for the last place at once, the
 * row lock lets one through and re-checks `booked < capacity` for the others. Null: full, started or cancelled.
 */
export async function takePlace(db: Executor, slotId: string, now: Date): Promise<ViewingSlotRow | null> {
  const [row] = await db
    .update(viewingSlots)
    .set({ booked: sql`${viewingSlots.booked} + 1` })
    .where(
      and(
        eq(viewingSlots.id, slotId),
        lt(viewingSlots.booked, viewingSlots.capacity),
        isNull(viewingSlots.cancelledAt),
        gt(viewingSlots.startsAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

export async function freePlace(db: Executor, slotId: string): Promise<void> {
  await db
    .update(viewingSlots)
    .set({ booked: sql`greatest(${viewingSlots.booked} - 1, 0)` })
    .where(eq(viewingSlots.id, slotId));
}

/** A member's future slots that are not cancelled (their withdrawal cancels them). */
export function futureSlotsOf(db: Executor, landlordId: string, now: Date): Promise<ViewingSlotRow[]> {
  return db
    .select()
    .from(viewingSlots)
    .where(
      and(eq(viewingSlots.landlordId, landlordId), isNull(viewingSlots.cancelledAt), gt(viewingSlots.startsAt, now)),
    );
}
