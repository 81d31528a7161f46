import { and, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  inboxes,
  properties,
  tenantRequests,
  users,
  viewingBookings,
  viewingInvitations,
  viewingSlots,
  type ViewingInvitationRow,
} from '../../db/schema/index.ts';
import { activeMemberCondition } from '../../db/members.ts';

/** A published request landlords can see (available, not moderated away). */
export async function hasVisibleRequest(db: Executor, tenantId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: tenantRequests.id })
    .from(tenantRequests)
    .where(
      and(
        eq(tenantRequests.userId, tenantId),
        eq(tenantRequests.status, 'available'),
        isNull(tenantRequests.moderation),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Whether the two members share a conversation (about anything). */
export async function haveInbox(db: Executor, a: string, b: string): Promise<boolean> {
  const [low, high] = a < b ? [a, b] : [b, a];
  const [row] = await db
    .select({ id: inboxes.id })
    .from(inboxes)
    .where(and(eq(inboxes.memberLow, low), eq(inboxes.memberHigh, high)))
    .limit(1);
  return row !== undefined;
}

/** The new invitation, or null when the pair has one already (also when two requests race). */
export async function insertInvitation(db: Executor, values: typeof viewingInvitations.$inferInsert) {
  const [row] = await db.insert(viewingInvitations).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/**
 * A tenant's invitation to view a property. `lock`: the row locked for the transaction, so one tenant's
 * bookings for one property are made one at a time and two requests at once become a booking and a move.
 */
export async function findInvitation(
  db: Executor,
  propertyId: string,
  tenantId: string,
  opts: { lock?: boolean } = {},
): Promise<ViewingInvitationRow | null> {
  const query = db
    .select()
    .from(viewingInvitations)
    .where(and(eq(viewingInvitations.propertyId, propertyId), eq(viewingInvitations.tenantId, tenantId)))
    .limit(1);
  const [row] = opts.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Future slots of the property with a free place. */
const openSlots = (now: Date) => sql<number>`(select count(*)::int from ${viewingSlots} s
  where s.property_id = ${viewingInvitations.propertyId} and s.cancelled_at is null
  and s.starts_at > ${now.toISOString()}::timestamptz and s.booked < s.capacity)`;
const liveBooking = sql<string | null>`(select b.id from ${viewingBookings} b
  where b.property_id = ${viewingInvitations.propertyId} and b.tenant_id = ${viewingInvitations.tenantId}
  and b.status = 'booked' limit 1)`;

/**
 * Invitations with what a tenant sees of them: from active landlords, of listings still offered
 * (not deactivated, not removed by moderation), newest first.
 */
export function invitationRows(db: Executor, where: { tenantId: string } | { id: string }, now: Date) {
  return db
    .select({
      invitation: viewingInvitations,
      property: properties,
      landlord: users,
      openSlots: openSlots(now),
      bookingId: liveBooking,
    })
    .from(viewingInvitations)
    .innerJoin(properties, eq(properties.id, viewingInvitations.propertyId))
    .innerJoin(users, eq(users.id, viewingInvitations.landlordId))
    .where(
      and(
        'id' in where ? eq(viewingInvitations.id, where.id) : eq(viewingInvitations.tenantId, where.tenantId),
        activeMemberCondition(),
        ne(properties.status, 'deactivated'),
        or(isNull(properties.moderation), ne(properties.moderation, 'removed')),
      ),
    )
    .orderBy(desc(viewingInvitations.createdAt), desc(viewingInvitations.id));
}
export type InvitationRow = Awaited<ReturnType<typeof invitationRows>>[number];

/** The open slots an invitation mail lists (at most `max`), soonest first. */
export function openSlotTimes(db: Executor, propertyId: string, now: Date, max = 10) {
  return db
    .select({ startsAt: viewingSlots.startsAt, endsAt: viewingSlots.endsAt })
    .from(viewingSlots)
    .where(
      and(
        eq(viewingSlots.propertyId, propertyId),
        isNull(viewingSlots.cancelledAt),
        gt(viewingSlots.startsAt, now),
        lt(viewingSlots.booked, viewingSlots.capacity),
      ),
    )
    .orderBy(viewingSlots.startsAt)
    .limit(max);
}
