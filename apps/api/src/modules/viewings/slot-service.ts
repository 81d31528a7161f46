import type { CreateViewingSlot, ViewingSlot } from '@mietmatch/contract';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { findUserById } from '../../db/members.ts';
import { isActiveMember } from '../../db/members.ts';
import { cancelSlot } from './cancellation.ts';
import { findInvitation } from './invitation-queries.ts';
import { presentSlot, presentSlotBooking } from './presenter.ts';
import * as q from './slot-queries.ts';
import { runAfter, type ViewingDeps } from './viewing-kit.ts';

const notFound = () => new AppError('NotFound');

/** Landlords offer times for a property; invited tenants see the open ones. */
export function createSlotService(d: ViewingDeps) {
  return {
    async create(landlord: UserRow, propertyId: string, body: CreateViewingSlot): Promise<ViewingSlot> {
      const startsAt = new Date(body.startsAt);
      const endsAt = new Date(body.endsAt);
      const now = d.clock.now();
      const slot = await d.db.transaction(async (tx) => {
        // Locked, so two slots added at once cannot both pass the overlap check.
        const property = await q.lockProperty(tx, propertyId);
        if (!property || property.ownerId !== landlord.id) throw notFound();
        if (startsAt <= now) throw new AppError('ValidationFailed', { fields: { startsAt: 'viewingSlotInPast' } });
        if (await q.overlapsSlot(tx, propertyId, startsAt, endsAt)) throw new AppError('SlotOverlap');
        return q.insertSlot(tx, {
          propertyId,
          landlordId: landlord.id,
          startsAt,
          endsAt,
          capacity: body.capacity,
          note: body.note ?? null,
          createdAt: now,
        });
      });
      return presentSlot(slot, { bookings: [] });
    },

    /** The owner: every slot not cancelled, with its bookings; an invited tenant: the open future ones. */
    async list(viewer: UserRow, propertyId: string): Promise<ViewingSlot[]> {
      const property = await q.findProperty(d.db, propertyId);
      if (!property) throw notFound();
      if (property.ownerId === viewer.id) {
        const slots = await q.ownerSlots(d.db, propertyId);
        const bookings = await q.bookingsInSlots(
          d.db,
          slots.map((s) => s.id),
        );
        return slots.map((slot) =>
          presentSlot(slot, {
            bookings: bookings
              .filter((b) => b.booking.slotId === slot.id)
              .map((b) => presentSlotBooking(b.booking, b.tenant)),
          }),
        );
      }
      if (viewer.role !== 'client' || !(await findInvitation(d.db, propertyId, viewer.id))) throw notFound();
      const landlord = await findUserById(d.db, property.ownerId);
      if (!landlord || !isActiveMember(landlord) || property.status === 'deactivated') throw notFound();
      const rows = await q.openSlotsFor(d.db, propertyId, viewer.id, d.clock.now());
      return rows.map((r) => presentSlot(r.slot, { bookedByMe: Boolean(r.mine) }));
    },

    /** Cancels the slot and everyone's booking in it; a started or cancelled slot → 409 SlotStarted. */
    async cancel(landlord: UserRow, slotId: string, reason: string): Promise<void> {
      const slot = await q.findSlot(d.db, slotId);
      if (!slot || slot.landlordId !== landlord.id) throw notFound();
      const done = await d.db.transaction((tx) => cancelSlot(d, tx, slotId, reason));
      if (!done) throw new AppError('SlotStarted');
      await runAfter(d, done.afters);
    },
  };
}
