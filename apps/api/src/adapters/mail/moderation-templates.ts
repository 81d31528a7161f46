import type {
  Language,
  ModerationAction,
  ModerationGround,
  ReportReason,
  ReportSubjectType,
} from '@mietmatch/contract';
import { MODERATION_RULES, PRODUCT_NAME } from '@mietmatch/contract';
import type { MailMessage } from './mailer.ts';
import { day, simpleMail } from './mail-frame.ts';

/*
 * The mails of notice and action (DSA Art. 16, 17, 23): the reporter's confirmation, the owner's
 * statement of reasons, the reporter's outcome and the misuse warning, each in German and English.
 */

type Words = Record<Language, string>;

const SUBJECT: Record<ReportSubjectType, Words> = {
  property: { de: 'dein Inserat', en: 'your listing' },
  request: { de: 'dein Gesuch', en: 'your request' },
  message: { de: 'deine Nachricht', en: 'your message' },
  user: { de: 'dein Konto', en: 'your account' },
};
const REPORTED: Record<ReportSubjectType, Words> = {
  property: { de: 'ein Inserat', en: 'a listing' },
  request: { de: 'ein Gesuch', en: 'a request' },
  message: { de: 'eine Nachricht', en: 'a message' },
  user: { de: 'ein Mitglied', en: 'a member' },
};
const REASON: Record<ReportReason, Words> = {
  scam: { de: 'Betrug', en: 'scam' },
  discrimination: { de: 'Diskriminierung', en: 'discrimination' },
  illegal: { de: 'rechtswidriger Inhalt', en: 'illegal content' },
  false_information: { de: 'falsche Angaben', en: 'false information' },
  spam: { de: 'Spam', en: 'spam' },
  offensive: { de: 'beleidigender Inhalt', en: 'offensive content' },
  privacy: { de: 'Verletzung der Privatsphäre', en: 'privacy violation' },
  other: { de: 'Sonstiges', en: 'other' },
};
/** What the decision did, said to the owner ("… was removed"). */
const DONE: Record<ModerationAction, Words> = {
  dismiss: { de: 'Es wurde nichts unternommen.', en: 'No action was taken.' },
  remove: {
    de: 'Der Inhalt wurde entfernt: Nur du und die Moderation sehen ihn noch.',
    en: 'The content was removed: only you and the moderators still see it.',
  },
  restrict: {
    de: 'Die Sichtbarkeit wurde eingeschränkt: Der Inhalt erscheint nicht mehr in Suchen und Listen; ein direkter Link funktioniert weiter.',
    en: 'Its visibility was restricted: the content no longer appears in searches and lists; a direct link still works.',
  },
  warn: {
    de: 'Du erhältst eine Verwarnung. Bei weiteren Verstößen kann dein Konto gesperrt werden.',
    en: 'You receive a warning. Further violations can lead to a suspension of your account.',
  },
  suspend: {
    de: 'Dein Konto wurde gesperrt; du kannst dich nicht mehr anmelden.',
    en: 'Your account was suspended; you can no longer sign in.',
  },
};
/** The outcome in a word, for the reporter. */
const OUTCOME: Record<ModerationAction, Words> = {
  dismiss: { de: 'keine Maßnahme (Meldung zurückgewiesen)', en: 'no action (report dismissed)' },
  remove: { de: 'Inhalt entfernt', en: 'content removed' },
  restrict: { de: 'Sichtbarkeit eingeschränkt', en: 'visibility restricted' },
  warn: { de: 'Verwarnung ausgesprochen', en: 'warning issued' },
  suspend: { de: 'Konto gesperrt', en: 'account suspended' },
};
const GROUND: Record<ModerationGround, Words> = {
  illegal: { de: 'rechtswidriger Inhalt nach', en: 'illegal content under' },
  terms: { de: 'Verstoß gegen die Nutzungsbedingungen,', en: 'breach of the terms of use,' },
};

const hello = (language: Language, name: string) => (language === 'de' ? `Hallo ${name},` : `Hello ${name},`);
const groundLine = (language: Language, ground: ModerationGround | null, detail: string | null) =>
  ground ? `${GROUND[ground][language]} ${detail ?? ''}`.trim() : '';

export function reportConfirmationMail(
  language: Language,
  to: string,
  name: string,
  r: { reference: string; subjectType: ReportSubjectType; reason: ReportReason },
): MailMessage {
  const de = language === 'de';
  return simpleMail(
    to,
    language,
    de ? `Deine Meldung ${r.reference} – ${PRODUCT_NAME}` : `Your report ${r.reference} – ${PRODUCT_NAME}`,
    de
      ? [
          hello(language, name),
          `danke für deine Meldung. Du hast ${REPORTED[r.subjectType].de} gemeldet (Grund: ${REASON[r.reason].de}).`,
          `Aktenzeichen: ${r.reference}`,
          'Unsere Moderation prüft die Meldung sorgfältig; über das Ergebnis informieren wir dich per E-Mail.',
        ]
      : [
          hello(language, name),
          `thank you for your report. You reported ${REPORTED[r.subjectType].en} (reason: ${REASON[r.reason].en}).`,
          `Reference: ${r.reference}`,
          'Our moderators review it carefully; we will tell you the outcome by email.',
        ],
  );
}

export interface StatementDetails {
  subjectType: ReportSubjectType;
  subjectTitle: string | null;
  action: ModerationAction;
  ground: ModerationGround | null;
  groundDetail: string | null;
  statement: string;
  automatedDetection: boolean;
  complaintUntil: Date;
  /** The page where the member reads the decision and complains (/profile-view). */
  url: string;
  /** A suspended member's signed complaint link (/complaint?token=…): they cannot sign in. Null otherwise. */
  complaintUrl: string | null;
}

/** Where the member complains: on the profile page, or (suspended, so signed out) by the mailed link. */
function redressLine(language: Language, s: StatementDetails): string {
  const until = day(s.complaintUntil, language);
  if (language === 'de') {
    const where = s.complaintUrl
      ? `Da dein Konto gesperrt ist, kannst du dich nicht anmelden: Beschwerde (internes Beschwerdeverfahren) legst du bis zum ${until} über den Link „Beschwerde einlegen“ unten ein. Er funktioniert auch während der Sperre, ohne Anmeldung, und nur für diese Entscheidung.`
      : `Du kannst bis zum ${until} auf deiner Profilseite unter „Moderationsentscheidungen“ Beschwerde einlegen (internes Beschwerdeverfahren).`;
    return `Rechtsbehelfe: ${where} Außerdem kannst du eine zertifizierte außergerichtliche Streitbeilegungsstelle nach Art. 21 des Gesetzes über digitale Dienste (DSA) anrufen oder den Rechtsweg vor den Gerichten beschreiten.`;
  }
  const where = s.complaintUrl
    ? `as your account is suspended, you cannot sign in: you can complain (internal complaint) until ${until} through the "Complain" link below. It works while your account is suspended, without signing in, and only for this decision.`
    : `you can complain until ${until} on your profile page under "Moderation decisions" (internal complaint).`;
  return `Redress: ${where} You can also turn to a certified out-of-court dispute settlement body under Art. 21 of the Digital Services Act (DSA), or go to court.`;
}

/** The statement of reasons (DSA Art. 17) to the owner of the content or the account. */
export function statementOfReasonsMail(language: Language, to: string, name: string, s: StatementDetails): MailMessage {
  const de = language === 'de';
  const what = s.subjectTitle
    ? `${SUBJECT[s.subjectType][language]} „${s.subjectTitle}“`
    : SUBJECT[s.subjectType][language];
  const lines = de
    ? [
        hello(language, name),
        `die Moderation hat über ${what} entschieden.`,
        `Maßnahme: ${DONE[s.action].de}`,
        `Sachverhalt: ${s.statement}`,
        `Grundlage: ${groundLine(language, s.ground, s.groundDetail)}`,
        s.automatedDetection
          ? 'Der Inhalt wurde durch automatische Prüfungen erkannt; entschieden hat ein Mensch aus der Moderation.'
          : 'Automatische Mittel wurden nicht eingesetzt; die Meldung kam von einer Person und entschieden hat ein Mensch aus der Moderation.',
        redressLine(language, s),
      ]
    : [
        hello(language, name),
        `our moderators decided about ${what}.`,
        `Action: ${DONE[s.action].en}`,
        `Facts: ${s.statement}`,
        `Ground: ${groundLine(language, s.ground, s.groundDetail)}`,
        s.automatedDetection
          ? 'The content was detected by automated checks; a human moderator took the decision.'
          : 'No automated means were used; a person reported it and a human moderator took the decision.',
        redressLine(language, s),
      ];
  return simpleMail(
    to,
    language,
    de ? `Entscheidung der Moderation – ${PRODUCT_NAME}` : `Moderation decision – ${PRODUCT_NAME}`,
    lines,
    s.complaintUrl
      ? { label: de ? 'Beschwerde einlegen' : 'Complain', url: s.complaintUrl }
      : { label: de ? 'Entscheidung ansehen' : 'View the decision', url: s.url },
  );
}

/** The outcome for a reporter: action and ground, never the facts about the other member. */
export function reportOutcomeMail(
  language: Language,
  to: string,
  name: string,
  o: { reference: string; action: ModerationAction; ground: ModerationGround | null; groundDetail: string | null },
): MailMessage {
  const de = language === 'de';
  const ground = groundLine(language, o.ground, o.groundDetail);
  return simpleMail(
    to,
    language,
    de
      ? `Ergebnis deiner Meldung ${o.reference} – ${PRODUCT_NAME}`
      : `Outcome of your report ${o.reference} – ${PRODUCT_NAME}`,
    [
      hello(language, name),
      de
        ? `die Moderation hat über deine Meldung ${o.reference} entschieden: ${OUTCOME[o.action].de}.`
        : `our moderators decided about your report ${o.reference}: ${OUTCOME[o.action].en}.`,
      ...(ground ? [de ? `Grundlage: ${ground}` : `Ground: ${ground}`] : []),
      de
        ? 'Bist du mit der Entscheidung nicht einverstanden, kannst du als Mitglied innerhalb von sechs Monaten auf deiner Profilseite Beschwerde einlegen; außerdem stehen dir die außergerichtliche Streitbeilegung (Art. 21 DSA) und die Gerichte offen.'
        : 'If you disagree, members can complain within six months on their profile page; out-of-court dispute settlement (Art. 21 DSA) and the courts are open to you as well.',
    ],
  );
}

/** Misuse (DSA Art. 23): the reporter reached the limit of manifestly unfounded reports. */
export function misuseWarningMail(language: Language, to: string, name: string, until: Date): MailMessage {
  const de = language === 'de';
  const { misuseUnfounded: n, misuseWindowDays: window, misuseSuspensionDays: days } = MODERATION_RULES;
  return simpleMail(
    to,
    language,
    de ? `Deine Meldungen sind vorübergehend gesperrt – ${PRODUCT_NAME}` : `Your reporting is paused – ${PRODUCT_NAME}`,
    de
      ? [
          hello(language, name),
          `${n} deiner Meldungen der letzten ${window} Tage waren offensichtlich unbegründet.`,
          `Deshalb kannst du ${days} Tage lang, bis zum ${day(until, language)}, keine neuen Meldungen abgeben. Danach ist Melden wieder möglich; bitte melde nur Inhalte, die du für rechtswidrig oder regelwidrig hältst.`,
        ]
      : [
          hello(language, name),
          `${n} of your reports in the last ${window} days were manifestly unfounded.`,
          `You therefore cannot report anything for ${days} days, until ${day(until, language)}. After that you can report again; please report only content you believe to be illegal or against our terms.`,
        ],
  );
}
