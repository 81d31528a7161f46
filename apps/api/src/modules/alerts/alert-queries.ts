import { and, eq, inArray, isNull, max, sql, type SQL } from 'drizzle-orm';
import type { AlertFrequency, SavedSearchKind } from '@mietmatch/contract';
import type { Executor } from '../../db/client.ts';
import { alertHits, properties, savedSearches, tenantRequests } from '../../db/schema/index.ts';
import { searchable } from '../geo/index.ts';
import type { AlertTarget } from '../saved-searches/index.ts';

/** A listing or request an alert is about. */
export interface AlertSubject {
  type: SavedSearchKind;
  id: string;
}

const findableProperty = searchable(properties.status, properties.ownerVisible, properties.moderation);
const findableRequest = searchable(tenantRequests.status, tenantRequests.ownerVisible, tenantRequests.moderation);

/** The subject's owner and title when others may find it now (an alert about anything else is none). */
export async function findableSubject(
  db: Executor,
  subject: AlertSubject,
): Promise<{ ownerId: string; title: string } | null> {
  if (subject.type === 'property') {
    const [row] = await db
      .select({ ownerId: properties.ownerId, title: properties.title })
      .from(properties)
      .where(and(eq(properties.id, subject.id), findableProperty));
    return row ?? null;
  }
  const [row] = await db
    .select({
      ownerId: tenantRequests.userId,
      title: sql<string>`${tenantRequests.firstName} || ' ' || ${tenantRequests.lastName}`,
    })
    .from(tenantRequests)
    .where(and(eq(tenantRequests.id, subject.id), findableRequest));
  return row ?? null;
}

/** The tenant requests (with alerts on) among these, with what their alerts are named by. */
export async function requestAlertTargets(
  db: Executor,
  requestIds: string[],
): Promise<{ requestId: string; userId: string; targetCity: string | null }[]> {
  if (requestIds.length === 0) return [];
  return db
    .select({ requestId: tenantRequests.id, userId: tenantRequests.userId, targetCity: tenantRequests.targetCity })
    .from(tenantRequests)
    .where(and(inArray(tenantRequests.id, requestIds), eq(tenantRequests.alertsEnabled, true)));
}

/** One row per target that the subject reached, all at `at`. */
export async function insertHits(
  db: Executor,
  subject: AlertSubject,
  targets: { target: AlertTarget; userId: string }[],
  at: Date,
): Promise<void> {
  if (targets.length === 0) return;
  await db.insert(alertHits).values(
    targets.map(({ target, userId }) => ({
      savedSearchId: target.kind === 'savedSearch' ? target.id : null,
      requestId: target.kind === 'request' ? target.id : null,
      userId,
      subjectType: subject.type,
      subjectId: subject.id,
      createdAt: at,
    })),
  );
}

const ofTarget = (t: AlertTarget): SQL =>
  t.kind === 'savedSearch' ? eq(alertHits.savedSearchId, t.id) : eq(alertHits.requestId, t.id);

/**
 * Locks the target for the rest of the transaction (so that two nodes never mail one target at
 * once) and answers how it wants to be told: a saved search its setting, a request `instant` while
 * its alerts are on. Null when the target is gone.
 */
export async function lockTarget(
  tx: Executor,
  t: AlertTarget,
): Promise<{ userId: string; name: string; kind: SavedSearchKind; alert: AlertFrequency; city: string | null } | null> {
  if (t.kind === 'savedSearch') {
    const [row] = await tx
      .select({
        userId: savedSearches.userId,
        name: savedSearches.name,
        kind: savedSearches.kind,
        alert: savedSearches.alert,
      })
      .from(savedSearches)
      .where(eq(savedSearches.id, t.id))
      .for('update');
    return row ? { ...row, city: null } : null;
  }
  const [row] = await tx
    .select({ userId: tenantRequests.userId, on: tenantRequests.alertsEnabled, city: tenantRequests.targetCity })
    .from(tenantRequests)
    .where(eq(tenantRequests.id, t.id))
    .for('update');
  if (!row) return null;
  return { userId: row.userId, name: '', kind: 'property', alert: row.on ? 'instant' : 'off', city: row.city };
}

/** When the target's last alert mail went out (null: never). */
export async function lastMailedAt(db: Executor, t: AlertTarget): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(alertHits.mailedAt) })
    .from(alertHits)
    .where(ofTarget(t));
  return row?.at ? new Date(row.at) : null;
}

/**
 * Marks the target's unmailed hits whose subject is still findable as mailed at `at` and answers
 * their subjects, oldest first, each once. Hits of subjects hidden meanwhile stay unmailed.
 */
export async function claimUnmailedHits(db: Executor, t: AlertTarget, at: Date): Promise<AlertSubject[]> {
  const rows = await db
    .update(alertHits)
    .set({ mailedAt: at })
    .where(
      and(
        ofTarget(t),
        isNull(alertHits.mailedAt),
        // In parentheses of its own: `and()` does not put its parts in any.
        sql`((${alertHits.subjectType} = 'property' and exists (select 1 from ${properties}
              where ${properties.id} = ${alertHits.subjectId} and ${findableProperty}))
          or (${alertHits.subjectType} = 'request' and exists (select 1 from ${tenantRequests}
              where ${tenantRequests.id} = ${alertHits.subjectId} and ${findableRequest})))`,
      ),
    )
    .returning({ type: alertHits.subjectType, id: alertHits.subjectId, createdAt: alertHits.createdAt });
  const seen = new Set<string>();
  return rows
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .filter((r) => !seen.has(r.id) && seen.add(r.id))
    .map((r) => ({ type: r.type, id: r.id }));
}

/** The daily saved searches with hits not mailed yet (the digest's targets). */
export async function dailySearchesWithUnmailedHits(db: Executor): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: savedSearches.id })
    .from(alertHits)
    .innerJoin(savedSearches, eq(savedSearches.id, alertHits.savedSearchId))
    .where(and(isNull(alertHits.mailedAt), eq(savedSearches.alert, 'daily')));
  return rows.map((r) => r.id);
}

/** What an alert mail says of each listing. */
export async function propertiesForMail(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db
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
}

/** What an alert mail says of each request. */
export async function requestsForMail(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: tenantRequests.id,
      name: sql<string>`${tenantRequests.firstName} || ' ' || ${tenantRequests.lastName}`,
      budgetCents: tenantRequests.maxPriceCents,
      city: tenantRequests.targetCity,
    })
    .from(tenantRequests)
    .where(inArray(tenantRequests.id, ids));
}
