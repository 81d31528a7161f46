import { and, eq, inArray, sql } from 'drizzle-orm';
import { tenantRequests } from '../../db/schema/index.ts';
import type { FindableKind } from '../../platform/findable-kind.ts';
import { searchable } from '../geo/index.ts';
import { REQUEST_FILTER_FLAGS } from './search-queries.ts';

/** Findable: what the search shows others (available, its owner visible, not restricted by moderation). */
const findable = searchable(tenantRequests.status, tenantRequests.ownerVisible, tenantRequests.moderation);

/**
 * How a request is named to others: its tenant's first name and last initial ("Mia M."), as
 * browsing shows it; an alert goes to landlords who may not have reached the contact stage.
 */
const name = sql<string>`${tenantRequests.firstName} || ' ' || upper(left(${tenantRequests.lastName}, 1)) || '.'`;

/**
 * Tenants' requests as alerts see them: a request that became findable alerts the landlords' saved
 * searches it meets; a request with its alerts on is itself told of the listings it fits.
 */
export const findableRequests: FindableKind<'request'> = {
  type: 'request',
  async findable(db, id) {
    const [row] = await db
      .select({ ownerId: tenantRequests.userId, title: name })
      .from(tenantRequests)
      .where(and(eq(tenantRequests.id, id), findable));
    return row ?? null;
  },
  findableWhere: (id) =>
    sql`exists (select 1 from ${tenantRequests} where ${tenantRequests.id} = ${id} and ${findable})`,
  matchFields: (id) => {
    const r = tenantRequests;
    return {
      kind: 'request',
      table: r,
      where: sql`${r.id} = ${id} and ${findable}`,
      ownerId: r.userId,
      city: r.targetCity,
      state: r.targetState,
      postalCodes: r.targetPostalCodes,
      lat: r.lat,
      lng: r.lng,
      budget: r.maxPriceCents,
      requiredRooms: r.requiredRooms,
      residents: r.numberOfResidents,
      children: r.numberOfChildren,
      propertyType: r.propertyType,
      flags: REQUEST_FILTER_FLAGS.map((f) => r[f]),
    };
  },
  async mailItems(db, ids) {
    if (ids.length === 0) return { kind: 'request', items: [] };
    const items = await db
      .select({
        id: tenantRequests.id,
        name,
        budgetCents: tenantRequests.maxPriceCents,
        city: tenantRequests.targetCity,
      })
      .from(tenantRequests)
      .where(inArray(tenantRequests.id, ids));
    return { kind: 'request', items };
  },
  alerted: {
    async alertsOn(db, ids) {
      if (ids.length === 0) return [];
      return db
        .select({ id: tenantRequests.id, userId: tenantRequests.userId, city: tenantRequests.targetCity })
        .from(tenantRequests)
        .where(and(inArray(tenantRequests.id, ids), eq(tenantRequests.alertsEnabled, true)));
    },
    async lock(tx, id) {
      const [row] = await tx
        .select({
          userId: tenantRequests.userId,
          alertsOn: tenantRequests.alertsEnabled,
          city: tenantRequests.targetCity,
        })
        .from(tenantRequests)
        .where(eq(tenantRequests.id, id))
        .for('update');
      return row ?? null;
    },
  },
};
