import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { postalCodes } from '../../db/schema/index.ts';

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
    .select({ zipcode: postalCodes.zipcode, place: postalCodes.place, state: postalCodes.state, latitude: postalCodes.latitude, longitude: postalCodes.longitude })
    .from(postalCodes)
    .where(eq(postalCodes.zipcode, zipcode))
    .orderBy(asc(postalCodes.place));
}

export interface GeoPoint {
  lat: number;
  lng: number;
}

/** Points of the chosen postal codes (within the city when one is named). */
export async function postalCodePoints(db: Executor, zipcodes: string[], city?: string): Promise<GeoPoint[]> {
  if (zipcodes.length === 0) return [];
  const rows = await db
    .selectDistinct({ zipcode: postalCodes.zipcode, lat: postalCodes.latitude, lng: postalCodes.longitude })
    .from(postalCodes)
    .where(and(inArray(postalCodes.zipcode, zipcodes), city ? sql`lower(${postalCodes.place}) = lower(${city})` : undefined));
  return rows.filter((r) => r.lat !== null && r.lng !== null).map((r) => ({ lat: r.lat!, lng: r.lng! }));
}

/** The middle of a city: the mean of its postal codes' points. */
export async function cityCentre(db: Executor, city: string): Promise<GeoPoint | null> {
  const [row] = await db
    .select({ lat: sql<number | null>`avg(${postalCodes.latitude})`, lng: sql<number | null>`avg(${postalCodes.longitude})` })
    .from(postalCodes)
    .where(sql`lower(${postalCodes.place}) = lower(${city})`);
  return row && row.lat !== null && row.lng !== null ? { lat: Number(row.lat), lng: Number(row.lng) } : null;
}

/** Every postal code with its place, state and position, for the area data file. */
export async function allPostalCodes(db: Executor) {
  return db
    .select({ zipcode: postalCodes.zipcode, place: postalCodes.place, state: postalCodes.state, latitude: postalCodes.latitude, longitude: postalCodes.longitude })
    .from(postalCodes)
    .orderBy(asc(postalCodes.place), asc(postalCodes.zipcode));
}
