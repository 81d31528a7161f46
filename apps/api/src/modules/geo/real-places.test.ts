import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { postalCodes } from '../../db/schema/index.ts';
import { BUNDLED_POSTAL_CODES_FILE } from '../../adapters/geo/read-postal-codes.ts';
import { importPostalCodesIfEmpty } from './postal-code-import.ts';

/*
 * The GeoNames table as it ships with the product: 23,297 rows, of which thousands are organisations with
 * a postal code of their own. What the pickers offer comes from GET /api/geo/areas.
 */

/** The picker's folding (apps/web areas.ts `foldText`): lower case, no accents, ß → ss. */
const fold = (text: string) =>
  text
    .toLocaleLowerCase('de-DE')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim();

type AreaCity = [place: string, stateIndex: number, codes: [string, number, number][]];

/** Every place the picker may offer for what was typed: names starting with it, then containing it. */
function offered(data: { states: string[]; cities: AreaCity[] }, typed: string): string[] {
  const q = fold(typed);
  const named = data.cities
    .filter(([place]) => fold(place).includes(q))
    .map(([place, state]) => ({ place, label: `${place} (${data.states[state]})` }));
  const byName = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, 'de');
  return [
    ...named.filter((c) => fold(c.place).startsWith(q)).sort(byName),
    ...named.filter((c) => !fold(c.place).startsWith(q)).sort(byName),
  ].map((c) => c.label);
}

const BAD_BERLEBURG = [
  'Alertshausen',
  'Arfeld',
  'Aue',
  'Bad Berleburg',
  'Beddelhausen',
  'Berghausen',
  'Diedenshausen',
  'Dotzlar',
  'Elsoff',
  'Girkhausen',
  'Hemschlar',
  'Raumland',
  'Richstein',
  'Rinthe',
  'Sassenhausen',
  'Schüllar',
  'Schwarzenau',
  'Stünzel',
  'Weidenhausen',
  'Wemlighausen',
  'Wingeshausen',
  'Wunderthausen',
].map((quarter) => `Bad Berleburg ${quarter} (Nordrhein-Westfalen)`);

const EXPECTED: Record<string, string[]> = {
  Berl: [
    'Berlin (Berlin)',
    'Berlin Friedrichshain (Berlin)',
    'Berlin Kreuzberg (Berlin)',
    'Berlingen (Rheinland-Pfalz)',
    'Berlingerode (Thüringen)',
    'Berlstedt (Thüringen)',
    'Bad Berleburg (Nordrhein-Westfalen)',
    ...BAD_BERLEBURG,
    'Boxberg/Oberlausitz (Sachsen)',
    'Calberlah (Niedersachsen)',
    'Doberlug-Kirchhain (Brandenburg)',
    'Großpostwitz/Oberlausitz (Sachsen)',
    'Neuenhagen bei Berlin (Brandenburg)',
    'Oberlahr (Rheinland-Pfalz)',
    'Oberland am Rennsteig (Thüringen)',
    'Oberlangen (Niedersachsen)',
    'Oberlascheid (Rheinland-Pfalz)',
    'Oberlauch (Rheinland-Pfalz)',
    'Oberleichtersbach (Bayern)',
    'Oberlichtenau (Sachsen)',
    'Oberlungwitz (Sachsen)',
    'Rehfeld-Berlitt (Brandenburg)',
    'Reichenbach/Oberlausitz (Sachsen)',
    'Rothenburg/Oberlausitz (Sachsen)',
    'Rüdersdorf bei Berlin (Brandenburg)',
    'Schöneiche bei Berlin (Brandenburg)',
    'Überlingen (Baden-Württemberg)',
    'Vogtländisches Oberland (Sachsen)',
    'Vogtländisches Oberland (Thüringen)',
    'Wittstock/Dosse Berlinchen (Brandenburg)',
  ],
  Münch: [
    'München (Bayern)',
    'Münchberg (Bayern)',
    'Müncheberg (Brandenburg)',
    'Münchehofe (Brandenburg)',
    'Münchenbernsdorf (Thüringen)',
    'Münchhausen (Brandenburg)',
    'Münchhausen (Hessen)',
    'Münchsmünster (Bayern)',
    'Münchsteinach (Bayern)',
    'Münchwald (Rheinland-Pfalz)',
    'Münchweiler am Klingbach (Rheinland-Pfalz)',
    'Münchweiler an der Alsenz (Rheinland-Pfalz)',
    'Münchweiler an der Rodalb (Rheinland-Pfalz)',
    'Deisenhofen bei München (Bayern)',
    'Garching bei München (Bayern)',
    'Glan-Münchweiler (Rheinland-Pfalz)',
    'Grafing bei München (Bayern)',
    'Kirchheim bei München (Bayern)',
    'Korntal-Münchingen (Baden-Württemberg)',
    'Rehburg-Loccum Münchehagen (Niedersachsen)',
    'Schwabmünchen (Bayern)',
    'Waldmünchen (Bayern)',
  ],
  Frankf: ['Frankfurt (Oder) (Brandenburg)', 'Frankfurt am Main (Hessen)'],
};

let t: TestContext;
let areas: { states: string[]; cities: AreaCity[] };
beforeAll(async () => {
  t = await createTestApp();
  await importPostalCodesIfEmpty(t.database.db, BUNDLED_POSTAL_CODES_FILE, t.app.log);
  areas = (await t.app.inject({ method: 'GET', url: '/api/geo/areas' })).json();
}, 120_000);
afterAll(() => t?.close());

describe('the place pickers on the postal-code table that ships with the product', () => {
  it.each(Object.keys(EXPECTED))('offer only towns for "%s"', (typed) => {
    const sorted = (list: string[]) => [...list].sort((a, b) => a.localeCompare(b, 'de'));
    const answer = offered(areas, typed);
    // Starting names come first, as in the picker; the rest in any order of the expected list.
    expect(sorted(answer)).toEqual(sorted(EXPECTED[typed]!));
    expect(answer.slice(0, 2)).toEqual(
      sorted(EXPECTED[typed]!)
        .filter((l) => fold(l).startsWith(fold(typed)))
        .slice(0, 2),
    );
  });

  it('offers no organisation anywhere, while the towns keep their postal codes', () => {
    const names = areas.cities.map(([place]) => place);
    expect(names).not.toContain('Berliner Feuerwehr');
    expect(names.filter((n) => /Finanzamt|Agentur für Arbeit|Feuerwehr|GmbH|\bAG\b|Versicherung/i.test(n))).toEqual([]);
    const berlin = areas.cities.find(([place, state]) => place === 'Berlin' && areas.states[state] === 'Berlin');
    expect(berlin?.[2].map(([code]) => code)).toEqual(expect.arrayContaining(['10115', '10117', '13591']));
    // An organisation's own code (Daimler in 10875) is no address anyone rents at.
    expect(areas.cities.some(([, , codes]) => codes.some(([code]) => code === '10875'))).toBe(false);
  });

  it('keeps every town of the table: only the numerically coded rows are left out', async () => {
    const lines = gunzipSync(readFileSync(BUNDLED_POSTAL_CODES_FILE)).toString('utf8').trim().split('\n').slice(1);
    expect(lines).toHaveLength(23_297);
    const towns = lines.filter((l) => !/^DE,\d{5},("[^"]*"|[^,]*),("[^"]*"|[^,]*),\d+,/.test(l));
    const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(postalCodes);
    expect(row?.n).toBe(towns.length);
  });
});
