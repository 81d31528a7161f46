import { VIEWING_REMINDER_HOURS } from '@mietmatch/contract';
import { aliasedTable, and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { properties, users, viewingBookings, viewingSlots } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  landlordViewingReminderMail,
  tenantViewingReminderMail,
} from '../../adapters/mail/viewing-reminder-template.ts';
import type { JobHandler } from '../jobs/index.ts';
import { enqueueJob } from '../jobs/index.ts';
import type { MailQueue } from '../mail/index.ts';
import type { Notifier } from '../notifications/index.ts';
import { isActiveMember } from '../../db/members.ts';

/** The job kind of the reminder sweep: one pending run per minute, whichever node claims it. */
const VIEWING_REMINDERS_JOB = 'viewing-reminders';

const MINUTE = 60_000;
const REMINDER_MS = VIEWING_REMINDER_HOURS * 60 * MINUTE;

export interface ReminderDeps {
  db: Db;
  clock: Clock;
  outbox: MailQueue;
  notifier: Notifier;
  appUrl: string;
}

/**
 * Claims the bookings due for their reminder: live, in a slot that is not cancelled and starts within
 * the next 24 hours, not reminded yet, and booked or last moved before the 24-hour mark (a booking
 * made later got its confirmation moments ago). `reminded_at is null` in the update itself makes the
 * claim conditional: of two nodes sweeping at once, the second finds the row taken and skips it.
 */
async function claimDueReminders(db: Executor, now: Date): Promise<string[]> {
  const rows = await db
    .update(viewingBookings)
    .set({ remindedAt: now })
    .from(viewingSlots)
    .where(
      and(
        eq(viewingSlots.id, viewingBookings.slotId),
        eq(viewingBookings.status, 'booked'),
        isNull(viewingBookings.remindedAt),
        isNull(viewingSlots.cancelledAt),
        gt(viewingSlots.startsAt, now),
        lte(viewingSlots.startsAt, new Date(now.getTime() + REMINDER_MS)),
        // Real hours, not wall-clock ones: across a change of clocks the reminder still comes 24 h ahead.
        sql`${viewingBookings.updatedAt} <= ${viewingSlots.startsAt} - ${sql.raw(`interval '${VIEWING_REMINDER_HOURS} hours'`)}`,
      ),
    )
    .returning({ id: viewingBookings.id });
  return rows.map((r) => r.id);
}

const tenant = aliasedTable(users, 'tenant');
const landlord = aliasedTable(users, 'landlord');

/** What the two reminders of each claimed booking say. */
function remindersOf(db: Executor, ids: string[]) {
  return db
    .select({
      bookingId: viewingBookings.id,
      startsAt: viewingSlots.startsAt,
      endsAt: viewingSlots.endsAt,
      note: viewingSlots.note,
      property: {
        id: properties.id,
        title: properties.title,
        address: properties.address,
        postalCode: properties.postalCode,
        city: properties.city,
      },
      tenant,
      landlord,
    })
    .from(viewingBookings)
    .innerJoin(viewingSlots, eq(viewingSlots.id, viewingBookings.slotId))
    .innerJoin(properties, eq(properties.id, viewingBookings.propertyId))
    .innerJoin(tenant, eq(tenant.id, viewingBookings.tenantId))
    .innerJoin(landlord, eq(landlord.id, viewingBookings.landlordId))
    .where(inArray(viewingBookings.id, ids));
}

type Reminder = Awaited<ReturnType<typeof remindersOf>>[number];

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`;
const placeOf = (p: Reminder['property']) => [p.address, [p.postalCode, p.city].filter(Boolean).join(' ')].join(', ');

function mailsOf(r: Reminder, appUrl: string) {
  const common = { propertyTitle: r.property.title, startsAt: r.startsAt, endsAt: r.endsAt };
  const mails = [];
  if (isActiveMember(r.tenant)) {
    mails.push(
      tenantViewingReminderMail({
        ...common,
        language: r.tenant.language,
        to: r.tenant.email,
        firstName: r.tenant.firstName,
        address: placeOf(r.property),
        note: r.note,
        landlordName: fullName(r.landlord),
        url: `${appUrl}/my-viewings`,
      }),
    );
  }
  if (isActiveMember(r.landlord)) {
    mails.push(
      landlordViewingReminderMail({
        ...common,
        language: r.landlord.language,
        to: r.landlord.email,
        firstName: r.landlord.firstName,
        tenantName: fullName(r.tenant),
        url: `${appUrl}/properties/${r.property.id}/viewings`,
      }),
    );
  }
  return mails;
}

/**
 * Reminds both sides of every booking whose viewing is 24 hours away, once: the claim and the mails
 * share a transaction (a failed queueing leaves the booking to the next sweep), the notifications
 * follow its commit. A blocked, deactivated or deleted side is not written to. Answers how many
 * bookings were reminded.
 */
async function sendViewingReminders(d: ReminderDeps): Promise<number> {
  const now = d.clock.now();
  const reminded = await d.db.transaction(async (tx) => {
    const ids = await claimDueReminders(tx, now);
    if (ids.length === 0) return [];
    const rows = await remindersOf(tx, ids);
    for (const r of rows) for (const mail of mailsOf(r, d.appUrl)) await d.outbox.queue(tx, mail);
    return rows;
  });
  await d.notifier.notifyMany(
    reminded.flatMap((r) =>
      [r.tenant, r.landlord].filter(isActiveMember).map((member) => ({
        userId: member.id,
        type: 'viewingReminder' as const,
        data: {
          bookingId: r.bookingId,
          propertyId: r.property.id,
          propertyTitle: r.property.title,
          startsAt: r.startsAt.toISOString(),
        },
      })),
    ),
  );
  return reminded.length;
}

/**
 * Puts a sweep in the job table: at the start of the next minute (the chain), or of this one (start-up,
 * due at once). The key is that minute, so however many nodes schedule it, one job is pending and one
 * node runs it.
 */
export async function scheduleViewingReminders(
  db: Executor,
  now: Date,
  when: 'now' | 'nextMinute' = 'nextMinute',
): Promise<void> {
  const minute = Math.floor(now.getTime() / MINUTE) * MINUTE + (when === 'now' ? 0 : MINUTE);
  await enqueueJob(db, { kind: VIEWING_REMINDERS_JOB, key: new Date(minute).toISOString(), runAt: new Date(minute) });
}

/** The sweep as a job: it schedules its successor first, so a failing sweep never ends the chain. */
export function viewingReminderJobHandlers(d: ReminderDeps): Record<string, JobHandler> {
  return {
    [VIEWING_REMINDERS_JOB]: async () => {
      await scheduleViewingReminders(d.db, d.clock.now());
      await sendViewingReminders(d);
    },
  };
}
