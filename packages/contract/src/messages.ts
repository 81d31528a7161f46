import { applicationMessages } from './application-messages.ts';
import { businessMessages } from './business-messages.ts';
import { viewingMessages } from './viewing-messages.ts';

/**
 * Every text the server can answer with, keyed by a stable code, in both languages.
 * The English texts are the specification's, typos included where it says "as shown".
 * Schemas name a key as their error; the API answers the text in the request's language,
 * and the web app shows the same text from this catalogue, so both always agree.
 */
export const messages = {
  // validation
  emailInvalid: { en: 'Enter a valid email', de: 'Gib eine gültige E-Mail-Adresse ein' },
  passwordRequired: { en: 'Password is required', de: 'Passwort ist erforderlich' },
  passwordTooShort: {
    en: 'Password must be at least 6 characters',
    de: 'Das Passwort muss mindestens 6 Zeichen lang sein',
  },
  passwordTooLong: { en: 'Password is too long', de: 'Das Passwort ist zu lang' },
  passwordsMustDiffer: {
    en: 'The new password must differ from the old one',
    de: 'Das neue Passwort muss sich vom alten unterscheiden',
  },
  firstNameRequired: { en: 'First name is required', de: 'Vorname ist erforderlich' },
  lastNameRequired: { en: 'Last name is required', de: 'Nachname ist erforderlich' },
  roleInvalid: {
    en: 'Choose whether you are looking for a property or renting one out',
    de: 'Wähle, ob du eine Immobilie suchst oder vermietest',
  },
  avatarRequired: { en: 'Please upload a valid avatar image', de: 'Bitte lade ein gültiges Profilbild hoch' },
  relationshipStatusInvalid: { en: 'Choose a relationship status', de: 'Wähle einen Familienstand' },
  textTooLong: { en: 'This text is too long', de: 'Dieser Text ist zu lang' },
  tokenRequired: { en: 'Invalid or missing token.', de: 'Ungültiges oder fehlendes Token.' },
  invalidValue: { en: 'Invalid value', de: 'Ungültiger Wert' },
  fieldRequired: { en: 'This field is required', de: 'Dieses Feld ist erforderlich' },
  planInvalid: { en: 'Choose a plan', de: 'Wähle einen Tarif' },
  propertyFirstNameRequired: { en: 'First name is required.', de: 'Vorname ist erforderlich.' },
  propertyLastNameRequired: { en: 'Last name is required.', de: 'Nachname ist erforderlich.' },
  propertyEmailInvalid: { en: 'Valid email reqiured', de: 'Gültige E-Mail-Adresse erforderlich' },
  phoneNumberRequired: { en: 'Phone number is required.', de: 'Telefonnummer ist erforderlich.' },
  propertyTitleRequired: {
    en: 'Add a property title to get better responses.',
    de: 'Gib der Immobilie einen Titel, um bessere Rückmeldungen zu erhalten.',
  },
  /** `{phrase}` is the excluding phrase as the landlord wrote it (see agg-phrases.ts); the API fills it in. */
  listingExcludesPeople: {
    en: 'Listings must not exclude anyone because of origin, nationality, religion, disability, age, sex or sexual identity (AGG). Found: “{phrase}”.',
    de: 'Anzeigen dürfen niemanden wegen Herkunft, Staatsangehörigkeit, Religion, Behinderung, Alter, Geschlecht oder sexueller Identität ausschließen (AGG). Gefunden: „{phrase}“.',
  },
  onlyPositiveNumbers: { en: 'Only positive numbers are valid.', de: 'Nur positive Zahlen sind gültig.' },
  rentRequired: { en: 'Add an estimated rent', de: 'Gib eine geschätzte Miete an' },
  selectValidAddress: {
    en: 'Please select a valid address first.',
    de: 'Bitte wähle zuerst eine gültige Adresse aus.',
  },
  invalidImage: { en: 'Please upload JPEG, PNG or WebP images.', de: 'Bitte lade JPEG-, PNG- oder WebP-Bilder hoch.' },
  cityRequired: { en: 'A city must be selected to view requests.', de: 'Wähle eine Stadt, um Einträge zu sehen.' },
  requestEmailInvalid: { en: 'Valid email is required.', de: 'Eine gültige E-Mail-Adresse ist erforderlich.' },
  telephoneRequired: { en: 'Valid phone number required.', de: 'Gültige Telefonnummer erforderlich.' },
  selectTargetArea: { en: 'Select a targeted area first.', de: 'Wähle zuerst ein Zielgebiet aus.' },
  consentRequired: {
    en: 'Please agree to the terms and privacy policy and to sharing your data with property owners.',
    de: 'Bitte stimme den Nutzungsbedingungen, der Datenschutzerklärung und der Weitergabe deiner Daten an Vermieter zu.',
  },
  documentTitleRequired: { en: 'Document title is required', de: 'Dokumenttitel ist erforderlich' },
  invalidDocument: {
    en: 'Please upload PDF, JPEG or PNG documents.',
    de: 'Bitte lade PDF-, JPEG- oder PNG-Dokumente hoch.',
  },
  tooManyDocuments: { en: 'Too many documents.', de: 'Zu viele Dokumente.' },
  emptyFile: { en: 'The file is empty.', de: 'Die Datei ist leer.' },
  fileTooLarge: { en: 'The file is larger than 10 MB.', de: 'Die Datei ist größer als 10 MB.' },
  imageTooManyPixels: {
    en: 'The image is too large: at most 40 megapixels.',
    de: 'Das Bild ist zu groß: höchstens 40 Megapixel.',
  },
  documentActiveContent: {
    en: 'Documents with scripts, attachments or hidden archives are not accepted.',
    de: 'Dokumente mit Skripten, Anhängen oder versteckten Archiven werden nicht angenommen.',
  },
  messageRequired: { en: 'Write a message first.', de: 'Schreibe zuerst eine Nachricht.' },
  messageTooLong: {
    en: 'A message can have at most 5,000 characters.',
    de: 'Eine Nachricht darf höchstens 5.000 Zeichen haben.',
  },
  reasonRequired: {
    en: 'Give a reason; the user will read it.',
    de: 'Gib eine Begründung an; die Person bekommt sie zu lesen.',
  },
  tooManyImages: { en: 'Too many images.', de: 'Zu viele Bilder.' },
  invalidCharacters: {
    en: 'The text contains characters that are not allowed.',
    de: 'Der Text enthält nicht erlaubte Zeichen.',
  },
  sessionMissing: { en: 'Missing payment session.', de: 'Die Zahlungssitzung fehlt.' },
  explanationTooShort: {
    en: 'Explain in at least 10 characters what is wrong.',
    de: 'Erkläre in mindestens 10 Zeichen, was nicht stimmt.',
  },
  statementTooShort: {
    en: 'State the facts in at least 20 characters; the member will read them.',
    de: 'Beschreibe den Sachverhalt in mindestens 20 Zeichen; die Person bekommt ihn zu lesen.',
  },
  reportReasonRequired: { en: 'Choose a reason.', de: 'Wähle einen Grund.' },
  goodFaithRequired: {
    en: 'Please confirm that your report is accurate and made in good faith.',
    de: 'Bitte bestätige, dass deine Meldung zutrifft und in gutem Glauben erfolgt.',
  },
  reportSubjectRequired: {
    en: 'Enter the address (URL) of the content you are reporting.',
    de: 'Gib die Adresse (URL) des Inhalts an, den du meldest.',
  },
  reportUrlUnknown: {
    en: 'This address does not lead to a listing, request or profile on Mietmatch.',
    de: 'Diese Adresse führt zu keinem Inserat, Gesuch oder Profil auf Mietmatch.',
  },
  groundRequired: {
    en: 'Choose the ground: illegal content or a clause of the terms.',
    de: 'Wähle die Grundlage: rechtswidriger Inhalt oder eine Klausel der Nutzungsbedingungen.',
  },
  groundDetailRequired: {
    en: 'Name the law or the clause of the terms.',
    de: 'Nenne das Gesetz oder die Klausel der Nutzungsbedingungen.',
  },
  actionNotForSubject: {
    en: 'A member is warned or suspended; remove and restrict apply to content.',
    de: 'Eine Person wird verwarnt oder gesperrt; Entfernen und Einschränken gelten für Inhalte.',
  },

  // errors by code
  ValidationFailed: {
    en: 'Please fill out all required fields.',
    de: 'Bitte fülle alle Pflichtfelder aus.',
  },
  MalformedBody: { en: 'The request body is malformed.', de: 'Der Inhalt der Anfrage ist fehlerhaft.' },
  NotFound: { en: 'Not found.', de: 'Nicht gefunden.' },
  Unauthorized: { en: 'Invalid or missing token.', de: 'Ungültiges oder fehlendes Token.' },
  Forbidden: { en: 'You may not do this.', de: 'Das darfst du nicht.' },
  InvalidCredentials: { en: 'Invalid credentials', de: 'Ungültige Zugangsdaten' },
  EmailNotVerified: {
    en: 'Your email address is not verified. Please check your inbox.',
    de: 'Deine E-Mail-Adresse ist nicht bestätigt. Bitte sieh in deinem Postfach nach.',
  },
  NoPayment: {
    en: 'You have not completed your payment. Please proceed to payment.',
    de: 'Du hast deine Zahlung noch nicht abgeschlossen. Bitte fahre mit der Zahlung fort.',
  },
  PaymentExpired: {
    en: 'Your subscription has expired. Please renew to continue.',
    de: 'Dein Abonnement ist abgelaufen. Bitte verlängere es, um fortzufahren.',
  },
  Blocked: {
    en: 'You are either blocked or your account is deleted by system administrator. For Futher support please contact admin.',
    de: 'Dein Konto wurde vom Systemadministrator gesperrt oder gelöscht. Für weitere Hilfe wende dich bitte an den Administrator.',
  },
  Deactivated: {
    en: 'Your account is deactivated. Reactivate it in your profile.',
    de: 'Dein Konto ist deaktiviert. Reaktiviere es in deinem Profil.',
  },
  EmailTaken: {
    en: 'An account with this email already exists.',
    de: 'Mit dieser E-Mail-Adresse besteht bereits ein Konto.',
  },
  EmailVerificationFailed: {
    en: 'Email verification failed. Please try again.',
    de: 'Die E-Mail-Bestätigung ist fehlgeschlagen. Bitte versuche es erneut.',
  },
  InvalidResetToken: {
    en: 'Reset token is either invalid or expired.',
    de: 'Der Link zum Zurücksetzen ist ungültig oder abgelaufen.',
  },
  InvalidRefreshToken: { en: 'Invalid or missing token.', de: 'Ungültiges oder fehlendes Token.' },
  WrongPassword: { en: 'Invalid credentials', de: 'Ungültige Zugangsdaten' },
  FreePlanUsed: {
    en: 'The free plan has already been used for this account.',
    de: 'Der kostenlose Tarif wurde für dieses Konto bereits genutzt.',
  },
  PlanStillValid: {
    en: 'Your plan is still running. Continuing for free is possible once it has ended.',
    de: 'Dein Tarif läuft noch. Kostenlos weitermachen kannst du, wenn er abgelaufen ist.',
  },
  PlanNotAvailable: {
    en: 'This plan is not available yet.',
    de: 'Dieser Tarif ist noch nicht verfügbar.',
  },
  UserNotFound: { en: 'User not found', de: 'Benutzer nicht gefunden' },
  NoAccountForEmail: {
    en: 'Now account found associated with this email.',
    de: 'Zu dieser E-Mail-Adresse wurde kein Konto gefunden.',
  },
  PayloadTooLarge: { en: 'The file is larger than 10 MB.', de: 'Die Datei ist größer als 10 MB.' },
  BodyTooLarge: { en: 'The request is too large.', de: 'Die Anfrage ist zu groß.' },
  UnsupportedMediaType: {
    en: 'This file type is not supported.',
    de: 'Dieser Dateityp wird nicht unterstützt.',
  },
  Conflict: {
    en: 'This was changed at the same time. Try again.',
    de: 'Das wurde gleichzeitig geändert. Versuche es erneut.',
  },
  TooManyRequests: {
    en: 'Too many attempts. Please wait and try again.',
    de: 'Zu viele Versuche. Bitte warte kurz und versuche es erneut.',
  },
  PaymentVerificationFailed: { en: 'Payment verification failed.', de: 'Die Zahlung konnte nicht bestätigt werden.' },
  MissingPaymentSession: { en: 'Missing payment session.', de: 'Die Zahlungssitzung fehlt.' },
  PaymentRequired: {
    en: 'Your subscription is expired. Please renew to continue.',
    de: 'Dein Abonnement ist abgelaufen. Bitte verlängere es, um fortzufahren.',
  },
  InvalidWebhook: { en: 'Invalid webhook signature.', de: 'Ungültige Webhook-Signatur.' },
  RecipientUnavailable: {
    en: 'Other user of this chat is no longer available.',
    de: 'Die andere Person dieses Chats ist nicht mehr verfügbar.',
  },
  AdditionalPlanRequired: {
    en: 'Writing to landlords first needs the additional renter plan.',
    de: 'Um Vermietern zuerst zu schreiben, brauchst du den Zusatztarif für Mieter.',
  },
  ErasurePasswordWrong: {
    en: 'The password is not correct. Your account was not deleted.',
    de: 'Das Passwort ist nicht korrekt. Dein Konto wurde nicht gelöscht.',
  },
  LastAdmin: {
    en: 'You are the only admin. Make another account an admin before deleting yours.',
    de: 'Du bist der einzige Admin. Mache zuerst ein anderes Konto zum Admin, bevor du deines löschst.',
  },
  accountDeleted: { en: 'Your account has been deleted.', de: 'Dein Konto wurde gelöscht.' },
  InvalidCharacters: {
    en: 'The request contains characters that are not allowed.',
    de: 'Die Anfrage enthält nicht erlaubte Zeichen.',
  },
  TooManyFiles: {
    en: 'Too many files at once: up to 10 images and 20 documents per request, 20 images per property.',
    de: 'Zu viele Dateien auf einmal: bis zu 10 Bilder und 20 Dokumente je Gesuch, 20 Bilder je Immobilie.',
  },
  TooManyFields: { en: 'The form has too many fields.', de: 'Das Formular hat zu viele Felder.' },
  InternalError: { en: 'Something went wrong. Try again.', de: 'Etwas ist schiefgelaufen. Versuche es erneut.' },
  ReportingSuspended: {
    en: 'Too many of your reports were manifestly unfounded. You can report again in 7 days.',
    de: 'Zu viele deiner Meldungen waren offensichtlich unbegründet. Du kannst in 7 Tagen wieder melden.',
  },
  ComplaintPeriodOver: {
    en: 'The six months for a complaint against this decision are over.',
    de: 'Die sechs Monate für eine Beschwerde gegen diese Entscheidung sind vorbei.',
  },
  ComplaintExists: {
    en: 'You have already complained about this decision.',
    de: 'Du hast gegen diese Entscheidung bereits Beschwerde eingelegt.',
  },
  DecisionExists: {
    en: 'This report has already been decided.',
    de: 'Über diese Meldung wurde bereits entschieden.',
  },
  SavedSearchLimit: {
    en: 'You can save up to 20 searches. Delete one to save a new one.',
    de: 'Du kannst bis zu 20 Suchen speichern. Lösche eine, um eine neue zu speichern.',
  },
  ...viewingMessages,
  ...applicationMessages,
  ...businessMessages,
  ServiceUnavailable: {
    en: 'The service is briefly unavailable. Please try again in a moment.',
    de: 'Der Dienst ist kurz nicht erreichbar. Bitte versuche es gleich noch einmal.',
  },
} as const;

export type MessageKey = keyof typeof messages;

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(messages, value);
}

/** The text of `key` in `language` (any non-English one reads German); `{name}` placeholders take `params`. */
export function translateMessage(key: string, language: string, params: Record<string, string> = {}): string {
  if (!isMessageKey(key)) return key;
  const text: string = language.startsWith('en') ? messages[key].en : messages[key].de;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => params[name] ?? placeholder);
}
