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

/**
 * The iCalendar file of a viewing: `METHOD`, one `VEVENT` with `DTSTART`/`DTEND` in
 * `TZID=Europe/Berlin` and that zone's `VTIMEZONE`, lines folded at 75 octets, CRLF line ends.
 */
export function viewingCalendar(_event: CalendarEvent): string {
  throw new Error('not built yet');
}
