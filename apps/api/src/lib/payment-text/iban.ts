/**
 * An IBAN in free text: two letters, two check digits, then 11–30 letters or digits, written in
 * one piece or in the usual groups of four. Only one that passes the ISO 13616 check (mod 97 = 1)
 * counts, so an order number or a phone number is not taken for one.
 */
const CANDIDATE = /(?<![\p{L}\p{N}])[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?(?![\p{L}\p{N}])/giu;

function mod97(iban: string): number {
  // The first four characters go to the end; letters become 10–35; the remainder is taken piecewise.
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const value = ch >= 'A' ? ch.charCodeAt(0) - 55 : ch.charCodeAt(0) - 48;
    rest = value > 9 ? (rest * 100 + value) % 97 : (rest * 10 + value) % 97;
  }
  return rest;
}

/** The first valid IBAN in the text (without spaces, upper case), or null. */
export function findIban(text: string): string | null {
  for (const match of text.matchAll(CANDIDATE)) {
    const iban = match[0].replace(/ /g, '').toUpperCase();
    if (iban.length >= 15 && iban.length <= 34 && mod97(iban) === 1) return iban;
  }
  return null;
}
