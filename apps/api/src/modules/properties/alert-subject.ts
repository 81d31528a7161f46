import { and, eq, inArray, sql } from 'drizzle-orm';
import { PROPERTY_FLAGS } from '@mietmatch/contract';
import { properties } from '../../db/schema/index.ts';
import type { FindableKind } from '../../platform/findable-kind.ts';
import { searchable } from '../geo/index.ts';

/** Findable: what the search shows others (available, its owner visible, not restricted by moderation). */
const findable = searchable(properties.status, properties.ownerVisible, properties.moderation);

/** Listings as alerts see them: a listing that became findable alerts the searches and requests it meets. */
export const findableProperties: FindableKind<'property'> = {
  type: 'property',
  async findable(db, id) {
    const [row] = await db
      .select({ ownerId: properties.ownerId, title: properties.title })
      .from(properties)
      .where(and(eq(properties.id, id), findable));
    return row ?? null;
  },
  findableWhere: (id) => sql`exists (select 1 from ${properties} where ${properties.id} = ${id} and ${findable})`,
  matchFields: (id) => {
    const p = properties;
    return {
      kind: 'property',
      table: p,
      where: sql`${p.id} = ${id} and ${findable}`,
      ownerId: p.ownerId,
      city: p.city,
      state: p.state,
      postalCode: p.postalCode,
      lat: p.lat,
      lng: p.lng,
      price: sql`coalesce(${p.warmRentCents}, ${p.rentCents})`,
      rooms: p.numberOfRooms,
      bathrooms: p.numberOfBathrooms,
      squareMeters: p.squareMeters,
      propertyType: p.propertyType,
      flags: PROPERTY_FLAGS.map((f) => p[f]),
    };
  },
  async mailItems(db, ids) {
    if (ids.length === 0) return { kind: 'property', items: [] };
    const items = await db
      .select({
        id: properties.id,
        title: properties.title,
        warmRentCents: sql<number>`coalesce(${properties.warmRentCents}, ${properties.rentCents})`,
        rooms: properties.numberOfRooms,
        squareMeters: properties.squareMeters,
        city: properties.city,
      })
      .from(properties)
      .where(inArray(properties.id, ids));
    return { kind: 'property', items };
  },
};
