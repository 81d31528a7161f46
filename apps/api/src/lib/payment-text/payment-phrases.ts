import { findIban } from './iban.ts';

/**
 * Requests to pay outside the platform or before a viewing: the pattern of rental fraud the big
 * portals warn about. The one list for listings (title, description, notes) and inquiry messages,
 * German and English, matched case-insensitively as whole words. Kept narrow on purpose: "Ria" and
 * "Wise" are names and words, so only their money-transfer use counts; "Miete im Voraus zahlen" is
 * the legal norm in Germany (§ 556b BGB) and is not on the list, the deposit before a viewing is.
 */
const GAP = (words: number) => `(?:\\s+\\S+){0,${words}}?\\s+`;
const L = '\\p{L}*';
const VIEWING_DE = '(?:der\\s+|einer\\s+)?besichtigung';
const VIEWING_EN = '(?:the\\s+|a\\s+|any\\s+)?(?:viewing|visit|inspection)';

const PAYMENT_PHRASES: readonly string[] = [
  // Cash transfer services: untraceable, no way back.
  'western[\\s-]*union',
  'money[\\s-]*gram',
  `ria(?:\\s+money)?\\s+(?:transfer|geldtransfer|überweisung)`,
  '(?:per|via|über|by|through|using)\\s+ria',
  'transfer[\\s-]*wise',
  '(?:per|via|über|by|through|using)\\s+wise',
  `wise[\\s-]*(?:transfer|überweisung|konto|account|payment|zahlung)`,
  `(?:bar)?geldtransfer${L}`,
  'paysafe[\\s-]*card|gift[\\s-]*cards?|geschenk[\\s-]*karten?|(?:amazon|itunes|apple|google[\\s-]*play)[\\s-]*gutschein\\p{L}*',
  'bitcoin|kryptowährung\\p{L}*|cryptocurrenc\\p{L}*',
  `paypal${GAP(2)}(?:freunde|friends)`,
  'vorkasse',
  // The deposit, or any money, before the flat has been seen.
  `kaution${GAP(3)}(?:vorab|im\\s+voraus|vor\\s+${VIEWING_DE})`,
  `(?:vorab|im\\s+voraus)${GAP(3)}(?:die\\s+)?kaution`,
  `(?:an)?(?:zahl|bezahl|überweis)${L}${GAP(4)}vor\\s+${VIEWING_DE}`,
  `vor\\s+${VIEWING_DE}${GAP(4)}(?:zahl|bezahl|überweis|zu\\s+zahl|zu\\s+überweis)${L}`,
  `besichtigung${GAP(3)}(?:erst\\s+)?nach\\s+(?:der\\s+|erfolgter\\s+)?(?:zahlung|bezahlung|überweisung|eingang)`,
  `deposit${GAP(3)}(?:before|prior\\s+to)\\s+${VIEWING_EN}`,
  `deposit${GAP(2)}(?:upfront|up\\s+front|in\\s+advance)`,
  `(?:pay|paid|payment|transfer|wire|send)${L}${GAP(4)}(?:before|prior\\s+to)\\s+${VIEWING_EN}`,
  `(?:viewing|visit)${GAP(3)}(?:only\\s+)?after\\s+(?:the\\s+)?(?:payment|deposit|transfer)`,
  // Keys by post: the owner "abroad" who never shows the flat.
  `schlüssel${L}${GAP(4)}(?:per|via|mit\\s+der|über\\s+die)\\s+(?:post|dhl|kurier|paket${L})`,
  `schlüssel${L}${GAP(3)}(?:zuschicken|zugeschickt|zusenden|zugesandt|verschicken|verschickt|versenden|versendet)`,
  `keys?${GAP(3)}(?:by|via|through\\s+the)\\s+(?:post|mail|courier|dhl|ups|fedex)`,
  '(?:send|mail|post|ship)\\s+(?:you\\s+)?the\\s+keys?',
  'keys?\\s+(?:will\\s+be\\s+)?(?:sent|mailed|posted|shipped)',
  // Fake escrow: "book through Airbnb", "the money stays with a trustee".
  '(?:über|via|per|through|by)\\s+airbnb',
  'airbnb[\\s-]*(?:zahlung|bezahlung|kaution|treuhand\\p{L}*|payment|escrow|deposit|booking|buchung|rechnung|invoice)',
  'treuhand\\p{L}*',
  'escrow',
];

const PATTERNS = PAYMENT_PHRASES.map((p) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${p})(?![\\p{L}\\p{N}])`, 'iu'));

const tidy = (found: string) => found.replace(/\s+/g, ' ').trim().slice(0, 200);

/** The first payment phrase or IBAN in the text, as found (spaces collapsed), or null. */
export function findPaymentPhrase(text: string | null | undefined): string | null {
  if (!text) return null;
  for (const pattern of PATTERNS) {
    const match = pattern.exec(text);
    if (match) return tidy(match[0]);
  }
  const iban = findIban(text);
  return iban ? `IBAN ${iban}` : null;
}

/** Every pattern's first match and the first IBAN, in list order: what a listing's signal names. */
export function findPaymentPhrases(text: string | null | undefined): string[] {
  if (!text) return [];
  const found = PATTERNS.map((p) => p.exec(text)?.[0]).filter((m): m is string => m !== undefined);
  const iban = findIban(text);
  return [...new Set([...found.map(tidy), ...(iban ? [`IBAN ${iban}`] : [])])];
}
