import { propertyFieldsSchema, type PropertyFields } from '@mietmatch/contract';
import { DEMO_CITIES, type DemoCity } from './demo-places.ts';
import type { DemoMember } from './demo-people.ts';
import { DEMO_LANDLORD_EMAIL, LANDLORDS_BY_CITY } from './demo-people.ts';
import type { PhotoSpec, Scene } from './demo-photos.ts';
import type { Random } from './demo-random.ts';
import { type Archetype, firstOfMonth, type Lang, listingText } from './demo-texts.ts';

export interface DemoListing {
  ownerEmail: string;
  fields: PropertyFields;
  photos: PhotoSpec[];
  /** How long ago it was listed, in hours (the demo looks lived in, newest first). */
  ageHours: number;
}

interface Shape {
  type: PropertyFields['propertyType'];
  rooms: [number, number];
  /** m² per room, and the price factor on the city's rent level. */
  perRoom: [number, number];
  priceFactor: number;
  built: [number, number];
  energy: [number, number];
  sources: string[];
  /** The first photo, then this many rooms inside. */
  first: Scene;
  insideShots: number;
}

const SHAPES: Record<Archetype, Shape> = {
  altbau: {
    type: 'Apartment',
    rooms: [2, 4],
    perRoom: [24, 32],
    priceFactor: 1.05,
    built: [1889, 1925],
    energy: [110, 190],
    sources: ['Gas', 'Fernwärme'],
    first: 'facade',
    insideShots: 1,
  },
  neubau: {
    type: 'Apartment',
    rooms: [2, 4],
    perRoom: [24, 30],
    priceFactor: 1.15,
    built: [2016, 2024],
    energy: [22, 55],
    sources: ['Wärmepumpe', 'Fernwärme'],
    first: 'facade',
    insideShots: 1,
  },
  postwar: {
    type: 'Apartment',
    rooms: [2, 3],
    perRoom: [20, 26],
    priceFactor: 0.9,
    built: [1954, 1975],
    energy: [85, 160],
    sources: ['Gas', 'Fernwärme', 'Öl'],
    first: 'facade',
    insideShots: 1,
  },
  studio: {
    type: 'Studio',
    rooms: [1, 1],
    perRoom: [22, 38],
    priceFactor: 1.25,
    built: [1965, 2015],
    energy: [60, 130],
    sources: ['Fernwärme', 'Gas'],
    first: 'living',
    insideShots: 1,
  },
  house: {
    type: 'House',
    rooms: [4, 6],
    perRoom: [26, 32],
    priceFactor: 0.95,
    built: [1962, 2012],
    energy: [60, 140],
    sources: ['Gas', 'Wärmepumpe', 'Pellets'],
    first: 'facade',
    insideShots: 2,
  },
  penthouse: {
    type: 'Penthouse',
    rooms: [3, 5],
    perRoom: [30, 38],
    priceFactor: 1.35,
    built: [2008, 2023],
    energy: [28, 70],
    sources: ['Fernwärme', 'Wärmepumpe'],
    first: 'facade',
    insideShots: 2,
  },
};

const INSIDE: Scene[] = ['living', 'kitchen', 'bedroom', 'bathroom'];

const ARCHETYPES: Archetype[] = [
  ...Array<Archetype>(6).fill('altbau'),
  ...Array<Archetype>(5).fill('neubau'),
  ...Array<Archetype>(3).fill('postwar'),
  ...Array<Archetype>(3).fill('studio'),
  'house',
  'penthouse',
  'penthouse',
];

/** The energy certificate's class from its value in kWh/(m²·a), as the German scale (GEG) sets it. */
function efficiencyClass(kwh: number): PropertyFields['energyEfficiencyClass'] {
  const limits: [number, NonNullable<PropertyFields['energyEfficiencyClass']>][] = [
    [30, 'A+'],
    [50, 'A'],
    [75, 'B'],
    [100, 'C'],
    [130, 'D'],
    [160, 'E'],
    [200, 'F'],
    [250, 'G'],
  ];
  return limits.find(([limit]) => kwh < limit)?.[1] ?? 'H';
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

function listing(city: DemoCity, index: number, owner: DemoMember, random: Random, now: Date): DemoListing {
  const district = city.districts[(index * 5 + random.int(0, 2)) % city.districts.length]!;
  const street = random.pick(district.streets);
  const archetype = random.pick(ARCHETYPES);
  const shape = SHAPES[archetype];
  const rooms = random.int(...shape.rooms);
  const squareMeters = Math.round(
    archetype === 'studio' ? random.between(...shape.perRoom) : rooms * random.between(...shape.perRoom),
  );
  const furnished = archetype === 'studio' ? random.chance(0.6) : random.chance(0.1);
  const terrace = archetype === 'penthouse' || archetype === 'house' || random.chance(0.3);
  const kitchen = random.chance(0.8);
  const garage = archetype === 'house' ? random.chance(0.7) : random.chance(0.15);
  const pets = archetype === 'house' ? random.chance(0.8) : random.chance(0.35);
  const perM2 = city.rentPerM2 * shape.priceFactor * (furnished ? 1.1 : 1) * random.between(0.9, 1.1);
  const rent = roundTo(squareMeters * perM2, 5);
  const additionalCost = roundTo(squareMeters * random.between(2.4, 3.6), 5);
  const energyValue = random.int(...shape.energy);
  const lang: Lang = random.chance(0.3) ? 'en' : 'de';
  const facts = {
    archetype,
    rooms,
    squareMeters,
    district: district.district,
    street,
    city: city.city,
    terrace,
    kitchen,
    furnished,
    pets,
    garage,
    availableMonth: firstOfMonth(now, random.int(1, 3), lang),
  };
  const { title, description } = listingText(facts, lang, random);
  const raw = {
    firstName: owner.firstName,
    lastName: owner.lastName,
    email: owner.email,
    phoneNumber: `${city.phonePrefix} ${random.int(200, 989)} ${random.int(1000, 9899)}`,
    title,
    description,
    address: `${street} ${random.int(1, 140)}`,
    postalCode: district.postalCode,
    city: city.city,
    hideExactAddress: random.chance(0.15),
    propertyType: shape.type,
    numberOfRooms: rooms,
    numberOfBathrooms: archetype === 'house' || archetype === 'penthouse' || rooms >= 4 ? 2 : 1,
    squareMeters,
    isFurnished: furnished,
    isPetFriendly: pets,
    haveGarage: garage,
    haveTerrace: terrace,
    kitchenFitted: kitchen,
    smokingAllowed: random.chance(0.1),
    rent,
    additionalCost,
    warmRent: rent + additionalCost,
    energyCertificateType: archetype === 'neubau' ? 'demand' : random.pick(['consumption', 'demand']),
    energyValue,
    energyEfficiencyClass: efficiencyClass(energyValue),
    energySource: random.pick(shape.sources),
    yearOfConstruction: random.int(...shape.built),
  };
  const building = archetype === 'house' ? 'house' : archetype === 'penthouse' ? 'penthouse' : 'block';
  return {
    ownerEmail: owner.email,
    // The API's own validation: a demo listing is one the property form could have sent.
    fields: propertyFieldsSchema.parse(raw),
    photos: [
      shape.first,
      ...random.some(
        INSIDE.filter((scene) => scene !== shape.first),
        shape.insideShots,
      ),
    ].map((scene) => ({ scene, seed: random.int(1, 2 ** 30), building })),
    ageHours: random.int(2, 24 * 27),
  };
}

/** About sixty listings over the six cities, owned in turn by the landlords who list there. */
export function demoListings(landlords: Map<string, DemoMember>, random: Random, now: Date): DemoListing[] {
  const listings: DemoListing[] = [];
  for (const city of DEMO_CITIES) {
    const owners = LANDLORDS_BY_CITY[city.city]!;
    for (let i = 0; i < city.listings; i++) {
      listings.push(listing(city, i, landlords.get(owners[i % owners.length]!)!, random, now));
    }
  }
  // The demo landlord's own list shows a let flat too (hidden from everyone else).
  const own = listings.filter((l) => l.ownerEmail === DEMO_LANDLORD_EMAIL);
  if (own[2]) own[2].fields.status = 'rented';
  return listings;
}
