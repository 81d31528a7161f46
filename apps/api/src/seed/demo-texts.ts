import type { Random } from './demo-random.ts';

export type Lang = 'de' | 'en';
export type Archetype = 'altbau' | 'neubau' | 'postwar' | 'studio' | 'house' | 'penthouse';

/** What a listing's text may speak of; the text never claims what the listing's fields deny. */
export interface ListingFacts {
  archetype: Archetype;
  rooms: number;
  squareMeters: number;
  district: string;
  street: string;
  city: string;
  terrace: boolean;
  kitchen: boolean;
  furnished: boolean;
  pets: boolean;
  garage: boolean;
  availableMonth: string;
}

type Phrase = (f: ListingFacts) => string;

const TITLES: Record<Archetype, Record<Lang, Phrase[]>> = {
  altbau: {
    de: [
      (f) => `Helle ${f.rooms}-Zimmer-Altbauwohnung in ${f.district}`,
      (f) => `Altbau mit Stuck und Dielen: ${f.rooms} Zimmer in ${f.district}`,
    ],
    en: [
      (f) => `Bright ${f.rooms}-room period apartment in ${f.district}`,
      (f) => `Classic Altbau flat with high ceilings, ${f.district}`,
    ],
  },
  neubau: {
    de: [
      (f) => `Moderne ${f.rooms}-Zimmer-Neubauwohnung mit Balkon`,
      (f) => `Erstbezug nach Neubau: ${f.rooms} Zimmer in ${f.district}`,
    ],
    en: [
      (f) => `Modern ${f.rooms}-room new-build flat with balcony`,
      (f) => `Energy-efficient ${f.rooms}-room apartment in ${f.district}`,
    ],
  },
  postwar: {
    de: [
      (f) => `Renovierte ${f.rooms}-Zimmer-Wohnung, ruhige Lage in ${f.district}`,
      (f) => `Gemütliche ${f.rooms}-Zimmer-Wohnung nahe ${f.street}`,
    ],
    en: [
      (f) => `Renovated ${f.rooms}-room flat in a quiet street, ${f.district}`,
      (f) => `Cosy ${f.rooms}-room apartment near ${f.street}`,
    ],
  },
  studio: {
    de: [(f) => `Kompaktes Studio in ${f.district}`, (f) => `Möbliertes Apartment für Pendler, ${f.district}`],
    en: [(f) => `Compact studio in ${f.district}`, (f) => `Furnished studio for commuters, ${f.district}`],
  },
  house: {
    de: [(f) => `Reihenhaus mit Garten in ${f.district}`, (f) => `Familienhaus mit ${f.rooms} Zimmern und Garten`],
    en: [(f) => `Terraced house with garden in ${f.district}`, (f) => `Family home with ${f.rooms} rooms and garden`],
  },
  penthouse: {
    de: [(f) => `Penthouse mit Dachterrasse über ${f.district}`, (f) => `Exklusives Penthouse in ${f.district}`],
    en: [(f) => `Penthouse with roof terrace above ${f.district}`, (f) => `Exclusive penthouse in ${f.district}`],
  },
};

const INTROS: Record<Archetype, Record<Lang, Phrase>> = {
  altbau: {
    de: (f) =>
      `Die ${f.squareMeters} m² große Wohnung liegt im zweiten Obergeschoss eines gepflegten Gründerzeithauses in der ${f.street}. Hohe Decken, Stuck und abgeschliffene Dielen geben den ${f.rooms} Zimmern viel Charme.`,
    en: (f) =>
      `This ${f.squareMeters} m² flat is on the second floor of a well-kept 19th-century building on ${f.street}. High ceilings, stucco and sanded floorboards give its ${f.rooms} rooms plenty of character.`,
  },
  neubau: {
    de: (f) =>
      `Die ${f.squareMeters} m² große Wohnung in einem Neubau an der ${f.street} hat bodentiefe Fenster, Fußbodenheizung und einen Aufzug bis in die Tiefgarage.`,
    en: (f) =>
      `This ${f.squareMeters} m² apartment in a new building on ${f.street} has floor-to-ceiling windows, underfloor heating and a lift down to the car park.`,
  },
  postwar: {
    de: (f) =>
      `Die ${f.squareMeters} m² große Wohnung wurde 2022 renoviert: neue Fenster, neues Bad, frisch gestrichen. Das Haus liegt in einer ruhigen Seitenstraße der ${f.street}.`,
    en: (f) =>
      `The ${f.squareMeters} m² flat was renovated in 2022: new windows, a new bathroom, fresh paint. The building is in a quiet side street off ${f.street}.`,
  },
  studio: {
    de: (f) =>
      `Das Apartment mit ${f.squareMeters} m² ist ideal für eine Person: Wohn- und Schlafbereich, Duschbad und eine kleine Küchenzeile, mitten in ${f.district}.`,
    en: (f) =>
      `At ${f.squareMeters} m² this studio suits one person: a living and sleeping area, a shower room and a small kitchenette, right in ${f.district}.`,
  },
  house: {
    de: (f) =>
      `Das Haus bietet auf ${f.squareMeters} m² und zwei Etagen ${f.rooms} Zimmer, ein Bad mit Wanne, ein Gäste-WC und einen eingewachsenen Garten.`,
    en: (f) =>
      `Across two floors and ${f.squareMeters} m² the house offers ${f.rooms} rooms, a bathroom with a tub, a guest toilet and a mature garden.`,
  },
  penthouse: {
    de: (f) =>
      `Das Penthouse mit ${f.squareMeters} m² nimmt das ganze Dachgeschoss ein. Vom offenen Wohnbereich geht es auf eine umlaufende Terrasse mit Blick über ${f.city}.`,
    en: (f) =>
      `The ${f.squareMeters} m² penthouse takes up the whole top floor. The open living area leads onto a wraparound terrace overlooking ${f.city}.`,
  },
};

const LOCATION: Record<Lang, Phrase[]> = {
  de: [
    () =>
      `Bäcker, Supermarkt und Cafés sind in wenigen Minuten zu Fuß erreichbar, die nächste Haltestelle liegt um die Ecke.`,
    (f) => `${f.district} ist ruhig und grün; der Park und die U-Bahn sind jeweils fünf Minuten entfernt.`,
    () => `Kitas, Schulen und ein Wochenmarkt liegen in der Nähe, in die Innenstadt sind es 15 Minuten mit dem Rad.`,
  ],
  en: [
    () => `Bakeries, a supermarket and cafés are a few minutes' walk away, and the nearest stop is around the corner.`,
    (f) => `${f.district} is quiet and green; the park and the underground are five minutes away each.`,
    () => `Nurseries, schools and a weekly market are close by, and the city centre is 15 minutes by bike.`,
  ],
};

function features(f: ListingFacts, lang: Lang): string {
  const de = lang === 'de';
  const parts: string[] = [];
  if (f.kitchen) parts.push(de ? 'eine Einbauküche' : 'a fitted kitchen');
  if (f.terrace) parts.push(de ? 'eine sonnige Terrasse' : 'a sunny terrace');
  if (f.furnished) parts.push(de ? 'eine komplette Möblierung' : 'full furnishing');
  if (f.garage) parts.push(de ? 'einen Stellplatz' : 'a parking space');
  if (parts.length === 0) return '';
  const list =
    parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} ${de ? 'und' : 'and'} ${parts.at(-1)}`;
  return de ? `Zur Wohnung gehören ${list}.` : `It comes with ${list}.`;
}

/** A listing's title and description in one language, drawn from its facts. */
export function listingText(f: ListingFacts, lang: Lang, random: Random) {
  const de = lang === 'de';
  const pets = f.pets
    ? de
      ? 'Haustiere sind nach Absprache willkommen.'
      : 'Pets are welcome by arrangement.'
    : de
      ? 'Haustiere sind leider nicht erlaubt.'
      : 'Sorry, no pets.';
  const closing = de
    ? `Frei ab ${f.availableMonth}. Besichtigungen gern nach Vereinbarung – schreiben Sie mir einfach über Mietmatch.`
    : `Available from ${f.availableMonth}. Viewings by appointment – just send me a message on Rentmatch.`;
  const description = [INTROS[f.archetype][lang](f), features(f, lang), random.pick(LOCATION[lang])(f), pets, closing]
    .filter(Boolean)
    .join(' ');
  return { title: random.pick(TITLES[f.archetype][lang])(f), description };
}

const MONTHS: Record<Lang, string[]> = {
  de: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

/** "1. März 2027" / "1 March 2027": a first of the month one to three months after `from`. */
export function firstOfMonth(from: Date, monthsAhead: number, lang: Lang): string {
  const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + monthsAhead, 1));
  const month = MONTHS[lang][d.getUTCMonth()]!;
  return lang === 'de' ? `1. ${month} ${d.getUTCFullYear()}` : `1 ${month} ${d.getUTCFullYear()}`;
}
