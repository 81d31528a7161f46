import type { TenantRequestFields } from '@mietmatch/contract';
import type { Executor } from '../../db/client.ts';
import type { TenantRequestRow } from '../../db/schema/index.ts';
import { isOrganisationName } from '../../adapters/geo/organisations.ts';
import {
  cityCentres,
  placesOfPostalCodes,
  postalCodePoints,
  statesOfPostalCodes,
  townsNamed,
  type GeoPoint,
  type Town,
} from '../geo/index.ts';
import { invalid } from './request-kit.ts';

const POSTAL_CODE = /\b\d{5}\b/g;
const townKey = (t: Town) => `${t.place.toLowerCase()}|${t.state ?? ''}`;

export interface TargetHints {
  /** A state sent with the area: only towns of that state count. */
  state?: string | null;
  /** The request's target addresses: their postal codes and the towns they name. */
  addresses: string[];
  /** The town the request had before an edit: it settles a choice the new area leaves open. */
  previous?: Town;
}

/** The towns that hold every one of these postal codes; none when a code is not in the table. */
async function townsOfAllCodes(db: Executor, codes: string[]): Promise<Town[]> {
  const rows = await placesOfPostalCodes(db, codes);
  const wanted = new Set(codes);
  if (new Set(rows.map((r) => r.zipcode)).size < wanted.size) return [];
  const byTown = new Map<string, { town: Town; codes: Set<string> }>();
  for (const r of rows) {
    const key = townKey(r);
    const entry = byTown.get(key) ?? { town: { place: r.place, state: r.state }, codes: new Set<string>() };
    entry.codes.add(r.zipcode);
    byTown.set(key, entry);
  }
  return [...byTown.values()].filter((e) => e.codes.size === wanted.size).map((e) => e.town);
}

/** Keeps the candidates that pass, unless none would: a hint narrows a choice, it never empties it. */
const preferring = (towns: Town[], keep: (t: Town) => boolean) => (towns.some(keep) ? towns.filter(keep) : towns);

/**
 * The town of a target area sent without its city, as the specification's client sends it: the one
 * town all chosen postal codes lie in; without chosen codes, the postal codes in the target addresses
 * ("10115 Berlin") or the town an address names ("Kiel"); with neither, the previous town. A code
 * that covers several villages is settled by a town the addresses name, then the previous town.
 * Null when no town, or still several, remain. `postalCodes` are the codes that place the request.
 */
async function townOfTarget(
  db: Executor,
  chosen: string[],
  hints: TargetHints,
): Promise<{ town: Town; postalCodes: string[] } | null> {
  const fromAddresses = [...new Set(hints.addresses.flatMap((a) => a.match(POSTAL_CODE) ?? []))];
  const postalCodes = chosen.length > 0 ? chosen : fromAddresses;
  const names = [...new Set(hints.addresses.map((a) => a.replace(POSTAL_CODE, '').trim()).filter(Boolean))];
  const named = async () => (names.length > 0 ? await townsNamed(db, names) : []);

  let towns: Town[];
  if (postalCodes.length > 0) towns = await townsOfAllCodes(db, postalCodes);
  else towns = await named();
  if (towns.length === 0 && postalCodes.length === 0 && hints.previous) towns = [hints.previous];

  // Companies with their own postal code are places too, but nobody lives in them.
  towns = preferring(towns, (t) => !isOrganisationName(t.place));
  if (hints.state) towns = towns.filter((t) => t.state === hints.state);
  if (towns.length > 1 && postalCodes.length > 0) {
    const mentioned = new Set((await named()).map(townKey));
    towns = preferring(towns, (t) => mentioned.has(townKey(t)));
  }
  const previous = hints.previous;
  if (towns.length > 1 && previous) towns = preferring(towns, (t) => townKey(t) === townKey(previous));
  return towns.length === 1 ? { town: towns[0]!, postalCodes } : null;
}

/** Good enough to tell which of several same-named towns, far apart, a point lies nearest to. */
const degreesApart = (a: GeoPoint, b: GeoPoint) =>
  (a.lat - b.lat) ** 2 + ((a.lng - b.lng) * Math.cos((a.lat * Math.PI) / 180)) ** 2;

/**
 * The target area must come from the postal-code table: its town (by the state, else the state
 * of the chosen postal codes, else the town nearest the position sent, else the town of that name
 * with the most postal codes), that town's state, and its position for radius search. Without a
 * city (the specification's fields) the town comes from the postal codes or addresses.
 */
export async function locateTarget(
  db: Executor,
  city: string | null | undefined,
  state: string | null | undefined,
  postalCodes: string[],
  near?: GeoPoint,
  hints?: TargetHints,
) {
  if (!city) {
    const found = await townOfTarget(db, postalCodes, { addresses: [], ...hints, state });
    if (!found) throw invalid({ targetPostalCode: 'selectTargetArea' });
    ({ place: city, state } = found.town);
    postalCodes = found.postalCodes;
  }
  const towns = await cityCentres(db, city, state ?? undefined);
  if (towns.length === 0) throw invalid({ targetCity: 'selectTargetArea' });
  let town = towns[0]!;
  if (towns.length > 1) {
    const states = await statesOfPostalCodes(db, city, postalCodes);
    const byCodes = states.length === 1 ? towns.find((t) => t.state === states[0]) : undefined;
    const nearest = near ? [...towns].sort((a, b) => degreesApart(a, near) - degreesApart(b, near))[0] : undefined;
    town = byCodes ?? nearest ?? town;
  }
  const [point] = await postalCodePoints(db, postalCodes, city, town.state ?? undefined);
  if (postalCodes.length > 0 && !point) throw invalid({ targetPostalCode: 'selectTargetArea' });
  const at = point ?? town;
  return { lat: at.lat, lng: at.lng, targetCity: city, targetState: town.state };
}

/** Where an edit moves a request: nowhere (no columns) unless it sends part of the target area. */
export async function targetOfEdit(db: Executor, existing: TenantRequestRow, fields: Partial<TenantRequestFields>) {
  const areaSent = fields.targetPostalCode !== undefined || fields.targetAddress !== undefined;
  const areaChanged = fields.targetCity !== undefined || fields.targetState !== undefined || areaSent;
  // Another city without a state sent drops the old city's state; the same city keeps it.
  const sameCity =
    fields.targetCity === undefined || fields.targetCity.toLowerCase() === existing.targetCity?.toLowerCase();
  const state = fields.targetState ?? (sameCity ? existing.targetState : undefined);
  const near =
    existing.lat !== null && existing.lng !== null && sameCity ? { lat: existing.lat, lng: existing.lng } : undefined;
  const codes = fields.targetPostalCode ?? existing.targetPostalCodes;
  // Codes or addresses sent without a city name the town; the previous town settles what they leave open.
  const previous = existing.targetCity ? { place: existing.targetCity, state: existing.targetState } : undefined;
  const hints = { addresses: fields.targetAddress ?? existing.targetAddresses, previous };
  if (fields.targetCity === undefined && areaSent) {
    return locateTarget(db, undefined, fields.targetState, codes, near, hints);
  }
  if (areaChanged) return locateTarget(db, fields.targetCity ?? existing.targetCity, state, codes, near);
  return {};
}
