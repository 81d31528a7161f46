import type { SignalKind } from '@mietmatch/contract';

/**
 * What a system report says about itself. Stored once as the report's explanation, so it names the
 * finding in both languages; the admin queue also shows the signal's kind in the admin's language.
 */
const FINDINGS: Record<SignalKind, { de: string; en: string }> = {
  rent_below_area: {
    de: 'Warmmiete pro m² unter der Hälfte des Medians vergleichbarer Anzeigen der Gegend',
    en: 'warm rent per m² below half the median of comparable listings in the area',
  },
  photo_reused: {
    de: 'Foto aus der Anzeige eines anderen Vermieters',
    en: "photo from another landlord's listing",
  },
  payment_phrase: {
    de: 'Zahlung außerhalb der Plattform oder vor einer Besichtigung verlangt',
    en: 'asks for payment off the platform or before a viewing',
  },
};

export function systemReportExplanation(kind: SignalKind, detail: string): string {
  const f = FINDINGS[kind];
  return `Automatisch erkannt: ${f.de}. / Detected automatically: ${f.en}. — ${detail}`;
}

const euros = (cents: number) => (cents / 100).toFixed(2);

/**
 * A finding's detail starts with what identifies it (`key`); the rest (the area's median, the other
 * listing's title, the distance) may change without the finding being a new one.
 */
export interface FindingText {
  key: string;
  detail: string;
}

export function rentFinding(
  perM2: number,
  median: number,
  count: number,
  type: string,
  postalCode: string,
): FindingText {
  const key = `${euros(perM2)} €/m² <`;
  return {
    key,
    detail: `${key} ½ × median ${euros(median)} €/m² (n = ${count}, ${type}, ${postalCode.slice(0, 2)}xxx)`,
  };
}

export function photoFinding(propertyId: string, title: string | undefined, distance: number): FindingText {
  const key = `property ${propertyId}`;
  return { key, detail: `${key}${title ? ` „${title}“` : ''} · Hamming ${distance}` };
}

/** Every phrase found, so that a phrase added to a listing is a new finding. */
export function phraseFinding(phrases: string[]): FindingText {
  const key = phrases.map((p) => `„${p}“`).join(', ');
  return { key, detail: key };
}
