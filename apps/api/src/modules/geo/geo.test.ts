import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { seedPostalCodes } from '../../../test/factories.ts';
import { postalCodes } from '../../db/schema/index.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
  await t.database.db.insert(postalCodes).values({
    zipcode: '10875',
    place: 'Daimler Insurance Services GmbH',
    state: 'Baden-Württemberg',
    latitude: 48.81,
    longitude: 9.18,
  });
});
afterAll(() => t.close());

describe('GET /api/geo/areas', () => {
  it('answers cities with their postal codes and positions, without corporate codes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/geo/areas' });
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data.attribution).toContain('GeoNames');
    const berlin = data.cities.find((c: [string]) => c[0] === 'Berlin');
    expect(data.states[berlin[1]]).toBe('Berlin');
    expect(berlin[2]).toEqual(
      expect.arrayContaining([
        ['10115', 52.532, 13.385],
        ['13591', 52.539, 13.18],
      ]),
    );
    expect(data.cities.some((c: [string]) => c[0].includes('GmbH'))).toBe(false);
  });

  it('lists the places in German alphabetical order, each with its postal codes ascending', async () => {
    const data = (await t.app.inject({ method: 'GET', url: '/api/geo/areas' })).json();
    const names: string[] = data.cities.map((c: [string]) => c[0]);
    // The pickers show them in this order; the app no longer sorts ~17k places on a phone.
    expect(names).toEqual([...names].sort(new Intl.Collator('de').compare));
    const firstB = names.findIndex((n) => n.startsWith('B'));
    expect(names.findIndex((n) => n.startsWith('Ä'))).toBeLessThan(firstB);
    for (const [, , codes] of data.cities as [string, number, [string][]][]) {
      const list = codes.map(([code]) => code);
      expect(list).toEqual([...list].sort());
    }
  });

  it('is gzipped when asked and revalidates by ETag', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/geo/areas',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ method: 'GET', url: '/api/geo/areas' });
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toEqual(plain.json());
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/geo/areas',
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });
});
