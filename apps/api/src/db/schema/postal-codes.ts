import { sql } from 'drizzle-orm';
import { doublePrecision, index, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** German postal codes (GeoNames, CC BY 4.0); one row per postal code and place. */
export const postalCodes = pgTable(
  'postal_codes',
  {
    id: serial('id').primaryKey(),
    zipcode: text('zipcode').notNull(),
    place: text('place').notNull(),
    state: text('state'),
    stateCode: text('state_code'),
    community: text('community'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (t) => [index('postal_codes_zipcode_idx').on(t.zipcode), index('postal_codes_place_idx').on(sql`lower(${t.place})`)],
);
