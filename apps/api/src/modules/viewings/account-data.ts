import { asc, eq, or } from 'drizzle-orm';
import type { AccountExport } from '@mietmatch/contract';
import type { Executor } from '../../db/client.ts';
import { properties, viewingBookings, viewingInvitations, viewingSlots } from '../../db/schema/index.ts';
import { isoOrNull, type AccountPart, type ExportContext } from '../../platform/account-part.ts';
import type { ViewingService } from './service.ts';

/** The member's viewings for the export: slots offered, invitations either way, bookings on either side. */
async function ownViewings(db: Executor, userId: string) {
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

type Viewings = Awaited<ReturnType<typeof ownViewings>>;

/** The other member of each invitation and booking (their names are looked up with the others'). */
function viewingMemberIds(v: Viewings, me: string): string[] {
  return [
    ...v.invitations.map(({ invitation: i }) => (i.landlordId === me ? i.tenantId : i.landlordId)),
    ...v.bookings.map(({ booking: b }) => (b.landlordId === me ? b.tenantId : b.landlordId)),
  ];
}

/**
 * The member's viewings as the app showed them: the other side by id and the name the app displayed
 * (as in conversations), never their contact details; the reminder bookkeeping stays out.
 */
function presentViewings(v: Viewings, { me, member }: ExportContext): AccountExport['viewings'] {
  return {
    slots: v.slots.map(({ slot, propertyTitle }) => ({
      id: slot.id,
      propertyId: slot.propertyId,
      propertyTitle,
      startsAt: slot.startsAt.toISOString(),
      endsAt: slot.endsAt.toISOString(),
      capacity: slot.capacity,
      booked: slot.booked,
      note: slot.note,
      createdAt: slot.createdAt.toISOString(),
      cancelledAt: isoOrNull(slot.cancelledAt),
      cancelReason: slot.cancelReason,
    })),
    invitations: v.invitations.map(({ invitation: i, propertyTitle }) => {
      const sent = i.landlordId === me;
      return {
        id: i.id,
        direction: sent ? ('sent' as const) : ('received' as const),
        propertyId: i.propertyId,
        propertyTitle,
        otherMember: member(sent ? i.tenantId : i.landlordId),
        message: i.message,
        createdAt: i.createdAt.toISOString(),
      };
    }),
    bookings: v.bookings.map(({ booking: b, propertyTitle, startsAt, endsAt }) => {
      const asLandlord = b.landlordId === me;
      return {
        id: b.id,
        as: asLandlord ? ('landlord' as const) : ('tenant' as const),
        propertyId: b.propertyId,
        propertyTitle,
        otherMember: member(asLandlord ? b.tenantId : b.landlordId),
        status: b.status,
        startsAt: startsAt.toISOString(),
        endsAt: endsAt.toISOString(),
        bookedAt: b.bookedAt.toISOString(),
        cancelledAt: isoOrNull(b.cancelledAt),
        cancelReason: b.cancelReason,
        cancelledBy: b.cancelledBy,
      };
    }),
  };
}

/** The viewings go with the account (by cascade), but first the other side of each is told. */
export function viewingsAccountData(service: Pick<ViewingService, 'withdrawMember'>): AccountPart {
  return {
    async export(db, memberId) {
      const viewings = await ownViewings(db, memberId);
      return {
        members: viewingMemberIds(viewings, memberId),
        present: (ctx) => ({ viewings: presentViewings(viewings, ctx) }),
      };
    },
    erase: {
      // Only admins can be refused an erasure (the last admin), and admins have no viewings.
      async beforeTransaction(memberId) {
        await service.withdrawMember(memberId);
      },
    },
  };
}
