import { asc, eq, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { properties, viewingBookings, viewingInvitations, viewingSlots } from '../../db/schema/index.ts';

/** The member's viewings for the export: slots offered, invitations either way, bookings on either side. */
export async function ownViewings(db: Executor, userId: string) {
  const [slots, invitations, bookings] = await Promise.all([
    db
      .select({ slot: viewingSlots, propertyTitle: properties.title })
      .from(viewingSlots)
      .innerJoin(properties, eq(properties.id, viewingSlots.propertyId))
      .where(eq(viewingSlots.landlordId, userId))
      .orderBy(asc(viewingSlots.startsAt), asc(viewingSlots.id)),
    db
      .select({ invitation: viewingInvitations, propertyTitle: properties.title })
      .from(viewingInvitations)
      .innerJoin(properties, eq(properties.id, viewingInvitations.propertyId))
      .where(or(eq(viewingInvitations.landlordId, userId), eq(viewingInvitations.tenantId, userId)))
      .orderBy(asc(viewingInvitations.createdAt), asc(viewingInvitations.id)),
    db
      .select({
        booking: viewingBookings,
        propertyTitle: properties.title,
        startsAt: viewingSlots.startsAt,
        endsAt: viewingSlots.endsAt,
      })
      .from(viewingBookings)
      .innerJoin(viewingSlots, eq(viewingSlots.id, viewingBookings.slotId))
      .innerJoin(properties, eq(properties.id, viewingBookings.propertyId))
      .where(or(eq(viewingBookings.tenantId, userId), eq(viewingBookings.landlordId, userId)))
      .orderBy(asc(viewingSlots.startsAt), asc(viewingBookings.id)),
  ]);
  return { slots, invitations, bookings };
}
