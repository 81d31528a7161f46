import {
  APPLICATION_ANSWER_DAYS,
  type ApplicationClosedReason,
  type ApplicationStatus,
  type Language,
  messages,
  PRODUCT_NAME,
} from '@mietmatch/contract';
import type { MailMessage } from './mailer.ts';
import { buttonHtml, escapeHtml, htmlPage } from './mail-frame.ts';

export interface ApplicationMailInput {
  language: Language;
  to: string;
  firstName: string;
  propertyTitle: string;
  status: ApplicationStatus;
  /** The landlord's own words with the status (a decline without them gets the kind default). */
  answer: string | null;
  closedReason: ApplicationClosedReason | null;
  url: string;
}

type Texts = { subject: string; lines: string[] };

const CLOSED: Record<ApplicationClosedReason, { de: string; en: string }> = {
  let: { de: 'Die Wohnung „{t}“ ist vergeben.', en: 'The flat “{t}” has been let.' },
  deactivated: { de: 'Die Anzeige „{t}“ ist nicht mehr aktiv.', en: 'The listing “{t}” is no longer active.' },
  removed: { de: 'Die Anzeige „{t}“ wurde entfernt.', en: 'The listing “{t}” has been removed.' },
  deleted: { de: 'Die Anzeige „{t}“ wurde gelöscht.', en: 'The listing “{t}” has been deleted.' },
};

/** What the tenant reads about each answer: plain, kind, and saying what happens next. */
function texts(m: ApplicationMailInput): Texts | null {
  const de = m.language === 'de';
  const t = m.propertyTitle;
  switch (m.status) {
    case 'shortlisted':
      return de
        ? {
            subject: `Engere Auswahl: ${t}`,
            lines: [
              `Der Vermieter hat deine Bewerbung für „${t}“ in die engere Auswahl genommen.`,
              'Als Nächstes kann er dich zu einer Besichtigung einladen.',
            ],
          }
        : {
            subject: `Shortlisted: ${t}`,
            lines: [
              `The landlord has shortlisted your application for “${t}”.`,
              'Next, they may invite you to a viewing.',
            ],
          };
    case 'offered':
      return de
        ? {
            subject: `Angebot: ${t}`,
            lines: [
              `Der Vermieter möchte dir die Wohnung „${t}“ anbieten.`,
              'Antworte ihm im Gespräch, um die nächsten Schritte zu klären.',
            ],
          }
        : {
            subject: `An offer: ${t}`,
            lines: [
              `The landlord would like to offer you “${t}”.`,
              'Reply in your conversation to agree the next steps.',
            ],
          };
    case 'declined':
      return {
        subject: de ? `Deine Bewerbung für ${t}` : `Your application for ${t}`,
        lines: [
          de
            ? `Die Antwort des Vermieters auf deine Bewerbung für „${t}“:`
            : `The landlord’s answer to your application for “${t}”:`,
          m.answer ?? messages.applicationDeclineDefault[m.language],
        ],
      };
    case 'expired':
      return de
        ? {
            subject: `Keine Antwort: ${t}`,
            lines: [
              `Der Vermieter hat auf deine Bewerbung für „${t}“ nicht innerhalb von ${APPLICATION_ANSWER_DAYS} Tagen reagiert. Damit ist sie beendet.`,
              'Das liegt nicht an dir: Viele Vermieter erhalten sehr viele Anfragen. Deine Bewerbung zählt nicht mehr gegen deine offenen Bewerbungen.',
            ],
          }
        : {
            subject: `No answer: ${t}`,
            lines: [
              `The landlord did not respond to your application for “${t}” within ${APPLICATION_ANSWER_DAYS} days, so it has ended.`,
              'It is not about you: many landlords receive a great many requests. It no longer counts towards your open applications.',
            ],
          };
    case 'closed': {
      const reason = CLOSED[m.closedReason ?? 'deactivated'][m.language].replace('{t}', t);
      return {
        subject: de ? `Bewerbung beendet: ${t}` : `Application closed: ${t}`,
        lines: [reason, de ? 'Deine Bewerbung ist damit beendet.' : 'Your application has ended with it.'],
      };
    }
    default:
      // `invited` comes with the viewing invitation's own mail; `new` and `withdrawn` need none.
      return null;
  }
}

/** The tenant's mail about an answer to their application; null where another mail says it. */
export function applicationAnswerMail(m: ApplicationMailInput): MailMessage | null {
  const found = texts(m);
  if (!found) return null;
  const greeting = m.language === 'de' ? `Hallo ${m.firstName},` : `Hello ${m.firstName},`;
  const action = m.language === 'de' ? 'Meine Bewerbungen' : 'My applications';
  const text = [greeting, ...found.lines, `${action}:\n${m.url}`, PRODUCT_NAME].join('\n\n');
  const html = htmlPage(
    m.language,
    `<p>${escapeHtml(greeting)}</p>${found.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}
${buttonHtml(m.url, action)}<p>${escapeHtml(PRODUCT_NAME)}</p>`,
  );
  return { to: m.to, subject: `${found.subject} – ${PRODUCT_NAME}`, text, html, link: m.url };
}
