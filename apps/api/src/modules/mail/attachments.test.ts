import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, type MailMessage } from '../../adapters/mail/mailer.ts';
import { viewingCalendar } from '../../lib/icalendar.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { uniqueEmail } from '../../../test/factories.ts';
import { mailJobsTo } from '../../../test/mail-factories.ts';

/* A file sent with a mail (a viewing's calendar invitation) survives the outbox and reaches the reader. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const ics = viewingCalendar({
  uid: 'booking-1@mietmatch.de',
  sequence: 2,
  method: 'REQUEST',
  startsAt: new Date('2026-12-01T16:00:00Z'),
  endsAt: new Date('2026-12-01T16:30:00Z'),
  stamp: new Date('2026-11-20T08:00:00Z'),
  summary: 'Besichtigung: Altbau mit Stuck',
  description: `Bei Müller klingeln – ${'Kaution 1.200 € '.repeat(8)}`,
  location: 'Oranienstraße 12, 10999 Berlin',
  organizer: { name: 'Lena Vermieter', email: 'lena@example.com' },
  attendee: { name: 'Tom Mieter', email: 'tom@example.com' },
});

const invitation = (to: string): MailMessage => ({
  to,
  subject: 'Besichtigung bestätigt',
  text: 'Ihre Besichtigung am 1. Dezember um 17:00.',
  html: '<p>Ihre Besichtigung am 1. Dezember um 17:00.</p>',
  attachments: [
    { filename: 'besichtigung.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST', content: ics },
  ],
});

describe('mail attachments', () => {
  it('a queued calendar invitation arrives as a text/calendar part with its method, byte for byte', async () => {
    const to = uniqueEmail('ics');
    await t.app.mailOutbox.queue(t.database.db, invitation(to));
    const mail = await t.smtp.waitFor(to);
    expect(mail.text).toContain('17:00');
    expect(mail.attachments).toHaveLength(1);
    const [file] = mail.attachments;
    expect(file?.filename).toBe('besichtigung.ics');
    expect(file?.contentType).toMatch(/^text\/calendar; charset=utf-8; method=REQUEST/);
    expect(file?.content).toBe(ics);
    const event = new ICAL.Component(ICAL.parse(file!.content)).getFirstSubcomponent('vevent');
    expect(event?.getFirstPropertyValue('uid')).toBe('booking-1@mietmatch.de');
    expect(event?.getFirstPropertyValue('sequence')).toBe(2);
  });

  it('keeps the attachment through a failed attempt and its retry', async () => {
    const to = uniqueEmail('ics-retry');
    await t.smtp.stop();
    try {
      await t.app.mailOutbox.queue(t.database.db, invitation(to));
      await t.deliverMail();
      const [job] = await mailJobsTo(t, to);
      expect(job?.lastError).toMatch(/ECONNREFUSED/);
    } finally {
      await t.smtp.start();
    }
    t.clock.advance(5 * 60_000);
    const mail = await t.smtp.waitFor(to);
    expect(mail.attachments.map((a) => a.content)).toEqual([ics]);
    expect(t.smtp.mailsTo(to)).toHaveLength(1);
  });

  it('a mail without attachments has none', async () => {
    const to = uniqueEmail('plain');
    await t.app.mailOutbox.queue(t.database.db, { ...invitation(to), attachments: undefined });
    expect((await t.smtp.waitFor(to)).attachments).toEqual([]);
  });

  it('writes the attachment into the outbox folder’s .eml when there is no mail server', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
    const mailer = createMailer({ from: 'noreply@mietmatch.de', outboxDir: dir, log: t.app.log });
    try {
      await mailer.send(invitation('eml@example.com'));
      const [name] = await readdir(dir);
      const raw = await readFile(path.join(dir, name!), 'utf8');
      expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST;/);
      expect(raw).toMatch(/Content-Disposition: attachment; filename=besichtigung\.ics/);
      const base64 = /filename=besichtigung\.ics\n\n([A-Za-z0-9+/=\n]+)\n/.exec(raw)?.[1] ?? '';
      expect(Buffer.from(base64.replace(/\n/g, ''), 'base64').toString('utf8')).toBe(ics);
    } finally {
      mailer.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
