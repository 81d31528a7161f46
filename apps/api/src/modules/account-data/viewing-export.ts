import type { AccountExport } from '@mietmatch/contract';
import type { ownViewings } from './viewing-queries.ts';

type Viewings = Awaited<ReturnType<typeof ownViewings>>;
type Member = (id: string) => { id: string; name: string } | null;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The other member of each invitation and booking (their names are looked up with the others'). */
export function viewingMemberIds(v: Viewings, me: string): string[] {
  return [
    ...v.invitations.map(({ invitation: i }) => (i.landlordId === me ? i.tenantId : i.landlordId)),
    ...v.bookings.map(({ booking: b }) => (b.landlordId === me ? b.tenantId : b.landlordId)),
  ];
}

/**
 * The member's viewings as the app showed them: the other side by id and the name the app displayed
 * (as in conversations), never their contact details; the reminder bookkeeping stays out.
 */
export function presentViewingExport(v: Viewings, me: string, member: Member): AccountExport['viewings'] {
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
      cancelledAt: iso(slot.cancelledAt),
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
        cancelledAt: iso(b.cancelledAt),
        cancelReason: b.cancelReason,
        cancelledBy: b.cancelledBy,
      };
    }),
  };
}
