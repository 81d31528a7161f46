import { BERLIN_TIME_ZONE, berlinInstants, berlinWallClock } from '@mietmatch/contract';

/** One viewing as a calendar event (RFC 5545), in Europe/Berlin time. */
export interface CalendarEvent {
  /** Stable per booking: a move or a cancellation updates the same event in the tenant's calendar. */
  uid: string;
  /** Raised by every move and cancellation; calendars apply only a higher one. */
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  startsAt: Date;
  endsAt: Date;
  /** When this version of the event was made (DTSTAMP). */
  stamp: Date;
  summary: string;
  description: string;
  location: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/**
 * Europe/Berlin under the EU rule since 1996: summer time from the last Sunday of March 02:00
 * to the last Sunday of October 03:00. Calendars resolve DTSTART;TZID with this block, so the
 * file means the same instant whatever zone database the reader has.
 */
const BERLIN_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${BERLIN_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function utcStamp(at: Date): string {
  return `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}T${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}Z`;
}

/**
 * `DTSTART;TZID=Europe/Berlin:20261201T170000`. A local time in the autumn hour that occurs twice
 * names two instants: RFC 5545 reads it as the first, ical.js (and so Thunderbird) as the second.
 * Either instant of that hour therefore goes out in UTC form, which every reader takes exactly.
 */
function dateTimeProperty(name: string, at: Date): string {
  const w = berlinWallClock(at);
  if (berlinInstants(w.year, w.month, w.day, w.hour, w.minute).length !== 1) return `${name}:${utcStamp(at)}`;
  return `${name};TZID=${BERLIN_TIME_ZONE}:${w.year}${pad(w.month)}${pad(w.day)}T${pad(w.hour)}${pad(w.minute)}${pad(w.second)}`;
}

/** TEXT values (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks escaped. */
function text(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value (CN): quoted when it holds `:;,`; a double quote cannot appear in one at all. */
function param(value: string): string {
  const clean = value.replace(/["\r\n]/g, '');
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

/** Folds a content line at 75 octets, never inside a UTF-8 character; continuations start with a space. */
function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > MAX_OCTETS) {
      out.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join(CRLF);
}

/**
 * The iCalendar file of a viewing: `METHOD`, one `VEVENT` with `DTSTART`/`DTEND` in
 * `TZID=Europe/Berlin` and that zone's `VTIMEZONE`, lines folded at 75 octets, CRLF line ends.
 */
export function viewingCalendar(event: CalendarEvent): string {
  const cancel = event.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'PRODID:-//Mietmatch//Viewings//DE',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    ...BERLIN_VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${text(event.uid)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    dateTimeProperty('DTSTART', event.startsAt),
    dateTimeProperty('DTEND', event.endsAt),
    `SUMMARY:${text(event.summary)}`,
    `DESCRIPTION:${text(event.description)}`,
    `LOCATION:${text(event.location)}`,
    `ORGANIZER;CN=${param(event.organizer.name)}:mailto:${event.organizer.email}`,
    cancel
      ? `ATTENDEE;CN=${param(event.attendee.name)};ROLE=REQ-PARTICIPANT:mailto:${event.attendee.email}`
      : `ATTENDEE;CN=${param(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:${event.attendee.email}`,
    `STATUS:${cancel ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
