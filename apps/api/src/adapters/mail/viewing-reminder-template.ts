import { formatBerlinDateTime, formatBerlinTime, type Language, PRODUCT_NAME } from '@mietmatch/contract';
import type { MailMessage } from './mailer.ts';
import { simpleMail } from './mail-frame.ts';

interface ReminderBase {
  language: Language;
  to: string;
  firstName: string;
  propertyTitle: string;
  startsAt: Date;
  endsAt: Date;
  /** Where the side manages the viewing (`/my-viewings`, or the property's viewings page). */
  url: string;
}

/** The tenant's reminder: where to go (the full address: they have a booking) and the landlord's note. */
export interface TenantReminderInput extends ReminderBase {
  address: string;
  note: string | null;
  landlordName: string;
}

/** The landlord's reminder: who comes. */
export interface LandlordReminderInput extends ReminderBase {
  tenantName: string;
}

const when = (m: ReminderBase) => `${formatBerlinDateTime(m.startsAt, m.language)}–${formatBerlinTime(m.endsAt)}`;

const subjectOf = (m: ReminderBase) =>
  m.language === 'de'
    ? `Erinnerung: Besichtigung „${m.propertyTitle}“ am ${formatBerlinDateTime(m.startsAt, 'de')} – ${PRODUCT_NAME}`
    : `Reminder: viewing of "${m.propertyTitle}" on ${formatBerlinDateTime(m.startsAt, 'en')} – ${PRODUCT_NAME}`;

/** The reminder a tenant gets 24 hours before a booked viewing, in their language (times in Berlin). */
export function tenantViewingReminderMail(m: TenantReminderInput): MailMessage {
  const de = m.language === 'de';
  const lines = de
    ? [
        `Hallo ${m.firstName},`,
        `zur Erinnerung: deine Besichtigung von „${m.propertyTitle}“ ist am ${when(m)} (Berliner Zeit).`,
        `Adresse: ${m.address}`,
        ...(m.note ? [`Hinweis von ${m.landlordName}: ${m.note}`] : []),
        'Kannst du nicht kommen? Sag die Besichtigung bitte ab oder wähle einen anderen Termin.',
      ]
    : [
        `Hello ${m.firstName},`,
        `a reminder: your viewing of "${m.propertyTitle}" is on ${when(m)} (Berlin time).`,
        `Address: ${m.address}`,
        ...(m.note ? [`Note from ${m.landlordName}: ${m.note}`] : []),
        'Cannot make it? Please cancel the viewing or choose another time.',
      ];
  return simpleMail(m.to, m.language, subjectOf(m), lines, {
    label: de ? 'Meine Besichtigungen' : 'My viewings',
    url: m.url,
  });
}

/** The reminder a landlord gets 24 hours before a booked viewing, naming the tenant who comes. */
export function landlordViewingReminderMail(m: LandlordReminderInput): MailMessage {
  const de = m.language === 'de';
  const lines = de
    ? [
        `Hallo ${m.firstName},`,
        `zur Erinnerung: ${m.tenantName} kommt am ${when(m)} (Berliner Zeit) zur Besichtigung von „${m.propertyTitle}“.`,
      ]
    : [
        `Hello ${m.firstName},`,
        `a reminder: ${m.tenantName} comes to view "${m.propertyTitle}" on ${when(m)} (Berlin time).`,
      ];
  return simpleMail(m.to, m.language, subjectOf(m), lines, {
    label: de ? 'Besichtigungstermine' : 'Viewing times',
    url: m.url,
  });
}
