import { tenantRequestFieldsSchema, type TenantRequestFields } from '@mietmatch/contract';
import { DEMO_CITIES } from './demo-places.ts';
import type { DemoTenant } from './demo-people.ts';
import type { Random } from './demo-random.ts';
import { firstOfMonth, type Lang } from './demo-texts.ts';

export interface DemoRequest {
  ownerEmail: string;
  fields: TenantRequestFields;
  ageHours: number;
}

const PETS: Record<Lang, string[]> = {
  de: ['Eine ruhige Wohnungskatze', 'Ein kleiner Hund (Beagle, 6 Jahre)', 'Zwei Meerschweinchen'],
  en: ['One indoor cat', 'A small dog (a six-year-old beagle)', 'Two guinea pigs'],
};

function wishes(lang: Lang, districts: string[], balcony: boolean, quiet: boolean): string {
  const where = districts.join(lang === 'de' ? ' oder ' : ' or ');
  if (lang === 'en') {
    return `I am looking for a ${quiet ? 'quiet' : 'bright'} flat in ${where}${balcony ? ', ideally with a balcony' : ''}. Good public transport matters more to me than a parking space. Non-smoker, long-term tenancy wanted.`;
  }
  return `Ich suche eine ${quiet ? 'ruhige' : 'helle'} Wohnung in ${where}${balcony ? ', am liebsten mit Balkon' : ''}. Eine gute Anbindung an Bus und Bahn ist mir wichtiger als ein Stellplatz. Nichtraucher, langfristiges Mietverhältnis gewünscht.`;
}

function notes(lang: Lang, moveIn: string): string {
  return lang === 'en'
    ? `Move-in possible from ${moveIn}. Proof of income and a credit report (SCHUFA) are ready.`
    : `Einzug ab ${moveIn} möglich. Einkommensnachweise und SCHUFA-Auskunft liegen vor.`;
}

function request(tenant: DemoTenant, cityName: string, random: Random, now: Date): DemoRequest {
  const city = DEMO_CITIES.find((c) => c.city === cityName)!;
  const lang = tenant.language;
  const areas = random.some(city.districts, random.int(1, 3));
  const children = tenant.relationshipStatus === 'Married' ? random.pick([0, 1, 2]) : 0;
  const partner = tenant.relationshipStatus === 'Married' || random.chance(0.3) ? 1 : 0;
  const residents = 1 + partner + children;
  const rooms = Math.min(5, Math.max(1, residents + random.int(0, 1) - (residents === 1 ? random.int(0, 1) : 0)));
  const squareMeters = Math.round(rooms * random.between(22, 30) + 10);
  const additionalCost = Math.round(squareMeters * 3);
  const maxPrice = Math.round((squareMeters * city.rentPerM2 * random.between(1.05, 1.35) + additionalCost) / 50) * 50;
  const pet = random.chance(0.25) ? random.pick(PETS[lang]) : undefined;
  const home = random.pick(DEMO_CITIES.filter((c) => c.city !== cityName));
  const homeDistrict = random.pick(home.districts);
  const raw = {
    firstName: tenant.firstName,
    lastName: tenant.lastName,
    email: tenant.email,
    telephone: `+49 1${random.pick(['51', '52', '60', '70', '76'])} ${random.int(1000000, 9899999)}`,
    nationality: tenant.nationality,
    profession: tenant.profession,
    relationshipStatus: tenant.relationshipStatus,
    numberOfResidents: residents,
    animalsInfo: pet,
    numberOfChildren: children,
    childrenInfo:
      children === 0
        ? undefined
        : lang === 'de'
          ? `${children} Kind(er) im Kita- und Grundschulalter`
          : `${children} child(ren) of nursery and primary school age`,
    numberOfVehicles: random.chance(0.3) ? 1 : 0,
    additionalCost,
    garageRequired: random.chance(0.15),
    smokingAllowed: false,
    needTerrace: random.chance(0.35),
    kitchenFitted: random.chance(0.6),
    isFurnished: random.chance(0.15),
    // A tenant with a pet needs a landlord who accepts it.
    isPetFriendly: pet !== undefined,
    allowedFileView: random.chance(0.3),
    propertyType: rooms >= 4 && children > 0 && random.chance(0.5) ? 'House' : rooms === 1 ? 'Studio' : 'Apartment',
    requiredRooms: rooms,
    currentPostalCode: homeDistrict.postalCode,
    currentAddress: `${random.pick(homeDistrict.streets)} ${random.int(1, 120)}`,
    targetCity: city.city,
    targetPostalCode: areas.map((a) => a.postalCode).join(','),
    targetAddress: '',
    residentialPreferences: wishes(
      lang,
      [...new Set(areas.map((a) => a.district))],
      random.chance(0.6),
      random.chance(0.5),
    ),
    maxPrice,
    numberOfBathrooms: 1,
    squareMeters,
    radius: random.pick([0, 0, 5, 10]),
    notes: notes(lang, firstOfMonth(now, random.int(1, 4), lang)),
  };
  return {
    ownerEmail: tenant.email,
    // The API's own validation: a demo request is one the request form could have sent.
    fields: tenantRequestFieldsSchema.parse(raw),
    ageHours: random.int(2, 24 * 27),
  };
}

/** Forty requests: one for each city a demo tenant is looking in. */
export function demoRequests(tenants: DemoTenant[], random: Random, now: Date): DemoRequest[] {
  return tenants.flatMap((t) => t.cities.map((city) => request(t, city, random, now)));
}
