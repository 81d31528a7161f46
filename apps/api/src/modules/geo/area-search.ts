import type { Executor } from '../../db/client.ts';
import { perExecutor } from '../../db/per-executor.ts';
import { cityCentres, postalCodePoints, type GeoPoint } from './queries.ts';

export interface AreaQuery {
  city?: string;
  /** The city's state; without it the name stands for every town so called. */
  state?: string;
  postalCodes: string[];
  radius: number;
}

/**
 * Postal codes change only when the table is imported (at start), so each process keeps the
 * points it has looked up, per database: a search then needs no query for its area. Only found
 * places are kept (a place may be imported later), and the number kept is bounded so that odd
 * input cannot grow it without end.
 */
const MAX_CACHED = 20_000;
interface AreaCache {
  /** city|state → the centre of each town of that name (of that state, when given). */
  centres: Map<string, GeoPoint[]>;
  /** city|state|chosen postal codes → their points in that city. */
  codes: Map<string, GeoPoint[]>;
}
const cacheOf = perExecutor<AreaCache>(() => ({ centres: new Map(), codes: new Map() }));

const placeKey = (city: string, state: string | undefined) => `${city.toLowerCase()}|${state ?? '*'}`;

async function cachedCityCentres(db: Executor, city: string, state: string | undefined): Promise<GeoPoint[]> {
  const { centres } = cacheOf(db);
  const key = placeKey(city, state);
  const known = centres.get(key);
  if (known) return known;
  const found = (await cityCentres(db, city, state)).map(({ lat, lng }) => ({ lat, lng }));
  if (found.length > 0 && centres.size < MAX_CACHED) centres.set(key, found);
  return found;
}

async function cachedPostalCodePoints(
  db: Executor,
  postalCodes: string[],
  city: string,
  state: string | undefined,
): Promise<GeoPoint[]> {
  const { codes } = cacheOf(db);
  const key = `${placeKey(city, state)}|${[...new Set(postalCodes)].sort().join(',')}`;
  const known = codes.get(key);
  if (known) return known;
  const points = await postalCodePoints(db, postalCodes, city, state);
  // Kept only when every chosen code was found: a missing one may be imported later.
  if (points.length >= new Set(postalCodes).size && codes.size < MAX_CACHED) codes.set(key, points);
  return points;
}

/**
 * Where distances are measured from: the chosen postal codes, else the middle of the city. With a
 * state that is one town; without one, a name that several towns share gives each town's middle
 * (never a point between them), so a radius reaches around every one of them.
 */
export async function areaCentres(
  db: Executor,
  city: string | undefined,
  postalCodes: string[],
  state?: string,
): Promise<GeoPoint[]> {
  if (!city) return [];
  const points = postalCodes.length > 0 ? await cachedPostalCodePoints(db, postalCodes, city, state) : [];
  if (points.length > 0) return points;
  return cachedCityCentres(db, city, state);
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
  const first = await run(
    await areaCentres(db, area.city, area.postalCodes, area.state),
    area.postalCodes,
    area.radius,
  );
  if (first.total === 0 && area.city && area.postalCodes.length > 0) {
    const cityWide = await run(await areaCentres(db, area.city, [], area.state), [], 0);
    if (cityWide.total > 0) return { ...cityWide, fallback: 'city' };
  }
  return { ...first, fallback: null };
}
