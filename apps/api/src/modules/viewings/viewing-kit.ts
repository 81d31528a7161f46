import type { FastifyBaseLogger } from 'fastify';
import type { Viewing, ViewingCard } from '@mietmatch/contract';
import type { Db, Executor } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import type { Notifier } from '../notifications/index.ts';
import type { MailQueue } from '../mail/index.ts';
import { viewingBookingMail } from '../../adapters/mail/viewing-templates.ts';
import { findUsersByIds } from '../users/index.ts';
import { isActiveMember } from '../../db/members.ts';
import { postViewingCard } from '../inquiries/index.ts';
import { addressViews } from '../properties/index.ts';
import { viewingRows } from './booking-queries.ts';
import { calendarAttachment, methodOf } from './calendar.ts';
import { fullAddress, presentViewing, type ViewingRecord } from './presenter.ts';

export interface ViewingDeps {
  db: Db;
  clock: Clock;
  outbox: MailQueue;
  realtime: Pick<Realtime, 'toUser'>;
  /** Each side keeps what the other did in its notification centre (after commit). */
  notifier: Pick<Notifier, 'notify'>;
  appUrl: string;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/** What to tell once the change is committed. */
export type After = () => Promise<void>;

export async function runAfter(d: ViewingDeps, afters: After[]) {
  for (const after of afters) {
    try {
      await after();
    } catch (err) {
      d.log.error({ err }, 'telling members about a viewing failed');
    }
  }
}

/** Bookings with their slot, property and both members, in the order of `ids`. */
export async function loadRecords(db: Executor, ids: string[]): Promise<ViewingRecord[]> {
  const rows = await viewingRows(db, ids);
  const people = await findUsersByIds(db, [
    ...new Set(rows.flatMap((r) => [r.booking.tenantId, r.booking.landlordId])),
  ]);
  const byId = new Map(people.map((u) => [u.id, u]));
  const byBooking = new Map(rows.map((r) => [r.booking.id, r]));
  return ids.flatMap((id) => {
    const row = byBooking.get(id);
    const tenant = row && byId.get(row.booking.tenantId);
    const landlord = row && byId.get(row.booking.landlordId);
    return row && tenant && landlord ? [{ ...row, tenant, landlord }] : [];
  });
}

export async function loadRecord(db: Executor, id: string): Promise<ViewingRecord | null> {
  return (await loadRecords(db, [id]))[0] ?? null;
}

export const nameOf = (u: UserRow) => `${u.firstName} ${u.lastName}`;

/** The tenant's mail about the booking, with its calendar file; an inactive tenant gets none. */
export async function queueTenantMail(
  d: ViewingDeps,
  tx: Executor,
  r: ViewingRecord,
  kind: 'booked' | 'moved' | 'cancelled',
) {
  if (!isActiveMember(r.tenant)) return;
  const now = d.clock.now();
  await d.outbox.queue(
    tx,
    viewingBookingMail({
      language: r.tenant.language,
      to: r.tenant.email,
      firstName: r.tenant.firstName,
      kind,
      propertyTitle: r.property.title,
      address: fullAddress(r.property),
      startsAt: r.slot.startsAt,
      endsAt: r.slot.endsAt,
      note: r.slot.note,
      landlordName: nameOf(r.landlord),
      reason: kind === 'cancelled' ? r.booking.cancelReason : null,
      url: `${d.appUrl}/my-viewings`,
      calendar: calendarAttachment(r, methodOf(r), now),
    }),
  );
}

/** The step as a card in the two members' thread (inside the change's transaction); its announcement after. */
export async function threadCard(
  tx: Executor,
  r: ViewingRecord,
  event: ViewingCard['event'],
  senderId: string,
  realtime: ViewingDeps['realtime'],
): Promise<After | null> {
  const live = event !== 'cancelled';
  return postViewingCard(
    tx,
    {
      landlordId: r.booking.landlordId,
      tenantId: r.booking.tenantId,
      senderId,
      card: {
        event,
        propertyId: r.property.id,
        bookingId: r.booking.id,
        startsAt: r.slot.startsAt.toISOString(),
        endsAt: r.slot.endsAt.toISOString(),
        reason: live ? null : r.booking.cancelReason,
      },
    },
    realtime,
  );
}

/** Viewings as one reader sees them: the street and district by the listing's address rule, one query for all. */
export async function presentFor(db: Executor, reader: UserRow, records: ViewingRecord[]): Promise<Viewing[]> {
  const views = await addressViews(
    db,
    reader,
    records.map((r) => r.property),
    { districts: true },
  );
  return records.map((r) => presentViewing(r, views.get(r.property.id)!));
}

/** The viewing as each side sees it, for the live events to both. */
export async function bothViews(d: ViewingDeps, r: ViewingRecord) {
  const [tenant, landlord] = await Promise.all([presentFor(d.db, r.tenant, [r]), presentFor(d.db, r.landlord, [r])]);
  return [
    { userId: r.tenant.id, viewing: tenant[0]! },
    { userId: r.landlord.id, viewing: landlord[0]! },
  ];
}

/** What a notification about a viewing says. */
export const notificationData = (r: ViewingRecord) => ({
  bookingId: r.booking.id,
  propertyId: r.property.id,
  propertyTitle: r.property.title,
  startsAt: r.slot.startsAt.toISOString(),
});
