import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Executor } from '../../db/client.ts';
import { isOrganisationName } from '../../adapters/geo/organisations.ts';
import { allPostalCodes } from './queries.ts';

export interface AreaData {
  /** `[place, stateIndex, [[postalCode, lat, lng], …]]` per place, in German order of names. */
  json: string;
  gzip: Buffer;
  etag: string;
  cityCount: number;
}

/** Builds the data once per process: cities with their postal codes and positions. */
export async function buildAreaData(db: Executor): Promise<AreaData> {
  return areaDataOf(await allPostalCodes(db));
}

/** The answer for postal-code rows ordered by place and code, as `allPostalCodes` reads them. */
export function areaDataOf(rows: Awaited<ReturnType<typeof allPostalCodes>>): AreaData {
  const states: string[] = [];
  const stateIndex = new Map<string, number>();
  const cities = new Map<string, [string, number, [string, number, number][]]>();
  for (const r of rows) {
    // Organisations are not imported (nor kept by migration 0017); a row added by other means
    // that still names one stays out of the pickers all the same.
    if (isOrganisationName(r.place) || r.latitude === null || r.longitude === null) continue;
    const state = r.state ?? '';
    if (!stateIndex.has(state)) {
      stateIndex.set(state, states.length);
      states.push(state);
    }
    const key = `${r.place}\u0000${state}`;
    let city = cities.get(key);
    if (!city) {
      city = [r.place, stateIndex.get(state)!, []];
      cities.set(key, city);
    }
    if (!city[2].some(([zip]) => zip === r.zipcode))
      city[2].push([r.zipcode, Math.round(r.latitude * 1000) / 1000, Math.round(r.longitude * 1000) / 1000]);
  }
  // In German alphabetical order ("Ärzen" beside "Arzberg"), which the pickers list them in: sorted once
  // here, not on every phone (~100 ms of a mid-range phone's main thread). Codes are ascending already.
  const germanOrder = new Intl.Collator('de').compare;
  const sorted = [...cities.values()].sort((a, b) => germanOrder(a[0], b[0]));
  const json = JSON.stringify({ attribution: 'GeoNames (CC BY 4.0)', states, cities: sorted });
  return {
    cityCount: cities.size,
    json,
    gzip: gzipSync(json, { level: 9 }),
    etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`,
  };
}
