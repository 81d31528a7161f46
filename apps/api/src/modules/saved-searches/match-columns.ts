import { sql } from 'drizzle-orm';
import {
  PROPERTY_FLAGS,
  type PropertyFilterQuery,
  type RequestFilterQuery,
  type SavedSearchKind,
} from '@mietmatch/contract';
import type { Executor } from '../../db/client.ts';
import type { NewSavedSearchRow } from '../../db/schema/index.ts';
import { areaCentres } from '../geo/index.ts';
import { boundingBoxes } from '../geo/index.ts';
import { REQUEST_FILTER_FLAGS } from '../tenant-requests/index.ts';

/**
 * The reverse match ("which saved searches does this new listing or request meet?") reads a saved
 * search's filters from columns, not from its query string:
 *
 * - `area_keys` narrow on a GIN index: a saved search keeps the keys of the area it asks for, a
 *   listing or request carries the keys of where it is (see reverse-match-queries.ts), and only
 *   searches sharing a key are checked further. Keys:
 *   `c:<lower city>` (a city of any state), `cs:<lower city>|<state>`, `p:<postal code>`,
 *   `g:<lat cell>:<lng cell>` (cells of `GRID_DEGREES`, covering every box of the radius), and
 *   `o:<owner id>` for a search of one landlord's listings (`listedBy`).
 * - the other columns are the filters as the search's WHERE compares them (cents, minimums, the
 *   flags as bit masks), checked exactly on the few searches the keys leave.
 *
 * One difference to the search: when the chosen postal codes find nothing, the search shows the
 * whole city instead (`fallback: "city"`). An alert never does: a listing outside the chosen postal
 * codes is no news for a search that asked for them, however empty the area is today.
 */

/** The grid of the radius keys: 0.2° is ~22 km north-south, so a 50 km radius needs ~30 cells. */
export const GRID_DEGREES = 0.2;

/**
 * Each kind's yes/no filters in its schema's order: bit i of the masks is flag i. A subject's
 * `MatchFields.flags` come in the same order (its module's own list of flags).
 */
const FILTER_FLAGS = { property: PROPERTY_FLAGS, request: REQUEST_FILTER_FLAGS } as const;

/** The cells that cover every box of a radius around the centres (a point's cell: `floor(lat / 0.2)`…). */
function radiusCells(centres: { lat: number; lng: number }[], radiusKm: number): string[] {
  const cells = new Set<string>();
  for (const box of boundingBoxes(centres, radiusKm)) {
    const [lat0, lng0] = [Math.floor(box.minLat / GRID_DEGREES), Math.floor(box.minLng / GRID_DEGREES)];
    const [lat1, lng1] = [Math.floor(box.maxLat / GRID_DEGREES), Math.floor(box.maxLng / GRID_DEGREES)];
    for (let i = lat0; i <= lat1; i++) for (let j = lng0; j <= lng1; j++) cells.add(`g:${i}:${j}`);
  }
  return [...cells];
}

/** Bit i set where the kind's flag i is asked to be `wanted`. */
function flagMask(kind: SavedSearchKind, filters: Record<string, unknown>, wanted: boolean): number {
  return FILTER_FLAGS[kind].reduce((mask, flag, i) => (filters[flag] === wanted ? mask | (1 << i) : mask), 0);
}

/** The database's `lower()`: the search compares cities with it, so the keys must use the same. */
async function lowerInDb(db: Executor, text: string): Promise<string> {
  const result = await db.execute<{ lowered: string }>(sql`select lower(${text}) as lowered`);
  return result.rows[0]!.lowered;
}

const cents = (euros: number | undefined) => (euros === undefined ? null : Math.round(euros * 100));

/**
 * A saved search's filters in the columns the reverse match reads (area keys, centres, limits,
 * flag masks): the saved-search service stores them whenever the filters change. Every column is
 * answered (null or empty where the filter is absent), so a change of filters clears the old ones.
 */
export async function savedSearchMatchColumns(
  db: Executor,
  kind: SavedSearchKind,
  filters: PropertyFilterQuery | RequestFilterQuery,
): Promise<Partial<NewSavedSearchRow>> {
  const { city, state, postalCodes, radius } = filters;
  const listedBy = kind === 'property' ? ((filters as PropertyFilterQuery).listedBy ?? null) : null;
  // The centres the search measures its radius from (the chosen postal codes, else the city's middle).
  const centres = radius > 0 ? await areaCentres(db, city, postalCodes, state) : [];
  const keys = new Set<string>();
  if (listedBy) {
    // One landlord's listings: the owner narrows best; the area (if any) is checked exactly.
    keys.add(`o:${listedBy}`);
  } else if (city) {
    const lowered = await lowerInDb(db, city);
    if (postalCodes.length > 0) for (const code of postalCodes) keys.add(`p:${code}`);
    else keys.add(state !== undefined ? `cs:${lowered}|${state}` : `c:${lowered}`);
    for (const key of radiusCells(centres, radius)) keys.add(key);
  }
  const p = kind === 'property' ? (filters as PropertyFilterQuery) : undefined;
  const r = kind === 'request' ? (filters as RequestFilterQuery) : undefined;
  return {
    areaKeys: [...keys],
    city: city ?? null,
    state: state ?? null,
    postalCodes,
    radiusKm: centres.length > 0 ? radius : 0,
    centreLats: centres.map((c) => c.lat),
    centreLngs: centres.map((c) => c.lng),
    listedBy,
    maxPriceCents: cents(filters.maxPrice),
    numberOfRooms: p?.numberOfRooms ?? null,
    numberOfBathrooms: p?.numberOfBathrooms ?? null,
    squareMeters: p?.squareMeters ?? null,
    requiredRooms: r?.requiredRooms ?? null,
    numberOfResidents: r?.numberOfResidents ?? null,
    numberOfChildren: r?.numberOfChildren ?? null,
    propertyType: filters.propertyType ?? null,
    flagsOn: flagMask(kind, filters, true),
    flagsOff: flagMask(kind, filters, false),
  };
}
