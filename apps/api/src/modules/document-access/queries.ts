import { and, desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RequestStage } from '@mietmatch/contract';
import type { Executor } from '../../db/client.ts';
import { documentAccess, tenantRequests, users } from '../../db/schema/index.ts';

export type AccessStatus = 'pending' | 'granted' | 'removed';

/**
 * Whether the tenant has a request landlords can see (available; the account's own state is
 * checked by the caller): only then is there anything to ask access for.
 */
export async function hasVisibleRequest(db: Executor, tenantId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: tenantRequests.id })
    .from(tenantRequests)
    .where(and(eq(tenantRequests.userId, tenantId), eq(tenantRequests.status, 'available')))
    .limit(1);
  return row !== undefined;
}

/**
 * Asks for access; a removed access may be asked for again, a pending one stays. A granted one
 * below the interest stage may ask for the next (it stays released while pending); above, it stays.
 */
export async function requestAccess(
  db: Executor,
  tenantId: string,
  landlordId: string,
  at: Date,
): Promise<{ status: AccessStatus; changed: boolean }> {
  const inserted = await db
    .insert(documentAccess)
    .values({ tenantId, landlordId, status: 'pending', requestedAt: at })
    .onConflictDoNothing()
    .returning();
  if (inserted.length === 1) return { status: 'pending', changed: true };
  const reopened = await db
    .update(documentAccess)
    .set({ status: 'pending', requestedAt: at, decidedAt: null })
    .where(
      and(
        eq(documentAccess.tenantId, tenantId),
        eq(documentAccess.landlordId, landlordId),
        or(
          eq(documentAccess.status, 'removed'),
          and(
            eq(documentAccess.status, 'granted'),
            sql`coalesce(${documentAccess.releasedStage}, 'browse') < 'interest'`,
          ),
        ),
      ),
    )
    .returning();
  if (reopened.length === 1) return { status: 'pending', changed: true };
  const [row] = await db
    .select()
    .from(documentAccess)
    .where(and(eq(documentAccess.tenantId, tenantId), eq(documentAccess.landlordId, landlordId)));
  return { status: row!.status, changed: false };
}

/**
 * The tenant's decision: `to` sets it (a pending request can be declined straight away);
 * without it the state toggles: pending or removed → granted, granted → removed. A grant releases
 * `approved` (the next stage); a grant that stays granted keeps the stage it had if later.
 */
export async function decideAccess(
  db: Executor,
  tenantId: string,
  landlordId: string,
  at: Date,
  approved: RequestStage,
  to?: 'granted' | 'removed',
): Promise<AccessStatus | null> {
  const next = to
    ? sql`${to}::document_access_status`
    : sql`case when ${documentAccess.status} = 'granted' then 'removed'::document_access_status else 'granted'::document_access_status end`;
  const wasGranted = sql`case when ${documentAccess.status} in ('granted', 'pending') then ${documentAccess.releasedStage} end`;
  const [row] = await db
    .update(documentAccess)
    .set({
      status: next,
      decidedAt: at,
      releasedStage: sql`case when ${next} = 'granted' then greatest(${wasGranted}, ${approved}::request_stage) end`,
    })
    .where(and(eq(documentAccess.tenantId, tenantId), eq(documentAccess.landlordId, landlordId)))
    .returning({ status: documentAccess.status });
  return row?.status ?? null;
}

const counterpart = alias(users, 'counterpart');

/** Access entries of a tenant (incoming) or a landlord (outgoing), newest first, with the other person's name. */
export async function listAccess(db: Executor, side: 'tenant' | 'landlord', userId: string) {
  const mine = side === 'tenant' ? documentAccess.tenantId : documentAccess.landlordId;
  const other = side === 'tenant' ? documentAccess.landlordId : documentAccess.tenantId;
  return db
    .select({
      tenantId: documentAccess.tenantId,
      landlordId: documentAccess.landlordId,
      status: documentAccess.status,
      requestedAt: documentAccess.requestedAt,
      decidedAt: documentAccess.decidedAt,
      firstName: counterpart.firstName,
      lastName: counterpart.lastName,
      avatarKey: counterpart.avatarKey,
    })
    .from(documentAccess)
    .innerJoin(counterpart, eq(counterpart.id, other))
    .where(eq(mine, userId))
    .orderBy(desc(documentAccess.requestedAt))
    .limit(500);
}
