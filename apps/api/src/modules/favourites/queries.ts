import { and, type AnyColumn, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { favouriteProperties, favouriteRequests, properties, tenantRequests, users } from '../../db/schema/index.ts';
import { activeMemberCondition } from '../../db/members.ts';

/** Adds the favourite, or removes it when it was there: answers whether it is a favourite now. */
export async function toggleFavouriteProperty(db: Executor, userId: string, propertyId: string): Promise<boolean> {
  const removed = await db
    .delete(favouriteProperties)
    .where(and(eq(favouriteProperties.userId, userId), eq(favouriteProperties.propertyId, propertyId)))
    .returning();
  if (removed.length > 0) return false;
  await db.insert(favouriteProperties).values({ userId, propertyId }).onConflictDoNothing();
  return true;
}

export async function toggleFavouriteRequest(db: Executor, userId: string, requestId: string): Promise<boolean> {
  const removed = await db
    .delete(favouriteRequests)
    .where(and(eq(favouriteRequests.userId, userId), eq(favouriteRequests.requestId, requestId)))
    .returning();
  if (removed.length > 0) return false;
  await db.insert(favouriteRequests).values({ userId, requestId }).onConflictDoNothing();
  return true;
}

const notRemoved = (moderation: AnyColumn) => sql`${moderation} is distinct from 'removed'`;

/** Favourites that are still visible to others (available, owner active), newest favourite first. */
export async function listFavouriteProperties(db: Executor, userId: string, page: number, pageSize: number) {
  const where = and(
    eq(favouriteProperties.userId, userId),
    eq(properties.status, 'available'),
    activeMemberCondition(),
    // A favourite removed by moderation is left out but kept: it is back if a complaint reverses the
    // removal. A restricted one stays (it is only kept out of search, a saved link still works).
    notRemoved(properties.moderation),
  );
  // The owner's avatar comes with the join that checks the owner: the listing answers it as `avatar`.
  const base = db
    .select({ row: properties, ownerAvatarKey: users.avatarKey })
    .from(favouriteProperties)
    .innerJoin(properties, eq(properties.id, favouriteProperties.propertyId))
    .innerJoin(users, eq(users.id, properties.ownerId));
  const [rows, [total]] = await Promise.all([
    base
      .where(where)
      .orderBy(desc(favouriteProperties.createdAt))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: count() })
      .from(favouriteProperties)
      .innerJoin(properties, eq(properties.id, favouriteProperties.propertyId))
      .innerJoin(users, eq(users.id, properties.ownerId))
      .where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function listFavouriteRequests(db: Executor, userId: string, page: number, pageSize: number) {
  const where = and(
    eq(favouriteRequests.userId, userId),
    eq(tenantRequests.status, 'available'),
    activeMemberCondition(),
    notRemoved(tenantRequests.moderation),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: tenantRequests })
      .from(favouriteRequests)
      .innerJoin(tenantRequests, eq(tenantRequests.id, favouriteRequests.requestId))
      .innerJoin(users, eq(users.id, tenantRequests.userId))
      .where(where)
      .orderBy(desc(favouriteRequests.createdAt))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: count() })
      .from(favouriteRequests)
      .innerJoin(tenantRequests, eq(tenantRequests.id, favouriteRequests.requestId))
      .innerJoin(users, eq(users.id, tenantRequests.userId))
      .where(where),
  ]);
  return { rows: rows.map((r) => r.row), total: Number(total?.n ?? 0) };
}
