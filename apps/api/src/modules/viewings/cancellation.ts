import type { Executor } from '../../db/client.ts';
import type { ViewingBookingRow } from '../../db/schema/index.ts';
import { cancelBookingRow, futureBookingsOf, liveBookingsInSlots } from './booking-queries.ts';
import type { ViewingRecord } from './presenter.ts';
import { cancelSlotRow, freePlace, futureSlotsOf } from './slot-queries.ts';
import {
  loadRecord,
  notificationData,
  queueTenantMail,
  runAfter,
  threadCard,
  bothViews,
  type After,
  type ViewingDeps,
} from './viewing-kit.ts';

type Side = 'tenant' | 'landlord';
/** The reason as given, or (a withdrawal) in the language of whoever reads it. */
type Reason = string | ((r: ViewingRecord) => string);

/**
 * The one cancellation: each live booking becomes cancelled (SEQUENCE + 1) and frees its place; the
 * tenant gets the CANCEL calendar mail (in the transaction), the thread a card; after commit both
 * sides hear it live and the other side keeps a notification. Answers the cancelled records and what to tell.
 */
export async function cancelBookings(
  d: ViewingDeps,
  tx: Executor,
  bookings: ViewingBookingRow[],
  by: Side,
  reason: Reason,
): Promise<{ records: ViewingRecord[]; afters: After[] }> {
  const now = d.clock.now();
  const records: ViewingRecord[] = [];
  const afters: After[] = [];
  for (const booking of bookings) {
    const before = await loadRecord(tx, booking.id);
    if (!before) continue;
    const text = typeof reason === 'string' ? reason : reason(before);
    const cancelled = await cancelBookingRow(tx, booking.id, by, text, now);
    if (!cancelled) continue;
    await freePlace(tx, cancelled.slotId);
    const r: ViewingRecord = { ...before, booking: cancelled };
    records.push(r);
    await queueTenantMail(d, tx, r, 'cancelled');
    const sender = by === 'tenant' ? r.booking.tenantId : r.booking.landlordId;
    const announceCard = await threadCard(tx, r, 'cancelled', sender, d.realtime);
    const other = by === 'tenant' ? r.booking.landlordId : r.booking.tenantId;
    afters.push(async () => {
      for (const { userId, viewing } of await bothViews(d, r)) {
        d.realtime.toUser(userId, 'viewingCancelled', { viewing, reason: text });
      }
      await d.notifier.notify(other, 'viewingCancelled', { ...notificationData(r), reason: text, cancelledBy: by });
      await announceCard?.();
    });
  }
  return { records, afters };
}

/** Cancels a slot that has not started and every live booking in it; null when it started or was cancelled. */
export async function cancelSlot(d: ViewingDeps, tx: Executor, slotId: string, reason: string, perBooking?: Reason) {
  const slot = await cancelSlotRow(tx, slotId, reason, d.clock.now());
  if (!slot) return null;
  const bookings = await liveBookingsInSlots(tx, [slotId]);
  const { afters } = await cancelBookings(d, tx, bookings, 'landlord', perBooking ?? reason);
  return { slot, afters };
}

const WITHDRAWAL_TEXT: Record<'de' | 'en', string> = {
  de: 'Das Konto des anderen Mitglieds ist nicht mehr aktiv.',
  en: 'The other member’s account is no longer active.',
};

/**
 * A member leaves (blocked, deactivated, deleted): their future slots are cancelled with every booking
 * in them, and their own live bookings too; the other side of each is told. Answers how many bookings
 * were cancelled. Safe to call twice: nothing live is left the second time.
 */
export async function withdrawMember(d: ViewingDeps, userId: string): Promise<number> {
  const now = d.clock.now();
  const { count, afters } = await d.db.transaction(async (tx) => {
    const afters: After[] = [];
    for (const slot of await futureSlotsOf(tx, userId, now)) {
      const done = await cancelSlot(d, tx, slot.id, WITHDRAWAL_TEXT.en, (r) => WITHDRAWAL_TEXT[r.tenant.language]);
      if (done) afters.push(...done.afters);
    }
    const own = await cancelBookings(
      d,
      tx,
      await futureBookingsOf(tx, userId, now),
      'tenant',
      (r) => WITHDRAWAL_TEXT[r.landlord.language],
    );
    afters.push(...own.afters);
    return { count: afters.length, afters };
  });
  await runAfter(d, afters);
  return count;
}
