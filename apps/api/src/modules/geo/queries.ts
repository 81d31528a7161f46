import { asc, eq } from 'drizzle-orm';
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
