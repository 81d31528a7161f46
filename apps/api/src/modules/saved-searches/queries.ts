import { and, count, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  alertHits,
  properties,
  savedSearches,
  tenantRequests,
  users,
  type NewSavedSearchRow,
  type SavedSearchRow,
} from '../../db/schema/index.ts';
import { searchable } from '../geo/index.ts';

/** Locks the member's row: two creates of one member run one after the other, so the limit holds. */
export async function lockMember(tx: Executor, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function countSavedSearches(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
  return Number(row?.n ?? 0);
}

export async function insertSavedSearch(db: Executor, values: NewSavedSearchRow): Promise<SavedSearchRow> {
  const [row] = await db.insert(savedSearches).values(values).returning();
  return row!;
}

/** The member's own saved search; another member's is as unknown as a missing one. */
export async function findOwnSavedSearch(db: Executor, userId: string, id: string): Promise<SavedSearchRow | null> {
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function listSavedSearches(
  db: Executor,
  userId: string,
  page: number,
  pageSize: number,
): Promise<{ rows: SavedSearchRow[]; total: number }> {
  const mine = eq(savedSearches.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(savedSearches)
      .where(mine)
      .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(savedSearches).where(mine),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function updateSavedSearch(
  db: Executor,
  userId: string,
  id: string,
  values: Partial<NewSavedSearchRow>,
): Promise<SavedSearchRow | null> {
  const [row] = await db
    .update(savedSearches)
    .set(values)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deleteSavedSearch(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

/** Hits of a saved search since it was last opened (every hit if it never was). */
const unseen = (lastOpenedAt: Date | null): SQL | undefined =>
  lastOpenedAt ? gt(alertHits.createdAt, lastOpenedAt) : undefined;

/** Which of these subjects arrived for the saved search since it was last opened. */
export async function newSubjects(
  db: Executor,
  search: Pick<SavedSearchRow, 'id' | 'lastOpenedAt'>,
  subjectIds: string[],
): Promise<Set<string>> {
  if (subjectIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ subjectId: alertHits.subjectId })
    .from(alertHits)
    .where(
      and(
        eq(alertHits.savedSearchId, search.id),
        inArray(alertHits.subjectId, subjectIds),
        unseen(search.lastOpenedAt),
      ),
    );
  return new Set(rows.map((r) => r.subjectId));
}

/**
 * Per saved search, the distinct subjects that arrived since it was last opened and can still be
 * found (available, owner visible, not moderated): a rented or blocked one no longer counts.
 */
export async function newCounts(db: Executor, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const findable = or(
    and(
      eq(alertHits.subjectType, 'property'),
      searchable(properties.status, properties.ownerVisible, properties.moderation),
    ),
    and(
      eq(alertHits.subjectType, 'request'),
      searchable(tenantRequests.status, tenantRequests.ownerVisible, tenantRequests.moderation),
    ),
  );
  const rows = await db
    .select({ id: alertHits.savedSearchId, n: sql<number>`count(distinct ${alertHits.subjectId})` })
    .from(alertHits)
    .innerJoin(savedSearches, eq(savedSearches.id, alertHits.savedSearchId))
    .leftJoin(properties, and(eq(alertHits.subjectType, 'property'), eq(properties.id, alertHits.subjectId)))
    .leftJoin(tenantRequests, and(eq(alertHits.subjectType, 'request'), eq(tenantRequests.id, alertHits.subjectId)))
    .where(
      and(
        inArray(alertHits.savedSearchId, ids),
        or(isNull(savedSearches.lastOpenedAt), gt(alertHits.createdAt, savedSearches.lastOpenedAt)),
        findable,
      ),
    )
    .groupBy(alertHits.savedSearchId);
  return new Map(rows.map((r) => [r.id!, Number(r.n)]));
}

/** Turns a tenant request's alerts off, if the request is the member's; answers its target city. */
export async function disableRequestAlerts(
  db: Executor,
  userId: string,
  requestId: string,
): Promise<{ targetCity: string | null } | null> {
  const [row] = await db
    .update(tenantRequests)
    .set({ alertsEnabled: false })
    .where(and(eq(tenantRequests.id, requestId), eq(tenantRequests.userId, userId)))
    .returning({ targetCity: tenantRequests.targetCity });
  return row ?? null;
}

/** A tenant request of the member, for the unsubscribe page (nothing changes). */
export async function findOwnRequestAlerts(db: Executor, userId: string, requestId: string) {
  const [row] = await db
    .select({ targetCity: tenantRequests.targetCity, alertsEnabled: tenantRequests.alertsEnabled })
    .from(tenantRequests)
    .where(and(eq(tenantRequests.id, requestId), eq(tenantRequests.userId, userId)))
    .limit(1);
  return row ?? null;
}
