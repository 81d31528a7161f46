import type { Viewing, ViewingInvitation, ViewingPerson, ViewingSlot } from '@mietmatch/contract';
import type { PropertyRow, UserRow, ViewingBookingRow, ViewingSlotRow } from '../../db/schema/index.ts';
import { avatarUrls } from '../auth/presenter.ts';
import type { InvitationRow } from './invitation-queries.ts';

/** A booking with everything a viewing shows. */
export interface ViewingRecord {
  booking: ViewingBookingRow;
  slot: ViewingSlotRow;
  property: PropertyRow;
  tenant: UserRow;
  landlord: UserRow;
}

export function presentPerson(user: UserRow): ViewingPerson {
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

/** A tenant with a booking (live or attended) sees the street; the landlord always does. */
const bookingShowsStreet = (status: ViewingBookingRow['status']) => status === 'booked' || status === 'attended';

function presentPlace(p: PropertyRow, hidden: boolean) {
  return {
    id: p.id,
    title: p.title,
    address: hidden ? '' : p.address,
    postalCode: p.postalCode,
    city: p.city,
    district: null,
    addressHidden: hidden,
  };
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

/** A viewing as `viewerId` sees it (the street hidden from a tenant without a booking when the landlord asks so). */
export function presentViewing(r: ViewingRecord, viewerId: string): Viewing {
  const { booking, slot, property } = r;
  const hidden = property.hideExactAddress && viewerId !== property.ownerId && !bookingShowsStreet(booking.status);
  return {
    id: booking.id,
    slotId: booking.slotId,
    propertyId: booking.propertyId,
    status: booking.status,
    startsAt: slot.startsAt.toISOString(),
    endsAt: slot.endsAt.toISOString(),
    note: slot.note,
    sequence: booking.sequence,
    property: presentPlace(property, hidden),
    tenant: presentPerson(r.tenant),
    landlord: presentPerson(r.landlord),
    cancelReason: booking.cancelReason,
    cancelledBy: booking.cancelledBy,
    bookedAt: booking.bookedAt.toISOString(),
  };
}

export function presentInvitation(row: InvitationRow): ViewingInvitation {
  const { invitation, property } = row;
  return {
    id: invitation.id,
    propertyId: invitation.propertyId,
    tenantId: invitation.tenantId,
    landlordId: invitation.landlordId,
    message: invitation.message,
    createdAt: invitation.createdAt.toISOString(),
    property: presentPlace(property, property.hideExactAddress && row.bookingId === null),
    landlord: presentPerson(row.landlord),
    bookingId: row.bookingId,
    openSlots: Number(row.openSlots),
  };
}
