import { type Language, type ModerationAction, PRODUCT_NAME, type ReportSubjectType } from '@mietmatch/contract';
import type { MailMessage } from './mailer.ts';
import { simpleMail } from './mail-frame.ts';

/** What a decision was about, as the mails name it. */
export interface DecidedItem {
  type: ReportSubjectType;
  title: string | null;
  action: ModerationAction;
  decidedAt: Date;
}

const KIND: Record<ReportSubjectType, Record<Language, string>> = {
  property: { de: 'dein Inserat', en: 'your listing' },
  request: { de: 'dein Gesuch', en: 'your request' },
  message: { de: 'deine Nachricht', en: 'your message' },
  user: { de: 'dein Konto', en: 'your account' },
};
const REPORTED_KIND: Record<ReportSubjectType, Record<Language, string>> = {
  property: { de: 'das gemeldete Inserat', en: 'the listing you reported' },
  request: { de: 'das gemeldete Gesuch', en: 'the request you reported' },
  message: { de: 'die gemeldete Nachricht', en: 'the message you reported' },
  user: { de: 'das gemeldete Mitglied', en: 'the member you reported' },
};

/** What a reversal gives back to the owner, by the reversed action. */
const RESTORED: Record<Exclude<ModerationAction, 'dismiss'>, Record<Language, string>> = {
  remove: { de: 'Der Inhalt ist wieder für alle sichtbar.', en: 'The content is visible to everyone again.' },
  restrict: { de: 'Der Inhalt wird wieder in der Suche gefunden.', en: 'The content is found by search again.' },
  warn: { de: 'Die Verwarnung ist aufgehoben.', en: 'The warning is lifted.' },
  suspend: {
    de: 'Dein Konto ist entsperrt; du kannst dich wieder anmelden.',
    en: 'Your account is unblocked; you can sign in again.',
  },
};

function day(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Berlin',
  }).format(date);
}

function itemLine(item: DecidedItem, language: Language, asReporter: boolean): string {
  const kind = (asReporter ? REPORTED_KIND : KIND)[item.type][language];
  const title = item.title ? ` „${item.title}“` : '';
  return language === 'de'
    ? `die Moderationsentscheidung vom ${day(item.decidedAt, language)} über ${kind}${title}`
    : `the moderation decision of ${day(item.decidedAt, language)} about ${kind}${title}`;
}

const hello = (name: string, language: Language) =>
  language === 'de' ? `Hallo${name ? ` ${name}` : ''},` : `Hello${name ? ` ${name}` : ''},`;
const redress = (language: Language) =>
  language === 'de'
    ? 'Wenn du nicht einverstanden bist, kannst du dich an eine zertifizierte außergerichtliche Streitbeilegungsstelle (Art. 21 DSA) oder an die Gerichte wenden.'
    : 'If you disagree, you may turn to a certified out-of-court dispute settlement body (Art. 21 DSA) or to the courts.';
/** `appUrl` null: the member is suspended and cannot sign in, so the mail links to no page. */
const profileLink = (language: Language, appUrl: string | null) =>
  appUrl
    ? {
        label: language === 'de' ? 'Moderationsentscheidungen ansehen' : 'View moderation decisions',
        url: `${appUrl}/profile-view`,
      }
    : undefined;

/** The receipt of an internal complaint (DSA Art. 20). */
export function complaintReceivedMail(
  language: Language,
  to: string,
  name: string,
  item: DecidedItem,
  asReporter: boolean,
  appUrl: string | null,
): MailMessage {
  const de = language === 'de';
  return simpleMail(
    to,
    language,
    de ? `Deine Beschwerde ist eingegangen – ${PRODUCT_NAME}` : `We received your complaint – ${PRODUCT_NAME}`,
    [
      hello(name, language),
      de
        ? `wir haben deine Beschwerde gegen ${itemLine(item, language, asReporter)} erhalten.`
        : `we received your complaint against ${itemLine(item, language, asReporter)}.`,
      de
        ? 'Eine Person aus unserem Team prüft sie – nicht allein eine Maschine – und antwortet dir per E-Mail.'
        : 'A person on our team reviews it – not a machine alone – and answers you by email.',
    ],
    profileLink(language, appUrl),
  );
}

/** The answer to a complaint that did not change the decision, with the admin's reasons. */
export function complaintUpheldMail(
  language: Language,
  to: string,
  name: string,
  item: DecidedItem,
  asReporter: boolean,
  statement: string,
  appUrl: string | null,
): MailMessage {
  const de = language === 'de';
  return simpleMail(
    to,
    language,
    de ? `Deine Beschwerde wurde geprüft – ${PRODUCT_NAME}` : `Your complaint was reviewed – ${PRODUCT_NAME}`,
    [
      hello(name, language),
      de
        ? `wir haben deine Beschwerde gegen ${itemLine(item, language, asReporter)} geprüft. Die Entscheidung bleibt bestehen.`
        : `we reviewed your complaint against ${itemLine(item, language, asReporter)}. The decision stands.`,
      `${de ? 'Begründung' : 'Reasons'}: ${statement}`,
      redress(language),
    ],
    profileLink(language, appUrl),
  );
}

/**
 * A reversed decision. The owner reads what is restored and the reasons; a reporter learns that the
 * decision was reversed, and the reasons only when it was their complaint (the reasons of a reversed
 * restriction are about another member).
 */
export function decisionReversedMail(
  language: Language,
  to: string,
  name: string,
  item: DecidedItem,
  as: 'owner' | 'reporter',
  statement: string | null,
  appUrl: string,
): MailMessage {
  const de = language === 'de';
  const restored =
    item.action === 'dismiss'
      ? de
        ? 'Die Meldung wird erneut geprüft; wir melden uns, sobald darüber entschieden ist.'
        : 'The report is being reviewed again; we will write to you once it is decided.'
      : as === 'owner'
        ? RESTORED[item.action][language]
        : de
          ? 'Die Einschränkung ist aufgehoben.'
          : 'The restriction is lifted.';
  const lines = [
    hello(name, language),
    de
      ? `wir haben ${itemLine(item, language, as === 'reporter')} aufgehoben.`
      : `we reversed ${itemLine(item, language, as === 'reporter')}.`,
    restored,
  ];
  if (statement) lines.push(`${de ? 'Begründung' : 'Reasons'}: ${statement}`);
  return simpleMail(
    to,
    language,
    de
      ? `Eine Moderationsentscheidung wurde aufgehoben – ${PRODUCT_NAME}`
      : `A moderation decision was reversed – ${PRODUCT_NAME}`,
    lines,
    profileLink(language, appUrl),
  );
}
