import type { Language } from '@mietmatch/contract';
import { PRODUCT_NAME } from '@mietmatch/contract';
import type { MailMessage } from './mailer.ts';
import { buttonHtml, day, escapeHtml, htmlPage, money, simpleMail } from './mail-frame.ts';

interface LinkMail {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  action: string;
  footer: string;
}

const texts: Record<'verifyEmail' | 'resetPassword', Record<Language, LinkMail>> = {
  verifyEmail: {
    de: {
      subject: `Bitte bestätige deine E-Mail-Adresse – ${PRODUCT_NAME}`,
      greeting: (n) => `Hallo ${n},`,
      body: 'willkommen bei Mietmatch! Bitte bestätige deine E-Mail-Adresse, um dein Konto zu aktivieren.',
      action: 'E-Mail-Adresse bestätigen',
      footer: 'Wenn du dich nicht registriert hast, kannst du diese E-Mail ignorieren.',
    },
    en: {
      subject: `Please verify your email address – ${PRODUCT_NAME}`,
      greeting: (n) => `Hello ${n},`,
      body: 'welcome to Rentmatch! Please verify your email address to activate your account.',
      action: 'Verify email address',
      footer: 'If you did not sign up, you can ignore this email.',
    },
  },
  resetPassword: {
    de: {
      subject: `Passwort zurücksetzen – ${PRODUCT_NAME}`,
      greeting: (n) => `Hallo ${n},`,
      body: 'du hast angefordert, dein Passwort zurückzusetzen. Der Link ist eine Stunde lang gültig und funktioniert nur einmal.',
      action: 'Neues Passwort festlegen',
      footer: 'Wenn du das nicht warst, ignoriere diese E-Mail; dein Passwort bleibt unverändert.',
    },
    en: {
      subject: `Reset your password – ${PRODUCT_NAME}`,
      greeting: (n) => `Hello ${n},`,
      body: 'you asked to reset your password. The link is valid for one hour and works only once.',
      action: 'Set a new password',
      footer: 'If this was not you, ignore this email; your password stays unchanged.',
    },
  },
};

export function linkMail(
  kind: keyof typeof texts,
  language: Language,
  to: string,
  name: string,
  link: string,
): MailMessage {
  const t = texts[kind][language];
  const text = `${t.greeting(name)}\n\n${t.body}\n\n${t.action}:\n${link}\n\n${t.footer}\n\n${PRODUCT_NAME}\n`;
  const html = htmlPage(
    language,
    `<p>${escapeHtml(t.greeting(name))}</p><p>${escapeHtml(t.body)}</p>
${buttonHtml(link, t.action)}
<p style="font-size:13px;color:#475569">${escapeHtml(link)}</p>
<p style="font-size:13px;color:#475569">${escapeHtml(t.footer)}</p><p>${escapeHtml(PRODUCT_NAME)}</p>`,
  );
  return { to, subject: t.subject, text, html, link };
}

export interface ReceiptDetails {
  planName: string;
  months: number;
  amountCents: number;
  periodStart: Date;
  periodEnd: Date;
}

export function receiptMail(language: Language, to: string, name: string, r: ReceiptDetails): MailMessage {
  const de = language === 'de';
  return simpleMail(
    to,
    language,
    de ? `Zahlungsbestätigung – ${PRODUCT_NAME}` : `Payment receipt – ${PRODUCT_NAME}`,
    de
      ? [
          `Hallo ${name},`,
          'vielen Dank für deine Zahlung. Hier ist deine Bestätigung:',
          `Tarif: ${r.planName} (${r.months} ${r.months === 1 ? 'Monat' : 'Monate'})`,
          `Zeitraum: ${day(r.periodStart, language)} – ${day(r.periodEnd, language)}`,
          `Betrag: ${money(r.amountCents, language)} inkl. MwSt.`,
          'Der Tarif verlängert sich nicht automatisch; es gibt nichts zu kündigen.',
        ]
      : [
          `Hello ${name},`,
          'thank you for your payment. Here is your receipt:',
          `Plan: ${r.planName} (${r.months} ${r.months === 1 ? 'month' : 'months'})`,
          `Period: ${day(r.periodStart, language)} – ${day(r.periodEnd, language)}`,
          `Amount: ${money(r.amountCents, language)} incl. VAT`,
          'The plan does not renew automatically; there is nothing to cancel.',
        ],
  );
}

export function expiryReminderMail(
  language: Language,
  to: string,
  name: string,
  planName: string,
  expiresAt: Date,
  renewUrl: string,
): MailMessage {
  const de = language === 'de';
  return simpleMail(
    to,
    language,
    de ? `Dein Tarif endet bald – ${PRODUCT_NAME}` : `Your plan ends soon – ${PRODUCT_NAME}`,
    de
      ? [
          `Hallo ${name},`,
          `dein Tarif „${planName}“ endet am ${day(expiresAt, language)}. Danach ist der Zugang gesperrt, bis du einen neuen Tarif wählst.`,
        ]
      : [
          `Hello ${name},`,
          `your plan "${planName}" ends on ${day(expiresAt, language)}. After that, access is paused until you choose a new plan.`,
        ],
    { label: de ? 'Tarif verlängern' : 'Renew plan', url: renewUrl },
  );
}

export function accessRequestMail(
  language: Language,
  to: string,
  name: string,
  landlordName: string,
  url: string,
): MailMessage {
  const de = language === 'de';
  return simpleMail(
    to,
    language,
    de
      ? `Ein Vermieter möchte deine Unterlagen sehen – ${PRODUCT_NAME}`
      : `A landlord asks to see your documents – ${PRODUCT_NAME}`,
    de
      ? [
          `Hallo ${name},`,
          `${landlordName} möchte deine Bilder und Unterlagen sehen. Du entscheidest, ob du sie freigibst; du kannst die Freigabe jederzeit zurücknehmen.`,
        ]
      : [
          `Hello ${name},`,
          `${landlordName} asks to see your images and documents. You decide whether to release them, and you can take the release back at any time.`,
        ],
    { label: de ? 'Anfrage ansehen' : 'View the request', url },
  );
}

export function accessDecisionMail(
  language: Language,
  to: string,
  name: string,
  tenantName: string,
  granted: boolean,
  url: string,
): MailMessage {
  const de = language === 'de';
  const subject = granted
    ? de
      ? `${tenantName} hat die Unterlagen freigegeben – ${PRODUCT_NAME}`
      : `${tenantName} released the documents – ${PRODUCT_NAME}`
    : de
      ? `${tenantName} hat die Freigabe zurückgenommen – ${PRODUCT_NAME}`
      : `${tenantName} took the release back – ${PRODUCT_NAME}`;
  const line = granted
    ? de
      ? `${tenantName} hat dir Zugriff auf Bilder und Unterlagen gegeben.`
      : `${tenantName} gave you access to their images and documents.`
    : de
      ? `${tenantName} hat den Zugriff auf Bilder und Unterlagen beendet.`
      : `${tenantName} ended your access to their images and documents.`;
  return simpleMail(to, language, subject, [de ? `Hallo ${name},` : `Hello ${name},`, line], {
    label: de ? 'Gesuche ansehen' : 'View requests',
    url,
  });
}

export function newMessageMail(
  language: Language,
  to: string,
  name: string,
  senderName: string,
  excerpt: string,
  url: string,
): MailMessage {
  const de = language === 'de';
  const short = excerpt.length > 300 ? `${excerpt.slice(0, 297)}…` : excerpt;
  return simpleMail(
    to,
    language,
    de ? `Neue Nachricht von ${senderName} – ${PRODUCT_NAME}` : `New message from ${senderName} – ${PRODUCT_NAME}`,
    [
      de ? `Hallo ${name},` : `Hello ${name},`,
      de ? `${senderName} hat dir geschrieben:` : `${senderName} wrote to you:`,
      `„${short}“`,
    ],
    { label: de ? 'Antworten' : 'Reply', url },
  );
}

export function moderationMail(
  language: Language,
  to: string,
  name: string,
  kind: 'block' | 'warn',
  reason: string,
  contact: string,
): MailMessage {
  const de = language === 'de';
  const lines =
    kind === 'block'
      ? de
        ? [
            `Hallo ${name},`,
            'dein Konto wurde von der Moderation gesperrt.',
            `Begründung: ${reason}`,
            `Wenn du widersprechen möchtest, antworte an ${contact}.`,
          ]
        : [
            `Hello ${name},`,
            'your account was blocked by our moderators.',
            `Reason: ${reason}`,
            `To object, write to ${contact}.`,
          ]
      : de
        ? [
            `Hallo ${name},`,
            'du erhältst eine Verwarnung der Moderation. Bei weiteren Verstößen kann dein Konto gesperrt werden.',
            `Begründung: ${reason}`,
            `Fragen? ${contact}`,
          ]
        : [
            `Hello ${name},`,
            'you received a warning from our moderators. Further violations can lead to a block.',
            `Reason: ${reason}`,
            `Questions? ${contact}`,
          ];
  const subject =
    kind === 'block'
      ? de
        ? `Dein Konto wurde gesperrt – ${PRODUCT_NAME}`
        : `Your account was blocked – ${PRODUCT_NAME}`
      : de
        ? `Verwarnung – ${PRODUCT_NAME}`
        : `Warning – ${PRODUCT_NAME}`;
  return simpleMail(to, language, subject, lines);
}
