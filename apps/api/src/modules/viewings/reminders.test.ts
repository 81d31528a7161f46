import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, viewingSlots, type UserRow } from '../../db/schema/index.ts';
import { createTestApp, secondNode, type TestContext } from '../../../test/test-app.ts';
import { createUser, login } from '../../../test/factories.ts';
import {
  cancelViewingBooking,
  moveViewingBooking,
  viewingBooking,
  viewingProperty,
  viewingSlot,
} from '../../../test/viewing-rows.ts';
import { scheduleViewingReminders } from './reminders.ts';

/*
 * The reminder 24 hours before a viewing, as both sides meet it: one mail and one notification each,
 * once, whichever node (or how many sweeps at once) finds it due.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** An instant `ms` from now, on the minute (the test clock runs on with real time between steps). */
const inMs = (ms: number) => new Date(Math.round((t.clock.now().getTime() + ms) / MINUTE) * MINUTE);

/** Moves the test clock to an instant (forwards or back): each test sets its own, on the minute. */
function setClock(iso: string) {
  t.clock.reset();
  t.clock.advance(Date.parse(iso) - Date.now());
}

/** One pass of the job table, with a sweep due now (as each node's start-up puts one in). */
async function sweep(app: FastifyInstance = t.app) {
  await scheduleViewingReminders(t.database.db, t.clock.now(), 'now');
  await app.jobs.runDue();
}

async function reminderMails(user: UserRow) {
  await t.deliverMail();
  return t.smtp.mailsTo(user.email).filter((m) => /^(Erinnerung|Reminder):/.test(m.subject));
}

async function reminderNotifications(user: UserRow) {
  const who = await login(t.app, user);
  const res = await t.app.inject({ method: 'GET', url: '/api/notifications?pageSize=50', headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as { type: string; data: Record<string, unknown> }[]).filter(
    (n) => n.type === 'viewingReminder',
  );
}

/** A landlord (German), a tenant (English) and the tenant's booking of a slot starting at `startsAt`. */
async function booked(startsAt: Date, bookedAt = t.clock.now()) {
  const landlord = await createUser(t.database.db, { role: 'contractor', firstName: 'Lena', lastName: 'Vogt' });
  const tenant = await createUser(t.database.db, { firstName: 'Tom', lastName: 'Reed', language: 'en' });
  const property = await viewingProperty(t.database.db, landlord);
  const slot = await viewingSlot(t.database.db, property, startsAt, { note: 'Bitte bei Müller klingeln' });
  const booking = await viewingBooking(t.database.db, slot, tenant, bookedAt);
  return { landlord, tenant, property, slot, booking };
}

describe('viewing reminders', () => {
  it('reminds both sides once, 24 hours before: the tenant with address and note, the landlord with the tenant', async () => {
    setClock('2026-12-01T08:00:00Z');
    const { landlord, tenant, property, booking } = await booked(inMs(30 * HOUR)); // 2026-12-02 15:00 Berlin
    await sweep();
    t.clock.advance(6 * HOUR - MINUTE);
    await sweep();
    expect(await reminderMails(tenant)).toEqual([]);
    expect(await reminderMails(landlord)).toEqual([]);

    t.clock.advance(MINUTE);
    await sweep();
    const [toTenant, ...moreTenant] = await reminderMails(tenant);
    expect(moreTenant).toEqual([]);
    expect(toTenant?.subject).toMatch(/^Reminder: viewing of "Altbau mit Stuck" on Wed, 2 Dec 2026, 15:00/);
    expect(toTenant?.text).toContain('Address: Oranienstraße 12, 10999 Berlin');
    expect(toTenant?.text).toContain('Note from Lena Vogt: Bitte bei Müller klingeln');
    expect(toTenant?.text).toContain('15:00–16:00 (Berlin time)');
    expect(toTenant?.text).toContain('http://app.test/my-viewings');
    const [toLandlord, ...moreLandlord] = await reminderMails(landlord);
    expect(moreLandlord).toEqual([]);
    expect(toLandlord?.subject).toMatch(/^Erinnerung: Besichtigung „Altbau mit Stuck“ am Mi\., 2\. Dez\. 2026, 15:00/);
    expect(toLandlord?.text).toContain('Tom Reed kommt am');
    expect(toLandlord?.text).not.toContain('Oranienstraße');
    expect(toLandlord?.text).toContain(`http://app.test/properties/${property.id}/viewings`);
    const data = {
      bookingId: booking.id,
      propertyId: property.id,
      propertyTitle: 'Altbau mit Stuck',
      startsAt: '2026-12-02T14:00:00.000Z',
    };
    expect((await reminderNotifications(tenant)).map((n) => n.data)).toEqual([data]);
    expect((await reminderNotifications(landlord)).map((n) => n.data)).toEqual([data]);

    // Later passes, and the hours up to the viewing, send nothing more.
    await sweep();
    t.clock.advance(HOUR);
    await sweep();
    t.clock.advance(22 * HOUR);
    await sweep();
    expect(await reminderMails(tenant)).toHaveLength(1);
    expect(await reminderMails(landlord)).toHaveLength(1);
    expect(await reminderNotifications(tenant)).toHaveLength(1);
  });

  it('reminds nobody of a cancelled booking or a cancelled slot', async () => {
    setClock('2026-12-05T08:00:00Z');
    const cancelled = await booked(inMs(30 * HOUR));
    await cancelViewingBooking(t.database.db, cancelled.booking, t.clock.now(), 'tenant');
    const slotGone = await booked(inMs(30 * HOUR));
    await t.database.db
      .update(viewingSlots)
      .set({ cancelledAt: t.clock.now(), cancelReason: 'Wasserschaden' })
      .where(eq(viewingSlots.id, slotGone.slot.id));
    t.clock.advance(7 * HOUR);
    await sweep();
    for (const user of [cancelled.tenant, cancelled.landlord, slotGone.tenant, slotGone.landlord]) {
      expect(await reminderMails(user)).toEqual([]);
      expect(await reminderNotifications(user)).toEqual([]);
    }
  });

  it('sends no reminder for a booking made within the last 24 hours (its confirmation is recent)', async () => {
    setClock('2026-12-07T08:00:00Z');
    const { tenant, landlord } = await booked(inMs(3 * HOUR));
    await sweep();
    t.clock.advance(2 * HOUR);
    await sweep();
    expect(await reminderMails(tenant)).toEqual([]);
    expect(await reminderMails(landlord)).toEqual([]);
  });

  it('reminds a moved booking again, for its new time', async () => {
    setClock('2026-12-10T08:00:00Z');
    const { tenant, landlord, property, booking } = await booked(inMs(26 * HOUR)); // 11 Dec, 11:00 Berlin
    t.clock.advance(2 * HOUR);
    await sweep();
    expect(await reminderMails(tenant)).toHaveLength(1);

    const later = await viewingSlot(t.database.db, property, inMs(3 * 24 * HOUR)); // 13 Dec, 11:00 Berlin
    await moveViewingBooking(t.database.db, booking, later, t.clock.now());
    t.clock.advance(2 * 24 * HOUR - MINUTE);
    await sweep();
    expect(await reminderMails(tenant)).toHaveLength(1);
    t.clock.advance(MINUTE);
    await sweep();
    const mails = await reminderMails(tenant);
    expect(mails.map((m) => m.subject.replace(/ – .*$/, ''))).toEqual([
      'Reminder: viewing of "Altbau mit Stuck" on Fri, 11 Dec 2026, 11:00',
      'Reminder: viewing of "Altbau mit Stuck" on Sun, 13 Dec 2026, 11:00',
    ]);
    expect(await reminderMails(landlord)).toHaveLength(2);
    expect((await reminderNotifications(tenant)).map((n) => n.data.startsAt)).toEqual(
      expect.arrayContaining(['2026-12-11T10:00:00.000Z', '2026-12-13T10:00:00.000Z']),
    );
  });

  it('counts 24 real hours across the spring change of clocks', async () => {
    setClock('2026-03-27T12:00:00Z');
    // Sunday 29 March, 10:00 summer time (08:00 UTC); 24 hours before is Saturday 09:00 winter time.
    const { tenant, landlord } = await booked(new Date('2026-03-29T08:00:00Z'));
    setClock('2026-03-28T07:59:00Z');
    await sweep();
    expect(await reminderMails(tenant)).toEqual([]);
    setClock('2026-03-28T08:00:00Z');
    await sweep();
    const [mail] = await reminderMails(tenant);
    expect(mail?.subject).toContain('Sun, 29 Mar 2026, 10:00');
    expect(mail?.text).toContain('10:00–11:00 (Berlin time)');
    expect(await reminderMails(landlord)).toHaveLength(1);
  });

  it('counts 24 real hours across the autumn change of clocks', async () => {
    setClock('2026-10-22T12:00:00Z');
    // Sunday 25 October, 10:00 winter time (09:00 UTC); 24 hours before is Saturday 11:00 summer time.
    const { tenant } = await booked(new Date('2026-10-25T09:00:00Z'));
    setClock('2026-10-24T08:59:00Z');
    await sweep();
    expect(await reminderMails(tenant)).toEqual([]);
    setClock('2026-10-24T09:00:00Z');
    await sweep();
    expect((await reminderMails(tenant)).map((m) => m.subject)).toEqual([
      expect.stringContaining('Sun, 25 Oct 2026, 10:00'),
    ]);
  });

  it('writes only to a side that is still active (a deactivated landlord gets nothing, the tenant still does)', async () => {
    setClock('2026-12-15T08:00:00Z');
    const { tenant, landlord } = await booked(inMs(30 * HOUR));
    await t.database.db.update(users).set({ isDeactivated: true }).where(eq(users.id, landlord.id));
    t.clock.advance(6 * HOUR);
    await sweep();
    expect(await reminderMails(tenant)).toHaveLength(1);
    expect(await reminderMails(landlord)).toEqual([]);
  });

  it('reminds once when two nodes sweep at the same moment', async () => {
    setClock('2026-12-20T08:00:00Z');
    const b = await secondNode(t, 'reminders-b');
    try {
      const { tenant, landlord } = await booked(inMs(30 * HOUR));
      t.clock.advance(6 * HOUR);
      // Two sweeps due at once (two keys), and both nodes running the job table: the sweeps overlap.
      const now = t.clock.now();
      await scheduleViewingReminders(t.database.db, new Date(now.getTime() - MINUTE), 'now');
      await scheduleViewingReminders(t.database.db, now, 'now');
      await Promise.all([t.app.jobs.runDue(), b.jobs.runDue(), t.app.jobs.runDue(), b.jobs.runDue()]);
      expect(await reminderMails(tenant)).toHaveLength(1);
      expect(await reminderMails(landlord)).toHaveLength(1);
      expect(await reminderNotifications(tenant)).toHaveLength(1);
      expect(await reminderNotifications(landlord)).toHaveLength(1);
    } finally {
      await b.close();
    }
  });
});
