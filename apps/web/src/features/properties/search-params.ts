import { PAGE_SIZE_OPTIONS, PROPERTY_FLAGS, PROPERTY_TYPES, RADIUS_OPTIONS_KM } from '@mietmatch/contract/constants';
import type { Bbox } from '@mietmatch/contract';

/** Each property flag filters: set, it demands the feature. */
export const FLAG_FILTERS = PROPERTY_FLAGS;
export const NUMBER_FILTERS = ['maxPrice', 'numberOfRooms', 'numberOfBathrooms', 'squareMeters'] as const;
export const SORTS = ['newest', 'rent', 'size', 'distance'] as const;

type FlagFilter = (typeof FLAG_FILTERS)[number];
export type NumberFilter = (typeof NUMBER_FILTERS)[number];

export interface SearchState {
  city: string;
  state: string;
  postalCodes: string[];
  radius: number;
  sort: (typeof SORTS)[number];
  propertyType: string;
  numbers: Record<NumberFilter, string>;
  flags: Record<FlagFilter, boolean>;
  page: number;
  pageSize: number;
  /** The results as cards, or on a map (beside the cards on wide screens). */
  view: 'list' | 'map';
  /** The map's box the search keeps to after "Search this area" (instead of a town). */
  bbox: Bbox | null;
}

/** `west,south,east,north` from the address, or null when it is not a box. */
function readBox(value: string | null): Bbox | null {
  const n = (value ?? '').split(',').map(Number);
  if (n.length !== 4 || n.some((v) => !Number.isFinite(v))) return null;
  const [west, south, east, north] = n as [number, number, number, number];
  const inRange = Math.abs(west) <= 180 && Math.abs(east) <= 180 && Math.abs(south) <= 90 && Math.abs(north) <= 90;
  return inRange && west < east && south < north ? { west, south, east, north } : null;
}

const positiveInt = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
};

/** The page's URL query → the search (unknown or broken values fall back to the defaults). */
export function readSearch(params: URLSearchParams): SearchState {
  const radius = Number(params.get('radius') ?? 0);
  const pageSize = Number(params.get('pageSize') ?? 10);
  const sort = params.get('sort') as SearchState['sort'];
  const type = params.get('propertyType') ?? '';
  return {
    city: params.get('city') ?? '',
    state: params.get('state') ?? '',
    postalCodes: (params.get('postalCodes') ?? '').split(',').filter((c) => /^\d{5}$/.test(c)),
    radius: (RADIUS_OPTIONS_KM as readonly number[]).includes(radius) ? radius : 0,
    sort: SORTS.includes(sort) ? sort : 'newest',
    propertyType: (PROPERTY_TYPES as readonly string[]).includes(type) ? type : '',
    numbers: Object.fromEntries(
      NUMBER_FILTERS.map((name) => [name, /^\d+([.,]\d+)?$/.test(params.get(name) ?? '') ? params.get(name)! : '']),
    ) as Record<NumberFilter, string>,
    flags: Object.fromEntries(FLAG_FILTERS.map((name) => [name, params.get(name) === 'true'])) as Record<
      FlagFilter,
      boolean
    >,
    page: positiveInt(params.get('page'), 1),
    pageSize: (PAGE_SIZE_OPTIONS as readonly number[]).includes(pageSize) ? pageSize : 10,
    view: params.get('view') === 'map' ? 'map' : 'list',
    bbox: readBox(params.get('bbox')),
  };
}

/** The search → the page's URL query (defaults left out, so links stay short). */
export function writeSearch(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.city) params.set('city', state.city);
  if (state.city && state.state) params.set('state', state.state);
  if (state.postalCodes.length) params.set('postalCodes', state.postalCodes.join(','));
  if (state.radius) params.set('radius', String(state.radius));
  if (state.sort !== 'newest') params.set('sort', state.sort);
  for (const name of NUMBER_FILTERS) if (state.numbers[name]) params.set(name, state.numbers[name].replace(',', '.'));
  if (state.propertyType) params.set('propertyType', state.propertyType);
  for (const name of FLAG_FILTERS) if (state.flags[name]) params.set(name, 'true');
  if (state.page > 1) params.set('page', String(state.page));
  if (state.pageSize !== 10) params.set('pageSize', String(state.pageSize));
  if (state.bbox) params.set('bbox', [state.bbox.west, state.bbox.south, state.bbox.east, state.bbox.north].join(','));
  if (state.view === 'map') params.set('view', 'map');
  return params;
}

/** The API's query for `GET /landlord/filter`; the state tells same-named towns apart there too. */
export function apiQuery(state: SearchState, extra: Record<string, string> = {}): string {
  const params = writeSearch(state);
  // How the results are shown is the page's business, not the API's.
  params.delete('view');
  params.set('page', String(state.page));
  params.set('pageSize', String(state.pageSize));
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return params.toString();
}
