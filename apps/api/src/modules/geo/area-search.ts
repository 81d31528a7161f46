import type { Executor } from '../../db/client.ts';
import { cityCentre, postalCodePoints, type GeoPoint } from './queries.ts';

export interface AreaQuery {
  city?: string;
  postalCodes: string[];
  radius: number;
}

/**
 * Postal codes change only when the table is imported (at start), so each process keeps the
 * city centres it has computed; bounded so odd input cannot grow it without end.
 */
const centres = new Map<string, GeoPoint | null>();
const MAX_CACHED_CITIES = 20_000;

async function cachedCityCentre(db: Executor, city: string): Promise<GeoPoint | null> {
  const key = city.toLowerCase();
  if (centres.has(key)) return centres.get(key)!;
  const centre = await cityCentre(db, city);
  // A city without rows may be imported later: only found centres are kept.
  if (centre && centres.size < MAX_CACHED_CITIES) centres.set(key, centre);
  return centre;
}

/** Where distances are measured from: the chosen postal codes, else the middle of the city. */
export async function areaCentres(db: Executor, city: string | undefined, postalCodes: string[]): Promise<GeoPoint[]> {
  if (!city) return [];
  const points = await postalCodePoints(db, postalCodes, city);
  if (points.length > 0) return points;
  const centre = await cachedCityCentre(db, city);
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
