import { formatBerlinDateTime, formatBerlinTime, type Language, PRODUCT_NAME } from '@mietmatch/contract';
import type { MailAttachment, MailMessage } from './mailer.ts';
import { buttonHtml, escapeHtml, htmlPage } from './mail-frame.ts';

/** A slot's time in Berlin for people: "Di., 1. Dez. 2026, 17:00–17:30". */
function berlinRange(startsAt: Date, endsAt: Date, language: Language): string {
  return `${formatBerlinDateTime(startsAt, language)}–${formatBerlinTime(endsAt)}`;
}

export interface InvitationMailInput {
  language: Language;
  to: string;
  firstName: string;
  landlordName: string;
  propertyTitle: string;
  message: string | null;
  slots: { startsAt: Date; endsAt: Date }[];
  url: string;
}

const greeting = (language: Language, name: string) => (language === 'de' ? `Hallo ${name},` : `Hello ${name},`);

function mail(
  m: { language: Language; to: string; firstName: string; url: string },
  subject: string,
  paragraphs: string[],
  lines: string[],
  action: string,
  attachments?: MailAttachment[],
): MailMessage {
  const text = [
    greeting(m.language, m.firstName),
    ...paragraphs,
    lines.map((l) => `- ${l}`).join('\n'),
    `${action}:\n${m.url}`,
    PRODUCT_NAME,
  ]
    .filter(Boolean)
    .join('\n\n');
  const list = lines.length > 0 ? `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>` : '';
  const html = htmlPage(
    m.language,
    `<p>${escapeHtml(greeting(m.language, m.firstName))}</p>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}
${list}${buttonHtml(m.url, action)}<p>${escapeHtml(PRODUCT_NAME)}</p>`,
  );
  return {
    to: m.to,
    subject: `${subject} – ${PRODUCT_NAME}`,
    text,
    html,
    link: m.url,
    ...(attachments ? { attachments } : {}),
  };
}

/** The tenant's invitation to book, listing the open slots in Berlin time. */
export function viewingInvitationMail(m: InvitationMailInput): MailMessage {
  const de = m.language === 'de';
  const slots = m.slots.map((s) => berlinRange(s.startsAt, s.endsAt, m.language));
  const paragraphs = [
    de
      ? `${m.landlordName} lädt dich zur Besichtigung von „${m.propertyTitle}“ ein.`
      : `${m.landlordName} invites you to view "${m.propertyTitle}".`,
    m.message ?? '',
    slots.length > 0
      ? de
        ? 'Freie Termine:'
        : 'Open times:'
      : de
        ? 'Noch sind keine Termine frei; sobald es welche gibt, kannst du einen wählen.'
        : 'No times are open yet; once there are, you can choose one.',
  ].filter(Boolean);
  const subject = de ? `Einladung zur Besichtigung: ${m.propertyTitle}` : `Invitation to a viewing: ${m.propertyTitle}`;
  return mail(m, subject, paragraphs, slots, de ? 'Termin wählen' : 'Choose a time');
}

export interface BookingMailInput {
  language: Language;
  to: string;
  firstName: string;
  kind: 'booked' | 'moved' | 'cancelled';
  propertyTitle: string;
  address: string;
  startsAt: Date;
  endsAt: Date;
  note: string | null;
  landlordName: string;
  reason: string | null;
  url: string;
  /** The calendar file (REQUEST, or CANCEL for a cancellation). */
  calendar: MailAttachment;
}

const SUBJECTS: Record<BookingMailInput['kind'], Record<Language, string>> = {
  booked: { de: 'Besichtigung gebucht', en: 'Viewing booked' },
  moved: { de: 'Besichtigung verlegt', en: 'Viewing moved' },
  cancelled: { de: 'Besichtigung abgesagt', en: 'Viewing cancelled' },
};

/** The tenant's confirmation, move or cancellation, with the calendar file attached. */
export function viewingBookingMail(m: BookingMailInput): MailMessage {
  const de = m.language === 'de';
  const when = berlinRange(m.startsAt, m.endsAt, m.language);
  const lead: Record<BookingMailInput['kind'], string> = {
    booked: de
      ? `Deine Besichtigung von „${m.propertyTitle}“ ist gebucht.`
      : `Your viewing of "${m.propertyTitle}" is booked.`,
    moved: de
      ? `Deine Besichtigung von „${m.propertyTitle}“ ist verlegt.`
      : `Your viewing of "${m.propertyTitle}" has moved.`,
    cancelled: de
      ? `Die Besichtigung von „${m.propertyTitle}“ ist abgesagt.`
      : `The viewing of "${m.propertyTitle}" is cancelled.`,
  };
  const lines = [
    `${de ? 'Wann' : 'When'}: ${when}`,
    `${de ? 'Wo' : 'Where'}: ${m.address}`,
    `${de ? 'Vermieter' : 'Landlord'}: ${m.landlordName}`,
    m.note ? `${de ? 'Hinweis' : 'Note'}: ${m.note}` : '',
    m.reason ? `${de ? 'Grund' : 'Reason'}: ${m.reason}` : '',
  ].filter(Boolean);
  const calendarHint = de ? 'Die Kalenderdatei ist angehängt.' : 'The calendar file is attached.';
  return mail(
    m,
    `${SUBJECTS[m.kind][m.language]}: ${m.propertyTitle}`,
    [lead[m.kind], calendarHint],
    lines,
    de ? 'Meine Besichtigungen' : 'My viewings',
    [m.calendar],
  );
}
