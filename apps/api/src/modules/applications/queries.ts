import { and, count, eq, inArray, isNotNull, lte, notInArray, sql } from 'drizzle-orm';
import { type ApplicationClosedReason, type ApplicationStatus, LIVE_APPLICATION_STATUSES } from '@mietmatch/contract';
import type { Executor } from '../../db/client.ts';
import {
  type ApplicationRow,
  applications,
  type NewApplicationRow,
  properties,
  type UserRow,
  users,
} from '../../db/schema/index.ts';
import { isUuid } from '../../lib/uuid.ts';

const live = inArray(applications.status, [...LIVE_APPLICATION_STATUSES]);

export async function findApplication(db: Executor, id: string): Promise<ApplicationRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  return row ?? null;
}

/** The application locked for a change of status (two landlord tabs, or the landlord and the expiry). */
export async function lockApplication(db: Executor, id: string): Promise<ApplicationRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(applications).where(eq(applications.id, id)).for('update');
  return row ?? null;
}

/** Inserts unless the tenant has a live application to the listing (the unique index decides a race). */
export async function insertApplication(db: Executor, row: NewApplicationRow): Promise<ApplicationRow | null> {
  const [inserted] = await db.insert(applications).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function liveOfTenant(db: Executor, tenantId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(applications)
    .where(and(eq(applications.tenantId, tenantId), live));
  return row?.n ?? 0;
}

export async function liveToListing(db: Executor, propertyId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(applications)
    .where(and(eq(applications.propertyId, propertyId), live));
  return row?.n ?? 0;
}

export async function hasLiveApplication(db: Executor, propertyId: string, tenantId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.propertyId, propertyId), eq(applications.tenantId, tenantId), live))
    .limit(1);
  return row !== undefined;
}

/** Applications per status of one listing (the pipeline's tabs). */
export async function statusCounts(db: Executor, propertyId: string): Promise<Map<ApplicationStatus, number>> {
  const rows = await db
    .select({ status: applications.status, n: count() })
    .from(applications)
    .where(eq(applications.propertyId, propertyId))
    .groupBy(applications.status);
  return new Map(rows.map((r) => [r.status, r.n]));
}

/**
 * A change of status by the landlord: the first one answers the application (and stops its expiry).
 * Conditional on the status it was read with, so a concurrent change makes this one a no-op.
 */
export async function setStatus(
  db: Executor,
  row: ApplicationRow,
  change: { status: ApplicationStatus; answer: string | null; at: Date },
): Promise<ApplicationRow | null> {
  const [updated] = await db
    .update(applications)
    .set({
      status: change.status,
      answer: change.answer,
      statusChangedAt: change.at,
      answeredAt: row.answeredAt ?? change.at,
      expiresAt: null,
    })
    .where(and(eq(applications.id, row.id), eq(applications.status, row.status)))
    .returning();
  return updated ?? null;
}

/** The tenant's own withdrawal: no answer from the landlord, so `answeredAt` stays as it was. */
export async function withdraw(db: Executor, id: string, at: Date): Promise<ApplicationRow | null> {
  const [updated] = await db
    .update(applications)
    .set({ status: 'withdrawn', statusChangedAt: at, expiresAt: null })
    .where(and(eq(applications.id, id), live))
    .returning();
  return updated ?? null;
}

/**
 * Declines many live applications of one listing at once, in one statement: `ids` those, `except`
 * every live one but those. Answers the declined rows.
 */
export async function declineMany(
  db: Executor,
  propertyId: string,
  pick: { ids?: string[]; except?: string[] },
  answer: string | null,
  at: Date,
): Promise<ApplicationRow[]> {
  const ids = pick.ids?.filter(isUuid);
  const except = pick.except?.filter(isUuid) ?? [];
  if (ids && ids.length === 0) return [];
  return db
    .update(applications)
    .set({
      status: 'declined',
      answer,
      statusChangedAt: at,
      answeredAt: sql`coalesce(${applications.answeredAt}, ${at.toISOString()}::timestamptz)`,
      expiresAt: null,
    })
    .where(
      and(
        eq(applications.propertyId, propertyId),
        live,
        ids ? inArray(applications.id, ids) : undefined,
        except.length > 0 ? notInArray(applications.id, except) : undefined,
      ),
    )
    .returning();
}

/** Claims a batch of unanswered applications past their expiry (the partial index finds them). */
export async function expireDue(db: Executor, now: Date, limit: number): Promise<ApplicationRow[]> {
  const due = db
    .select({ id: applications.id })
    .from(applications)
    .where(and(isNotNull(applications.expiresAt), lte(applications.expiresAt, now)))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(applications)
    .set({ status: 'expired', statusChangedAt: now, expiresAt: null })
    .where(and(inArray(applications.id, due), eq(applications.status, 'new')))
    .returning();
}

/**
 * Closes a listing's live applications (let, deactivated, removed, deleted): the tenants get an
 * answer, which counts as the landlord's. `ids`: the ones a deleted listing had (no longer linked);
 * `landlordId`: every one to a landlord who erases their account.
 */
export async function closeLive(
  db: Executor,
  target: { propertyId: string } | { ids: string[] } | { landlordId: string },
  reason: ApplicationClosedReason,
  at: Date,
): Promise<ApplicationRow[]> {
  const which =
    'ids' in target
      ? inArray(applications.id, target.ids.filter(isUuid))
      : 'landlordId' in target
        ? eq(applications.landlordId, target.landlordId)
        : eq(applications.propertyId, target.propertyId);
  if ('ids' in target && target.ids.length === 0) return [];
  return db
    .update(applications)
    .set({
      status: 'closed',
      closedReason: reason,
      statusChangedAt: at,
      answeredAt: sql`coalesce(${applications.answeredAt}, ${at.toISOString()}::timestamptz)`,
      expiresAt: null,
    })
    .where(and(which, live))
    .returning();
}

/** The listing facts an application needs, locked so that the listing's limit holds under a race. */
export async function lockListing(db: Executor, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(properties).where(eq(properties.id, id)).for('update');
  return row ?? null;
}

/**
 * The tenant's row, locked: their applications at once (several tabs, several listings) count their
 * live ones one after the other, so the open limit holds under a rush. Taken before the listing's lock.
 */
export async function lockTenant(db: Executor, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return row ?? null;
}
