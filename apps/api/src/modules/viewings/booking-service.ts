import type { Viewing, ViewingsQuery } from '@mietmatch/contract';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { viewingCalendar } from '../../lib/icalendar.ts';
import { findUserById } from '../../db/members.ts';
import { isActiveMember } from '../../db/members.ts';
import * as q from './booking-queries.ts';
import { cancelBookings } from './cancellation.ts';
import { calendarEventOf, methodOf } from './calendar.ts';
import { findInvitation } from './invitation-queries.ts';
import type { ViewingRecord } from './presenter.ts';
import { findProperty, findSlot, freePlace, takePlace } from './slot-queries.ts';
import {
  loadRecord,
  loadRecords,
  nameOf,
  notificationData,
  queueTenantMail,
  runAfter,
  threadCard,
  bothViews,
  presentFor,
  type ViewingDeps,
} from './viewing-kit.ts';

const notFound = () => new AppError('NotFound');

/** The booking as one of its two members sees it; anyone else: not found. */
async function partyRecord(d: ViewingDeps, user: UserRow, bookingId: string): Promise<ViewingRecord> {
  const r = await loadRecord(d.db, bookingId);
  if (!r || (r.booking.tenantId !== user.id && r.booking.landlordId !== user.id)) throw notFound();
  return r;
}

/** The tenant must be invited to the slot's property, by a landlord still active, of a listing still offered. */
async function bookableSlot(d: ViewingDeps, tenant: UserRow, slotId: string) {
  const slot = await findSlot(d.db, slotId);
  if (!slot || !(await findInvitation(d.db, slot.propertyId, tenant.id))) throw notFound();
  const [property, landlord] = await Promise.all([
    findProperty(d.db, slot.propertyId),
    findUserById(d.db, slot.landlordId),
  ]);
  if (!property || property.status === 'deactivated' || !landlord || !isActiveMember(landlord)) throw notFound();
  return slot;
}

/** Tenants book, move and cancel; landlords cancel and mark attendance; both list and download. */
export function createBookingService(d: ViewingDeps) {
  return {
    /** Books a place, or moves the tenant's live booking for the property here (same booking, SEQUENCE + 1). */
    async book(tenant: UserRow, slotId: string): Promise<Viewing> {
      const slot = await bookableSlot(d, tenant, slotId);
      const now = d.clock.now();
      const done = await d.db.transaction(async (tx) => {
        // One tenant's bookings for one property, one at a time: a second request waits and sees the first.
        await findInvitation(tx, slot.propertyId, tenant.id, { lock: true });
        const live = await q.findLiveBooking(tx, slot.propertyId, tenant.id);
        if (live?.slotId === slot.id) return { r: await loadRecord(tx, live.id), moved: false, changed: false };
        if (!(await takePlace(tx, slot.id, now))) {
          const fresh = await findSlot(tx, slot.id);
          const over = !fresh || fresh.cancelledAt !== null || fresh.startsAt <= now;
          throw new AppError(over ? 'SlotStarted' : 'SlotFull');
        }
        let bookingId: string;
        if (live) {
          const from = await findSlot(tx, live.slotId);
          // A viewing that took place stays as it was: it is marked, not moved.
          if (from && from.startsAt <= now) throw new AppError('Conflict');
          await freePlace(tx, live.slotId);
          bookingId = (await q.moveBookingRow(tx, live.id, slot.id, now))!.id;
        } else {
          const values = {
            slotId: slot.id,
            propertyId: slot.propertyId,
            tenantId: tenant.id,
            landlordId: slot.landlordId,
          };
          bookingId = (await q.insertBooking(tx, { ...values, bookedAt: now, updatedAt: now })).id;
        }
        const r = (await loadRecord(tx, bookingId))!;
        const moved = live !== null;
        await queueTenantMail(d, tx, r, moved ? 'moved' : 'booked');
        const announceCard = await threadCard(tx, r, moved ? 'moved' : 'booked', tenant.id, d.realtime);
        return { r, moved, changed: true, announceCard };
      });
      const { r, moved } = done;
      if (!r) throw notFound();
      if (done.changed) {
        await runAfter(d, [
          async () => {
            for (const { userId, viewing } of await bothViews(d, r)) {
              d.realtime.toUser(userId, 'viewingBooked', { viewing, moved });
            }
            const data = { ...notificationData(r), tenantName: nameOf(r.tenant), moved };
            await d.notifier.notify(r.booking.landlordId, 'viewingBooked', data);
            await done.announceCard?.();
          },
        ]);
      }
      return (await presentFor(d.db, tenant, [r]))[0]!;
    },

    /** Either side cancels a live booking before its start; a cancelled or started one → 409 SlotStarted. */
    async cancel(user: UserRow, bookingId: string, reason: string): Promise<Viewing> {
      const r = await partyRecord(d, user, bookingId);
      if (r.booking.status !== 'booked' || r.slot.startsAt <= d.clock.now()) throw new AppError('SlotStarted');
      const by = r.booking.tenantId === user.id ? 'tenant' : 'landlord';
      const { records, afters } = await d.db.transaction((tx) => cancelBookings(d, tx, [r.booking], by, reason));
      if (records.length === 0) throw new AppError('SlotStarted');
      await runAfter(d, afters);
      return (await presentFor(d.db, user, records))[0]!;
    },

    /** The landlord marks a booking attended or a no-show, once the slot has started. */
    async attendance(landlord: UserRow, bookingId: string, attended: boolean): Promise<Viewing> {
      const r = await partyRecord(d, landlord, bookingId);
      if (r.booking.landlordId !== landlord.id) throw notFound();
      if (r.booking.status === 'cancelled') throw new AppError('SlotStarted');
      if (r.slot.startsAt > d.clock.now()) throw new AppError('ViewingNotStarted');
      const booking = await q.setAttendanceRow(d.db, bookingId, attended, d.clock.now());
      if (!booking) throw new AppError('SlotStarted');
      return (await presentFor(d.db, landlord, [{ ...r, booking }]))[0]!;
    },

    /** A page of the caller's viewings on one side (default: their own side). */
    async list(user: UserRow, query: ViewingsQuery) {
      const side = query.role ?? (user.role === 'client' ? 'tenant' : 'landlord');
      const opts = { userId: user.id, side, when: query.when, now: d.clock.now() } as const;
      const { rows, total } = await q.viewingPage(d.db, opts, query.page, query.pageSize);
      const records = await loadRecords(
        d.db,
        rows.map((row) => row.booking.id),
      );
      return {
        items: await presentFor(d.db, user, records),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** The booking's calendar file: REQUEST while it stands, CANCEL once cancelled. */
    async calendar(user: UserRow, bookingId: string) {
      const r = await partyRecord(d, user, bookingId);
      const method = methodOf(r);
      return { method, content: viewingCalendar(calendarEventOf(r, method, d.clock.now())) };
    },
  };
}
