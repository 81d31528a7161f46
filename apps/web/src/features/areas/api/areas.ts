import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { afterPageLoad } from '../../../lib/after-page-load';

/**
 * `GET /api/geo/areas` as the server sends it (compact arrays to keep ~17k places small): places in German
 * alphabetical order, each place's postal codes ascending.
 */
interface AreaResponse {
  attribution: string;
  states: string[];
  cities: [place: string, stateIndex: number, postalCodes: [code: string, lat: number, lng: number][]][];
}

interface PostalCodeEntry {
  code: string;
  lat: number;
  lng: number;
}

export interface City {
  /** Unique: name and state ("Neustadt|Hessen"), since many towns share a name. */
  key: string;
  name: string;
  state: string;
  postalCodes: PostalCodeEntry[];
  /** The name folded for type-ahead (lower case, no accents, ß → ss). */
  folded: string;
  /** True when another place in another state has the same name. */
  ambiguous: boolean;
}

export interface AreaIndex {
  attribution: string;
  cities: City[];
  byKey: Map<string, City>;
  /** Every city with this (exact) name. */
  byName: Map<string, City[]>;
  /** Postal code → the places it belongs to. */
  byPostalCode: Map<string, { city: City; entry: PostalCodeEntry }[]>;
}

export function foldText(text: string) {
  // Plain `toLowerCase`: German has no locale-specific lower case (only Turkish, Azeri and Lithuanian do),
  // and the locale-aware one cost ~8 µs a name. Only text with letters beyond ASCII needs the decomposition.
  const lower = text.toLowerCase().replace(/ß/g, 'ss');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range, not a control character
  return (/[^\u0000-\u007f]/.test(lower) ? lower.normalize('NFD').replace(/[\u0300-\u036f]/g, '') : lower).trim();
}

// One collator for every comparison (`localeCompare(b, 'de')` builds one per call), made when somebody first
// types into a picker: made at import, it cost every page with a picker ~20 ms of a phone's main thread.
let collator: Intl.Collator | undefined;
function germanOrder(a: string, b: string) {
  collator ??= new Intl.Collator('de');
  return collator.compare(a, b);
}

function cityKey(name: string, state: string) {
  return `${name}|${state}`;
}

/** A few milliseconds of work at a time, so the page keeps answering taps while the index is built. */
const SLICE_MS = 8;

function yieldToBrowser() {
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}

// ~17k places: built in one go it was one task of ~300 ms on a mid-range phone, right when the results page
// had rendered. The server sends the places in German order with their codes ascending, so nothing is sorted.
async function buildAreaIndex(data: AreaResponse): Promise<AreaIndex> {
  const byKey = new Map<string, City>();
  const byName = new Map<string, City[]>();
  const byPostalCode = new Map<string, { city: City; entry: PostalCodeEntry }[]>();
  const cities: City[] = [];
  let sliceStart = performance.now();
  for (const [name, stateIndex, codes] of data.cities) {
    if (performance.now() - sliceStart > SLICE_MS) {
      await yieldToBrowser();
      sliceStart = performance.now();
    }
    const state = data.states[stateIndex] ?? '';
    const city: City = {
      key: cityKey(name, state),
      name,
      state,
      postalCodes: codes.map(([code, lat, lng]) => ({ code, lat, lng })),
      folded: foldText(name),
      ambiguous: false,
    };
    cities.push(city);
    byKey.set(city.key, city);
    const same = byName.get(name);
    if (same) {
      same.push(city);
      for (const c of same) c.ambiguous = true;
    } else byName.set(name, [city]);
    for (const entry of city.postalCodes) {
      const list = byPostalCode.get(entry.code);
      if (list) list.push({ city, entry });
      else byPostalCode.set(entry.code, [{ city, entry }]);
    }
  }
  return { attribution: data.attribution, cities, byKey, byName, byPostalCode };
}

const areasQueryOptions = queryOptions({
  queryKey: ['geo', 'areas'],
  queryFn: async ({ signal }) => {
    // ~200 kB even compressed: fetched at once it would share the connections with the page's scripts and
    // first photos, which are what the visitor waits for; the pickers show their placeholder until then.
    await afterPageLoad();
    return buildAreaIndex(await apiRequest<AreaResponse>('/geo/areas', { auth: false, signal }));
  },
  // The table changes with an import only; the browser revalidates by ETag on the next visit.
  staleTime: Infinity,
  gcTime: Infinity,
  retry: 2,
});

/**
 * The area data, fetched once on first use (never on /login); not before `enabled` (pending until then).
 */
export function useAreas(enabled = true) {
  return useQuery({ ...areasQueryOptions, enabled });
}

/**
 * Cities for what was typed: names starting with it first, then names containing it; digits find
 * the places whose postal codes start with them. At most `limit` results.
 */
export function searchCities(index: AreaIndex, query: string, limit = 50): City[] {
  const q = foldText(query);
  if (!q) return [];
  if (/^\d+$/.test(q)) {
    const seen = new Set<string>();
    const out: City[] = [];
    for (const city of index.cities) {
      if (city.postalCodes.some((p) => p.code.startsWith(q)) && !seen.has(city.key)) {
        seen.add(city.key);
        out.push(city);
        if (out.length >= limit) break;
      }
    }
    return out;
  }
  const starts: City[] = [];
  const contains: City[] = [];
  for (const city of index.cities) {
    if (city.folded.startsWith(q)) starts.push(city);
    else if (contains.length < limit && city.folded.includes(q)) contains.push(city);
  }
  // Exact name first ("Berlin" before "Berlingerode"), then bigger places (more postal codes).
  starts.sort(
    (a, b) =>
      Number(b.folded === q) - Number(a.folded === q) ||
      b.postalCodes.length - a.postalCodes.length ||
      germanOrder(a.name, b.name),
  );
  return [...starts, ...contains].slice(0, limit);
}

/** The city a stored name (and optional state) refers to. */
export function findCity(index: AreaIndex, name: string | null | undefined, state?: string | null): City | undefined {
  if (!name) return undefined;
  const list = index.byName.get(name);
  if (!list) return undefined;
  return (state ? list.find((c) => c.state === state) : undefined) ?? list[0];
}

/**
 * The town a free-text address names by its postal code ("10115 Berlin", "Musterstr. 1, 80331"): the first
 * five-digit code the index knows, and of the towns sharing that code the one the text also names.
 */
export function findTownOfAddress(index: AreaIndex, ...texts: (string | null | undefined)[]): City | undefined {
  for (const text of texts) {
    for (const [code] of (text ?? '').matchAll(/(?<!\d)\d{5}(?!\d)/g)) {
      const matches = index.byPostalCode.get(code);
      if (!matches?.length) continue;
      const folded = foldText(text ?? '');
      return (matches.find((m) => folded.includes(m.city.folded)) ?? matches[0]!).city;
    }
  }
  return undefined;
}
