import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-database.ts';
import type { Database } from '../../db/client.ts';
import { postalCodes } from '../../db/schema/index.ts';

/** An install that imported the table before organisations were left out, migrated once more. */
const MIGRATION = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../migrations/0017_postal_codes_towns_only.sql',
);

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const row = (zipcode: string, place: string, state: string, stateCode: string | null) => ({
  zipcode,
  place,
  state,
  stateCode,
  latitude: 52.5,
  longitude: 13.4,
});

describe('migration 0017 on a table imported with organisations', () => {
  it('keeps the towns and removes the organisations', async () => {
    const db = database.db;
    await db
      .insert(postalCodes)
      .values([
        row('10115', 'Berlin', 'Berlin', 'BE'),
        row('10997', 'Berlin Kreuzberg', 'Berlin', 'BE'),
        row('13599', 'Berliner Feuerwehr', 'Land Berlin', '16'),
        row('10963', 'Agentur für Arbeit Berlin Mitte', 'Land Berlin', '16'),
        row('10875', 'Daimler Insurance Services GmbH', 'Baden-Württemberg', null),
        row('72070', 'ADAC e.V.', 'Baden-Württemberg', null),
        row('63579', 'Freigericht', 'Hessen', 'HE'),
      ]);
    for (const statement of readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint'))
      await db.execute(sql.raw(statement));
    const left = await db.select({ place: postalCodes.place }).from(postalCodes).orderBy(asc(postalCodes.place));
    expect(left.map((r) => r.place)).toEqual(['Berlin', 'Berlin Kreuzberg', 'Freigericht']);
  });
});
