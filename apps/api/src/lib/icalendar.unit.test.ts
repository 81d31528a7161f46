import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { type CalendarEvent, viewingCalendar } from './icalendar.ts';

const base: CalendarEvent = {
  uid: 'booking-7f3a@mietmatch.de',
  sequence: 0,
  method: 'REQUEST',
  startsAt: new Date('2026-12-01T16:00:00Z'),
  endsAt: new Date('2026-12-01T16:30:00Z'),
  stamp: new Date('2026-11-20T08:15:00Z'),
  summary: 'Besichtigung: Altbau in Kreuzberg',
  description: 'Bitte bei Müller klingeln.',
  location: 'Oranienstraße 12, 10999 Berlin',
  organizer: { name: 'Lena Vermieter', email: 'lena@example.com' },
  attendee: { name: 'Tom Mieter', email: 'tom@example.com' },
};

/** Parses the file as a calendar does: the VTIMEZONE from the file itself resolves DTSTART/DTEND. */
function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vtimezone = calendar.getFirstSubcomponent('vtimezone');
  if (!vtimezone) throw new Error('no VTIMEZONE');
  const zone = new ICAL.Timezone(vtimezone);
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  const instant = (name: string) => {
    const prop = vevent.getFirstProperty(name);
    const value = prop?.getFirstValue() as ICAL.Time;
    // Resolve a TZID time with the file's own zone, not one ical.js happens to know.
    if (prop?.getParameter('tzid')) value.zone = zone;
    return value.toJSDate();
  };
  return { calendar, vevent, zone, start: instant('dtstart'), end: instant('dtend') };
}

const at = (iso: string) => new Date(iso);

describe('viewingCalendar', () => {
  it('writes a REQUEST with the zone, the event and its people', () => {
    const ics = viewingCalendar(base);
    const { calendar, vevent, zone, start, end } = parse(ics);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(calendar.getFirstPropertyValue('prodid')).toMatch(/Mietmatch/);
    expect(zone.tzid).toBe('Europe/Berlin');
    expect(vevent.getFirstPropertyValue('uid')).toBe('booking-7f3a@mietmatch.de');
    expect(vevent.getFirstPropertyValue('sequence')).toBe(0);
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect((vevent.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate()).toEqual(base.stamp);
    expect(start).toEqual(base.startsAt);
    expect(end).toEqual(base.endsAt);
    expect(ics).toContain('\r\nDTSTART;TZID=Europe/Berlin:20261201T170000\r\n');
    expect(ics).toContain('\r\nDTEND;TZID=Europe/Berlin:20261201T173000\r\n');
    expect(ics).toContain('\r\nDTSTAMP:20261120T081500Z\r\n');
    const organizer = vevent.getFirstProperty('organizer');
    expect(organizer?.getFirstValue()).toBe('mailto:lena@example.com');
    expect(organizer?.getParameter('cn')).toBe('Lena Vermieter');
    const attendee = vevent.getFirstProperty('attendee');
    expect(attendee?.getFirstValue()).toBe('mailto:tom@example.com');
    expect(attendee?.getParameter('partstat')).toBe('ACCEPTED');
    expect(attendee?.getParameter('role')).toBe('REQ-PARTICIPANT');
    expect(vevent.getFirstPropertyValue('location')).toBe('Oranienstraße 12, 10999 Berlin');
  });

  it('writes a CANCEL with a higher SEQUENCE and the same UID', () => {
    const { calendar, vevent } = parse(viewingCalendar({ ...base, method: 'CANCEL', sequence: 3 }));
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(vevent.getFirstPropertyValue('sequence')).toBe(3);
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(vevent.getFirstPropertyValue('uid')).toBe(base.uid);
  });

  it('keeps summer time: 2026-07-15 10:00 in Berlin is 08:00 UTC', () => {
    const ics = viewingCalendar({ ...base, startsAt: at('2026-07-15T08:00:00Z'), endsAt: at('2026-07-15T09:00:00Z') });
    expect(ics).toContain('DTSTART;TZID=Europe/Berlin:20260715T100000');
    const { start, end } = parse(ics);
    expect(start).toEqual(at('2026-07-15T10:00:00+02:00'));
    expect(end).toEqual(at('2026-07-15T11:00:00+02:00'));
  });

  it('tells the two autumn 02:30s apart (UTC form, since readers disagree on which one a local time means)', () => {
    const summer = at('2026-10-25T02:30:00+02:00');
    const winter = at('2026-10-25T02:30:00+01:00');
    const first = parse(viewingCalendar({ ...base, startsAt: summer, endsAt: at('2026-10-25T03:30:00+01:00') }));
    const second = parse(viewingCalendar({ ...base, startsAt: winter, endsAt: at('2026-10-25T03:30:00+01:00') }));
    expect(first.start).toEqual(summer);
    expect(second.start).toEqual(winter);
    expect(first.start.getTime()).not.toBe(second.start.getTime());
    expect(first.end).toEqual(at('2026-10-25T02:30:00Z'));
    expect(viewingCalendar({ ...base, startsAt: winter, endsAt: at('2026-10-25T03:30:00+01:00') })).toContain(
      '\r\nDTSTART:20261025T013000Z\r\nDTEND;TZID=Europe/Berlin:20261025T033000\r\n',
    );
  });

  it('spans the spring change: the day after is summer time, a slot across it keeps its real length', () => {
    const after = parse(
      viewingCalendar({ ...base, startsAt: at('2026-03-30T10:00:00+02:00'), endsAt: at('2026-03-30T11:00:00+02:00') }),
    );
    expect(after.start).toEqual(at('2026-03-30T08:00:00Z'));
    const across = viewingCalendar({
      ...base,
      startsAt: at('2026-03-29T01:30:00+01:00'),
      endsAt: at('2026-03-29T03:30:00+02:00'),
    });
    expect(across).toContain('DTSTART;TZID=Europe/Berlin:20260329T013000');
    expect(across).toContain('DTEND;TZID=Europe/Berlin:20260329T033000');
    const parsed = parse(across);
    expect(parsed.end.getTime() - parsed.start.getTime()).toBe(60 * 60_000);
    expect(parsed.start).toEqual(at('2026-03-29T00:30:00Z'));
  });

  it('escapes text and folds long UTF-8 lines at 75 octets without splitting a character', () => {
    const note = `Klingeln bei Müller; 2. OG, links\\rechts\nBitte pünktlich – Kaution 1.200 € ${'äöü€'.repeat(30)}`;
    const ics = viewingCalendar({ ...base, description: note, organizer: { name: 'Müller, Lena', email: 'l@x.de' } });
    expect(ics).toContain('DESCRIPTION:Klingeln bei Müller\\; 2. OG\\, links\\\\rechts\\nBitte');
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = ics.split('\r\n');
    for (const line of lines) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    }
    expect(lines.filter((l) => l.startsWith(' ')).length).toBeGreaterThan(2);
    const { vevent } = parse(ics);
    expect(vevent.getFirstPropertyValue('description')).toBe(note);
    expect(vevent.getFirstProperty('organizer')?.getParameter('cn')).toBe('Müller, Lena');
  });
});
