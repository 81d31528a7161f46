import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { areaDataOf } from './area-data.ts';

const row = (place: string, zipcode: string, state = 'Bayern') => ({
  place,
  zipcode,
  state,
  latitude: 49.1,
  longitude: 10.2,
});

describe('areaDataOf', () => {
  it('lists the places in German alphabetical order whatever order the database reads them in', () => {
    // A database with byte order puts umlauts after "Z".
    const data = areaDataOf([
      row('Aach', '78267'),
      row('Zell', '77736'),
      row('Ärzen', '31855'),
      row('Öhringen', '74613'),
    ]);
    const answer = JSON.parse(data.json) as { cities: [string][] };
    expect(answer.cities.map(([name]) => name)).toEqual(['Aach', 'Ärzen', 'Öhringen', 'Zell']);
    expect(JSON.parse(gunzipSync(data.gzip).toString())).toEqual(answer);
  });
});
