import { and, asc, count, desc, eq, gt, inArray, lte, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { properties, viewingBookings, viewingSlots, type ViewingBookingRow } from '../../db/schema/index.ts';

export async function findLiveBooking(db: Executor, propertyId: string, tenantId: string) {
  const [row] = await db
    .select()
    .from(viewingBookings)
    .where(
      and(
        eq(viewingBookings.propertyId, propertyId),
        eq(viewingBookings.tenantId, tenantId),
        eq(viewingBookings.status, 'booked'),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertBooking(db: Executor, values: typeof viewingBookings.$inferInsert) {
  const [row] = await db.insert(viewingBookings).values(values).returning();
  return row!;
}

/** A move keeps the booking (its calendar UID): new slot, SEQUENCE + 1, the reminder due again. */
export async function moveBookingRow(db: Executor, id: string, slotId: string, now: Date) {
  const [row] = await db
    .update(viewingBookings)
    .set({ slotId, sequence: sql1(viewingBookings.sequence), updatedAt: now, remindedAt: null })
    .where(and(eq(viewingBookings.id, id), eq(viewingBookings.status, 'booked')))
    .returning();
  return row ?? null;
}

/** Cancels a live booking; null when it is not live (any more). */
export async function cancelBookingRow(
  db: Executor,
  id: string,
  by: 'tenant' | 'landlord',
  reason: string,
  now: Date,
): Promise<ViewingBookingRow | null> {
  const [row] = await db
    .update(viewingBookings)
    .set({
      status: 'cancelled',
      cancelledAt: now,
      cancelReason: reason,
      cancelledBy: by,
      sequence: sql1(viewingBookings.sequence),
      updatedAt: now,
    })
    .where(and(eq(viewingBookings.id, id), eq(viewingBookings.status, 'booked')))
    .returning();
  return row ?? null;
}

export async function setAttendanceRow(db: Executor, id: string, attended: boolean, now: Date) {
  const [row] = await db
    .update(viewingBookings)
    .set({ status: attended ? 'attended' : 'noShow', updatedAt: now })
    .where(and(eq(viewingBookings.id, id), ne(viewingBookings.status, 'cancelled')))
    .returning();
  return row ?? null;
}

export function liveBookingsInSlots(db: Executor, slotIds: string[]): Promise<ViewingBookingRow[]> {
  if (slotIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(viewingBookings)
    .where(and(inArray(viewingBookings.slotId, slotIds), eq(viewingBookings.status, 'booked')));
}

/** A tenant's live bookings whose slot has not started (their withdrawal cancels them). */
export async function futureBookingsOf(db: Executor, tenantId: string, now: Date): Promise<ViewingBookingRow[]> {
  const rows = await db
    .select({ booking: viewingBookings })
    .from(viewingBookings)
    .innerJoin(viewingSlots, eq(viewingSlots.id, viewingBookings.slotId))
    .where(
      and(eq(viewingBookings.tenantId, tenantId), eq(viewingBookings.status, 'booked'), gt(viewingSlots.startsAt, now)),
    );
  return rows.map((r) => r.booking);
}

const recordColumns = { booking: viewingBookings, slot: viewingSlots, property: properties };

/** Bookings with their slot and property, as a viewing is shown. */
export function viewingRows(db: Executor, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(recordColumns)
    .from(viewingBookings)
    .innerJoin(viewingSlots, eq(viewingSlots.id, viewingBookings.slotId))
    .innerJoin(properties, eq(properties.id, viewingBookings.propertyId))
    .where(inArray(viewingBookings.id, ids));
}

/**
 * A page of one member's viewings on one side. Upcoming: live and not over, soonest first; past:
 * the rest, latest first.
 */
export async function viewingPage(
  db: Executor,
  opts: { userId: string; side: 'tenant' | 'landlord'; when: 'upcoming' | 'past'; now: Date },
  page: number,
  pageSize: number,
) {
  const who =
    opts.side === 'tenant' ? eq(viewingBookings.tenantId, opts.userId) : eq(viewingBookings.landlordId, opts.userId);
  const upcoming = and(eq(viewingBookings.status, 'booked'), gt(viewingSlots.endsAt, opts.now));
  const when: SQL | undefined =
    opts.when === 'upcoming' ? upcoming : or(ne(viewingBookings.status, 'booked'), lte(viewingSlots.endsAt, opts.now));
  const where = and(who, when);
  const order =
    opts.when === 'upcoming'
      ? [asc(viewingSlots.startsAt), asc(viewingBookings.id)]
      : [desc(viewingSlots.startsAt), desc(viewingBookings.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select(recordColumns)
      .from(viewingBookings)
      .innerJoin(viewingSlots, eq(viewingSlots.id, viewingBookings.slotId))
      .innerJoin(properties, eq(properties.id, viewingBookings.propertyId))
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: count() })
      .from(viewingBookings)
      .innerJoin(viewingSlots, eq(viewingSlots.id, viewingBookings.slotId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A counter raised by one. */
function sql1(column: AnyColumn) {
  return sql`${column} + 1`;
}
