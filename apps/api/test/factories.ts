import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@mietmatch/contract';
import type { Db } from '../src/db/client.ts';
import { addMonths } from '../src/lib/clock.ts';
import { hashPassword } from '../src/lib/password.ts';
import { insertUser } from '../src/modules/users/queries.ts';
import type { NewUserRow, UserRow } from '../src/db/schema/index.ts';

export const PASSWORD = 'secret-password';
let passwordHash: Promise<string> | undefined;

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.test`;
}

/** A user ready to log in: verified, with a valid plan unless told otherwise. */
export async function createUser(db: Db, overrides: Partial<NewUserRow> & { role?: Role } = {}): Promise<UserRow> {
  passwordHash ??= hashPassword(PASSWORD);
  const now = new Date();
  return insertUser(db, {
    email: uniqueEmail(overrides.role ?? 'client'),
    passwordHash: await passwordHash,
    role: 'client',
    firstName: 'Erika',
    lastName: 'Mustermann',
    emailVerifiedAt: now,
    planId: 'basic-3',
    subscriptionMonths: 3,
    paymentExpiresAt: addMonths(now, 3),
    ...overrides,
  });
}

export interface LoggedIn {
  user: UserRow;
  accessToken: string;
  refreshToken: string;
  headers: { authorization: string };
}

export async function login(app: FastifyInstance, user: UserRow, password = PASSWORD): Promise<LoggedIn> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const body = res.json();
  return {
    user,
    accessToken: body.access_token,
    refreshToken: body.refresh_token,
    headers: { authorization: `Bearer ${body.access_token}` },
  };
}

export async function createLoggedInUser(
  app: FastifyInstance,
  db: Db,
  overrides: Partial<NewUserRow> & { role?: Role } = {},
) {
  return login(app, await createUser(db, overrides));
}

/** A small real image; `withGps` adds EXIF metadata that must not survive the upload. */
export async function pngImage(width = 64, height = 64): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 15, g: 118, b: 110 } } })
    .png()
    .toBuffer();
}

export async function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 80, height: 60, channels: 3, background: { r: 200, g: 100, b: 50 } } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'secret-artist' } })
    .toBuffer();
}

type FormFile = { data: Buffer; filename: string; type: string };
/** A multipart body built by hand, so tests control exactly what is sent; an array repeats the part. */
export function multipart(
  fields: Record<string, string | undefined>,
  files: Record<string, FormFile | FormFile[]> = {},
  repeatedFields: Record<string, string[]> = {},
) {
  const boundary = `----mietmatch${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  const textParts = [
    ...Object.entries(fields),
    ...Object.entries(repeatedFields).flatMap(([n, values]) => values.map((v) => [n, v] as const)),
  ];
  for (const [name, value] of textParts) {
    if (value === undefined) continue;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const [name, file] of Object.entries(files).flatMap(([n, f]) =>
    (Array.isArray(f) ? f : [f]).map((one) => [n, one] as const),
  )) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    chunks.push(file.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A few real postal codes (GeoNames) so address checks and positions work in each test database. */
export async function seedPostalCodes(db: Db) {
  const { postalCodes } = await import('../src/db/schema/index.ts');
  await db.insert(postalCodes).values([
    {
      zipcode: '10115',
      place: 'Berlin',
      state: 'Berlin',
      stateCode: '16',
      community: 'Berlin, Stadt',
      latitude: 52.5323,
      longitude: 13.3846,
    },
    {
      zipcode: '10117',
      place: 'Berlin',
      state: 'Berlin',
      stateCode: '16',
      community: 'Berlin, Stadt',
      latitude: 52.517,
      longitude: 13.3872,
    },
    {
      zipcode: '13591',
      place: 'Berlin',
      state: 'Berlin',
      stateCode: '16',
      community: 'Berlin, Stadt',
      latitude: 52.5393,
      longitude: 13.1804,
    },
    {
      zipcode: '14467',
      place: 'Potsdam',
      state: 'Brandenburg',
      stateCode: '11',
      community: 'Potsdam',
      latitude: 52.4009,
      longitude: 13.0591,
    },
    {
      zipcode: '80331',
      place: 'München',
      state: 'Bayern',
      stateCode: '02',
      community: 'Kreisfreie Stadt München',
      latitude: 48.1372,
      longitude: 11.5755,
    },
  ]);
}

/**
 * A made-up place with one postal code, far (Kiel area) from the seeded cities, so that what a test
 * lists or publishes there is the whole market of that city and no radius around Berlin reaches it.
 * `at` puts it elsewhere: same-named towns in other states, neighbours at a known distance.
 */
export async function seedPlace(
  db: Db,
  place: string,
  zipcode: string,
  at: { state?: string; latitude?: number; longitude?: number } = {},
) {
  const { postalCodes } = await import('../src/db/schema/index.ts');
  await db.insert(postalCodes).values({
    zipcode,
    place,
    state: at.state ?? 'Schleswig-Holstein',
    latitude: at.latitude ?? 54.3233,
    longitude: at.longitude ?? 10.1228,
  });
}

export const propertyForm = (overrides: Record<string, string> = {}) => ({
  firstName: 'Volker',
  lastName: 'Vermieter',
  email: 'volker@example.test',
  phoneNumber: '+49 30 1234',
  title: 'Helle Altbauwohnung in Mitte',
  description: 'Drei Zimmer, Dielen, Balkon.',
  address: 'Invalidenstraße 1',
  postalCode: '10115',
  city: 'Berlin',
  propertyType: 'Apartment',
  numberOfRooms: '3',
  numberOfBathrooms: '1',
  squareMeters: '82.5',
  isFurnished: 'false',
  isPetFriendly: 'true',
  rent: '1250.50',
  additionalCost: '240',
  warmRent: '1490.50',
  energyCertificateType: 'consumption',
  energyValue: '112.4',
  energyEfficiencyClass: 'D',
  energySource: 'Fernwärme',
  yearOfConstruction: '1908',
  ...overrides,
});

export const requestForm = (overrides: Record<string, string> = {}) => ({
  firstName: 'Mia',
  lastName: 'Mieterin',
  email: 'mia@example.test',
  telephone: '+49 170 1234',
  nationality: 'deutsch',
  profession: 'Ärztin',
  numberOfResidents: '2',
  targetCity: 'Berlin',
  targetPostalCode: '10115,10117',
  targetAddress: ',',
  maxPrice: '1500',
  consent: 'true',
  ...overrides,
});

/**
 * A request form with only the field names of the specification (section 3), as its client sends
 * them: no `targetCity`, `targetState` or `consent`, the lists comma-joined with empty defaults.
 */
export const specRequestForm = (overrides: Record<string, string> = {}) => ({
  firstName: 'Mia',
  lastName: 'Mieterin',
  email: 'mia@example.test',
  telephone: '+49 170 1234',
  nationality: 'deutsch',
  profession: 'Ärztin',
  relationshipStatus: 'Single',
  numberOfResidents: '2',
  animalsInfo: '',
  numberOfChildren: '0',
  childrenInfo: '',
  numberOfVehicles: '0',
  additionalCost: '0',
  garageRequired: 'false',
  smokingAllowed: 'false',
  needTerrace: 'false',
  kitchenFitted: 'false',
  isFurnished: 'false',
  isPetFriendly: 'false',
  allowedFileView: 'false',
  propertyType: 'Apartment',
  requiredRooms: '2',
  currentPostalCode: '',
  currentAddress: '',
  targetPostalCode: '10115,10117',
  targetAddress: '',
  residentialPreferences: '',
  maxPrice: '1500',
  numberOfBathrooms: '2',
  squareMeters: '200',
  radius: '0',
  lat: '',
  lng: '',
  status: 'available',
  notes: '',
  ...overrides,
});

/** A property form with only the field names of the specification (section 3): no position, no energy data. */
export const specPropertyForm = (overrides: Record<string, string> = {}) => ({
  firstName: 'Volker',
  lastName: 'Vermieter',
  email: 'volker@example.test',
  phoneNumber: '+49 30 1234',
  title: 'Helle Altbauwohnung in Mitte',
  description: 'Drei Zimmer, Dielen, Balkon.',
  address: 'Invalidenstraße 1',
  postalCode: '10115',
  city: 'Berlin',
  state: 'Berlin',
  propertyType: 'Apartment',
  numberOfRooms: '3',
  numberOfBathrooms: '1',
  squareMeters: '82',
  isFurnished: 'false',
  isPetFriendly: 'false',
  haveGarage: 'false',
  smokingAllowed: 'false',
  haveTerrace: 'false',
  kitchenFitted: 'true',
  status: 'available',
  notes: '',
  rent: '900',
  additionalCost: '150',
  warmRent: '1050',
  ...overrides,
});

/** A small but real PDF (the content check reads its magic bytes). */
export function pdfDocument(text = 'Schufa-Auskunft'): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
}
