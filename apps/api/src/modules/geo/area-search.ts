import type { Executor } from '../../db/client.ts';
import { cityCentre, postalCodePoints, type GeoPoint } from './queries.ts';

export interface AreaQuery {
  city?: string;
  postalCodes: string[];
  radius: number;
}

/** Where distances are measured from: the chosen postal codes, else the middle of the city. */
export async function areaCentres(db: Executor, city: string | undefined, postalCodes: string[]): Promise<GeoPoint[]> {
  if (!city) return [];
  const points = await postalCodePoints(db, postalCodes, city);
  if (points.length > 0) return points;
  const centre = await cityCentre(db, city);
  return centre ? [centre] : [];
}

/**
 * Runs an area search; when the chosen postal codes find nothing but the whole city does, answers
 * the city's results with `fallback: "city"` (the specification's notice).
 */
export async function searchWithCityFallback<T extends { total: number }>(
  db: Executor,
  area: AreaQuery,
  run: (centres: GeoPoint[], postalCodes: string[], radius: number) => Promise<T>,
): Promise<T & { fallback: 'city' | null }> {
  const first = await run(await areaCentres(db, area.city, area.postalCodes), area.postalCodes, area.radius);
  if (first.total === 0 && area.city && area.postalCodes.length > 0) {
    const cityWide = await run(await areaCentres(db, area.city, []), [], 0);
    if (cityWide.total > 0) return { ...cityWide, fallback: 'city' };
  }
  return { ...first, fallback: null };
}
