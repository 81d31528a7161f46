import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { postalCodes } from '../../db/schema/index.ts';
import type { PostalCodeRecord } from '../../adapters/geo/postal-code-file.ts';

export interface PostalPlace {
  zipcode: string;
  place: string;
  state: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** The places of a postal code (several towns may share one), first by name. */
export async function findPostalCode(db: Executor, zipcode: string): Promise<PostalPlace[]> {
  return db
    .select({
      zipcode: postalCodes.zipcode,
      place: postalCodes.place,
      state: postalCodes.state,
      latitude: postalCodes.latitude,
      longitude: postalCodes.longitude,
    })
    .from(postalCodes)
    .where(eq(postalCodes.zipcode, zipcode))
    .orderBy(asc(postalCodes.place));
}

export interface GeoPoint {
  lat: number;
  lng: number;
}

/** A place by name, and by state when one is given (several towns share a name). */
function inPlace(city: string, state: string | undefined) {
  return and(
    sql`lower(${postalCodes.place}) = lower(${city})`,
    state !== undefined ? eq(postalCodes.state, state) : undefined,
  );
}

/** Points of the chosen postal codes (within the city, and its state, when named). */
export async function postalCodePoints(
  db: Executor,
  zipcodes: string[],
  city?: string,
  state?: string,
): Promise<GeoPoint[]> {
  if (zipcodes.length === 0) return [];
  const rows = await db
    .selectDistinct({ zipcode: postalCodes.zipcode, lat: postalCodes.latitude, lng: postalCodes.longitude })
    .from(postalCodes)
    .where(and(inArray(postalCodes.zipcode, zipcodes), city ? inPlace(city, state) : undefined));
  return rows.filter((r) => r.lat !== null && r.lng !== null).map((r) => ({ lat: r.lat!, lng: r.lng! }));
}

export interface CityCentre extends GeoPoint {
  state: string | null;
}

/**
 * The middle of a city: the mean of its postal codes' points, one per state the name lies in
 * (the town of that state when a state is given), the one with the most postal codes first.
 * Averaging same-named towns together would give a point between them that is none of them.
 */
export async function cityCentres(db: Executor, city: string, state?: string): Promise<CityCentre[]> {
  const rows = await db
    .select({
      state: postalCodes.state,
      lat: sql<number | null>`avg(${postalCodes.latitude})`,
      lng: sql<number | null>`avg(${postalCodes.longitude})`,
    })
    .from(postalCodes)
    .where(inPlace(city, state))
    .groupBy(postalCodes.state)
    .orderBy(sql`count(${postalCodes.latitude}) desc`, sql`${postalCodes.state} nulls last`);
  return rows
    .filter((r) => r.lat !== null && r.lng !== null)
    .map((r) => ({ state: r.state, lat: Number(r.lat), lng: Number(r.lng) }));
}

/** The states in which the chosen postal codes of a city lie (for a request's target area). */
export async function statesOfPostalCodes(db: Executor, city: string, zipcodes: string[]): Promise<string[]> {
  if (zipcodes.length === 0) return [];
  const rows = await db
    .selectDistinct({ state: postalCodes.state })
    .from(postalCodes)
    .where(and(inPlace(city, undefined), inArray(postalCodes.zipcode, zipcodes)));
  return rows.map((r) => r.state).filter((s): s is string => s !== null);
}

export interface Town {
  place: string;
  state: string | null;
}

/** Each place of each of these postal codes (a code may cover several villages, a village several codes). */
export async function placesOfPostalCodes(db: Executor, zipcodes: string[]): Promise<(Town & { zipcode: string })[]> {
  if (zipcodes.length === 0) return [];
  return db
    .selectDistinct({ zipcode: postalCodes.zipcode, place: postalCodes.place, state: postalCodes.state })
    .from(postalCodes)
    .where(inArray(postalCodes.zipcode, zipcodes));
}

/** The towns (place and state) called by one of these names, whatever the case. */
export async function townsNamed(db: Executor, names: string[]): Promise<Town[]> {
  if (names.length === 0) return [];
  return db
    .selectDistinct({ place: postalCodes.place, state: postalCodes.state })
    .from(postalCodes)
    .where(
      inArray(
        sql`lower(${postalCodes.place})`,
        names.map((n) => n.toLowerCase()),
      ),
    );
}

/** Every postal code with its place, state and position, for the area data file. */
export async function allPostalCodes(db: Executor) {
  return db
    .select({
      zipcode: postalCodes.zipcode,
      place: postalCodes.place,
      state: postalCodes.state,
      latitude: postalCodes.latitude,
      longitude: postalCodes.longitude,
    })
    .from(postalCodes)
    .orderBy(asc(postalCodes.place), asc(postalCodes.zipcode));
}

export async function countPostalCodes(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(postalCodes);
  return row?.n ?? 0;
}

const IMPORT_BATCH = 1000;

/** Inserts the records in batches (one statement for the whole file would exceed the parameter limit). */
export async function insertPostalCodes(db: Executor, records: PostalCodeRecord[]): Promise<void> {
  for (let i = 0; i < records.length; i += IMPORT_BATCH) {
    await db.insert(postalCodes).values(records.slice(i, i + IMPORT_BATCH));
  }
}
