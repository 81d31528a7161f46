import type { MailAttachment } from '../../adapters/mail/mailer.ts';
import { viewingCalendar, type CalendarEvent } from '../../lib/icalendar.ts';
import { fullAddress, type ViewingRecord } from './presenter.ts';

type Method = CalendarEvent['method'];

/** A live (or attended) booking is the event; a cancelled one withdraws it. */
export const methodOf = (r: ViewingRecord): Method => (r.booking.status === 'cancelled' ? 'CANCEL' : 'REQUEST');

/**
 * The one way a viewing becomes a calendar event, for the mails and the download alike: the UID is the
 * booking's (a move updates the same event), SEQUENCE the booking's, the landlord organises, the tenant attends.
 */
export function calendarEventOf(r: ViewingRecord, method: Method, now: Date): CalendarEvent {
  const de = r.tenant.language === 'de';
  const landlordName = `${r.landlord.firstName} ${r.landlord.lastName}`;
  const description = [
    de ? `Besichtigung bei ${landlordName}` : `Viewing with ${landlordName}`,
    r.slot.note ?? '',
    method === 'CANCEL' && r.booking.cancelReason ? `${de ? 'Abgesagt' : 'Cancelled'}: ${r.booking.cancelReason}` : '',
  ]
    .filter(Boolean)
    .join('\n');
  return {
    uid: `${r.booking.id}@mietmatch`,
    sequence: r.booking.sequence,
    method,
    startsAt: r.slot.startsAt,
    endsAt: r.slot.endsAt,
    stamp: now,
    summary: `${de ? 'Besichtigung' : 'Viewing'}: ${r.property.title}`,
    description,
    location: fullAddress(r.property),
    organizer: { name: landlordName, email: r.landlord.email },
    attendee: { name: `${r.tenant.firstName} ${r.tenant.lastName}`, email: r.tenant.email },
  };
}

const CALENDAR_TYPE = (method: Method) => `text/calendar; charset=utf-8; method=${method}`;

/** The calendar file as a mail attachment. */
export function calendarAttachment(r: ViewingRecord, method: Method, now: Date): MailAttachment {
  return {
    filename: 'viewing.ics',
    contentType: CALENDAR_TYPE(method),
    content: viewingCalendar(calendarEventOf(r, method, now)),
  };
}
