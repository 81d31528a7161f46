import type { Viewing, ViewingInvitation, ViewingPerson, ViewingSlot } from '@mietmatch/contract';
import type { PropertyRow, UserRow, ViewingBookingRow, ViewingSlotRow } from '../../db/schema/index.ts';
import { avatarUrls } from '../users/index.ts';
import { presentViewingPlace, type AddressView } from '../properties/index.ts';
import type { InvitationRow } from './invitation-queries.ts';

/** A booking with everything a viewing shows. */
export interface ViewingRecord {
  booking: ViewingBookingRow;
  slot: ViewingSlotRow;
  property: PropertyRow;
  tenant: UserRow;
  landlord: UserRow;
}

function presentPerson(user: UserRow): ViewingPerson {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    avatarUrl: avatarUrls(user.avatarKey).avatarUrl,
  };
}

/** "Invalidenstraße 1, 10115 Berlin": the place as mails and calendar files name it. */
export function fullAddress(p: PropertyRow): string {
  return [p.address, [p.postalCode, p.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

export function presentSlot(slot: ViewingSlotRow, extras: Pick<ViewingSlot, 'bookings' | 'bookedByMe'> = {}) {
  return {
    id: slot.id,
    propertyId: slot.propertyId,
    startsAt: slot.startsAt.toISOString(),
    endsAt: slot.endsAt.toISOString(),
    capacity: slot.capacity,
    booked: slot.booked,
    note: slot.note,
    ...extras,
  } satisfies ViewingSlot;
}

export function presentSlotBooking(booking: ViewingBookingRow, tenant: UserRow) {
  return {
    id: booking.id,
    status: booking.status,
    tenant: presentPerson(tenant),
    bookedAt: booking.bookedAt.toISOString(),
  };
}

/** A viewing as its reader sees it: the street as the listing's address rule (`addressViews`) allows. */
export function presentViewing(r: ViewingRecord, view: AddressView): Viewing {
  const { booking, slot, property } = r;
  return {
    id: booking.id,
    slotId: booking.slotId,
    propertyId: booking.propertyId,
    status: booking.status,
    startsAt: slot.startsAt.toISOString(),
    endsAt: slot.endsAt.toISOString(),
    note: slot.note,
    sequence: booking.sequence,
    property: presentViewingPlace(property, view),
    tenant: presentPerson(r.tenant),
    landlord: presentPerson(r.landlord),
    cancelReason: booking.cancelReason,
    cancelledBy: booking.cancelledBy,
    bookedAt: booking.bookedAt.toISOString(),
  };
}

export function presentInvitation(row: InvitationRow, view: AddressView): ViewingInvitation {
  const { invitation, property } = row;
  return {
    id: invitation.id,
    propertyId: invitation.propertyId,
    tenantId: invitation.tenantId,
    landlordId: invitation.landlordId,
    message: invitation.message,
    createdAt: invitation.createdAt.toISOString(),
    property: presentViewingPlace(property, view),
    landlord: presentPerson(row.landlord),
    bookingId: row.bookingId,
    openSlots: Number(row.openSlots),
  };
}
