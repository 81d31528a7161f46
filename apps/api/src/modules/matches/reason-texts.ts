import type { Language, MatchCriterion } from '@mietmatch/contract';
import type { PropertyRow } from '../../db/schema/index.ts';

type PropertyType = PropertyRow['propertyType'];

/** What the detail of each reason says, from both rows. */
export interface ReasonFacts {
  inTarget: boolean;
  /** The listing's postal code and city, as the area reason names them. */
  postalCode: string;
  city: string | null;
  distanceKm: number | null;
  priceCents: number;
  budgetCents: number;
  rooms: number | null;
  wishedRooms: number;
  size: number | null;
  wishedSize: number;
  type: PropertyType;
  wishedType: PropertyType;
  /** Per feature: whether the request wants it and whether the listing has it. */
  features: Record<Feature, { wanted: boolean; has: boolean }>;
}

export type Feature = Extract<MatchCriterion, 'pets' | 'smoking' | 'garage' | 'terrace' | 'kitchen' | 'furnished'>;
export const FEATURES: Feature[] = ['pets', 'smoking', 'garage', 'terrace', 'kitchen', 'furnished'];

const locales: Record<Language, string> = { de: 'de-DE', en: 'en-GB' };
const num = (lang: Language, n: number, digits = 1) =>
  new Intl.NumberFormat(locales[lang], { maximumFractionDigits: digits }).format(n);
/** Whole euros without cents, cents where there are any: "1.250 €", "€1,250.50". */
function euros(lang: Language, cents: number) {
  const digits = cents % 100 === 0 ? 0 : 2;
  const n = new Intl.NumberFormat(locales[lang], {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(cents / 100);
  return lang === 'de' ? `${n} €` : `€${n}`;
}

const TYPE_NAMES: Record<Language, Record<PropertyType, string>> = {
  de: { Apartment: 'Wohnung', House: 'Haus', Studio: 'Studio', Penthouse: 'Penthouse' },
  en: { Apartment: 'Apartment', House: 'House', Studio: 'Studio', Penthouse: 'Penthouse' },
};

/** Pets and smoking are allowed or not; the others are there or not. */
const FEATURE_TEXTS: Record<Language, Record<Feature, string> & { yes: string[]; no: string[]; free: string }> = {
  de: {
    pets: 'Haustiere',
    smoking: 'Rauchen',
    garage: 'Garage',
    terrace: 'Terrasse',
    kitchen: 'Einbauküche',
    furnished: 'Möbliert',
    yes: ['erlaubt', 'vorhanden'],
    no: ['nicht erlaubt', 'nicht vorhanden'],
    free: 'nicht verlangt',
  },
  en: {
    pets: 'Pets',
    smoking: 'Smoking',
    garage: 'Garage',
    terrace: 'Terrace',
    kitchen: 'Fitted kitchen',
    furnished: 'Furnished',
    yes: ['allowed', 'available'],
    no: ['not allowed', 'not available'],
    free: 'not required',
  },
};

function feature(lang: Language, f: Feature, state: { wanted: boolean; has: boolean }) {
  const t = FEATURE_TEXTS[lang];
  if (!state.wanted) return `${t[f]}: ${t.free}`;
  const kind = f === 'pets' || f === 'smoking' ? 0 : 1;
  const wanted = lang === 'de' ? 'gewünscht' : 'wanted';
  return `${t[f]}: ${wanted}, ${(state.has ? t.yes : t.no)[kind]}`;
}

function area(lang: Language, x: ReasonFacts) {
  const where = `${x.postalCode}${x.city ? ` ${x.city}` : ''}`;
  if (x.inTarget) return lang === 'de' ? `Im Zielgebiet (${where})` : `In the target area (${where})`;
  const km = num(lang, x.distanceKm ?? 0);
  return lang === 'de' ? `${km} km vom Zielgebiet` : `${km} km from the target area`;
}

function rent(lang: Language, x: ReasonFacts) {
  const price = euros(lang, x.priceCents);
  if (x.budgetCents <= 0)
    return lang === 'de' ? `${price} warm, kein Budget angegeben` : `${price} warm, no budget given`;
  const budget = euros(lang, x.budgetCents);
  return lang === 'de' ? `${price} warm, Budget ${budget}` : `${price} warm, budget ${budget}`;
}

function rooms(lang: Language, x: ReasonFacts) {
  const wished = num(lang, x.wishedRooms);
  if (x.rooms === null)
    return lang === 'de' ? `Zimmerzahl unbekannt, gewünscht ${wished}` : `Rooms unknown, ${wished} wanted`;
  const have = num(lang, x.rooms);
  return lang === 'de' ? `${have} Zimmer, gewünscht ${wished}` : `${have} rooms, ${wished} wanted`;
}

function size(lang: Language, x: ReasonFacts) {
  // 0 m² is the request form's "no size wish": any size fits.
  if (x.wishedSize <= 0) {
    const have = x.size === null ? (lang === 'de' ? 'Fläche unbekannt' : 'Size unknown') : `${num(lang, x.size)} m²`;
    return lang === 'de' ? `${have}, keine Größenvorgabe` : `${have}, no size wish`;
  }
  const wished = num(lang, x.wishedSize);
  if (x.size === null)
    return lang === 'de' ? `Fläche unbekannt, gewünscht ${wished} m²` : `Size unknown, ${wished} m² wanted`;
  const have = num(lang, x.size);
  return lang === 'de' ? `${have} m², gewünscht ${wished} m²` : `${have} m², ${wished} m² wanted`;
}

function propertyType(lang: Language, x: ReasonFacts) {
  const names = TYPE_NAMES[lang];
  if (x.type === x.wishedType) return lang === 'de' ? `${names[x.type]}, wie gesucht` : `${names[x.type]}, as wanted`;
  return lang === 'de'
    ? `${names[x.type]}, gesucht: ${names[x.wishedType]}`
    : `${names[x.type]}, wanted: ${names[x.wishedType]}`;
}

/** The detail of one criterion in the caller's language, e.g. "2,3 km vom Zielgebiet". */
export function reasonDetail(lang: Language, criterion: MatchCriterion, x: ReasonFacts): string {
  switch (criterion) {
    case 'area':
      return area(lang, x);
    case 'rent':
      return rent(lang, x);
    case 'rooms':
      return rooms(lang, x);
    case 'size':
      return size(lang, x);
    case 'propertyType':
      return propertyType(lang, x);
    default:
      return feature(lang, criterion, x.features[criterion]);
  }
}
