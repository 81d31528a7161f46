import { nextStage, type RequestStage } from '@mietmatch/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { documentAccess, requestContacts, users } from '../../db/schema/index.ts';

/**
 * How far a landlord sees a tenant's data (contract request-stages.ts). Two facts decide it: the
 * tenant has been in contact with the landlord (request_contacts, kept by database triggers when
 * the tenant applies or writes), and the stage the tenant released to them on the access row
 * (an approval, "I want to rent this flat", an accepted offer). A released stage counts while
 * access is granted, and while the landlord asks for more (pending); removing access ends it.
 */
const releasedWhile = sql`${documentAccess.status} in ('granted', 'pending')`;

/** The stage a landlord has reached with a tenant now. */
export async function currentStage(db: Executor, tenantId: string, landlordId: string): Promise<RequestStage> {
  return (await stagesWith(db, landlordId, [tenantId])).get(tenantId) ?? 'browse';
}

/**
 * The stage an approval of the spec's access request releases: the one after the landlord's
 * (browse → contact → interest). Identity documents wait for the accepted offer.
 */
export async function approvalStage(db: Executor, tenantId: string, landlordId: string): Promise<RequestStage> {
  const next = nextStage(await currentStage(db, tenantId, landlordId));
  return next === 'contract' ? 'interest' : next;
}

/**
 * The tenant releases a stage to a landlord by their own act: access becomes granted with at
 * least this stage; a stage released before and still granted is kept if later.
 */
export async function releaseStage(
  db: Executor,
  tenantId: string,
  landlordId: string,
  stage: RequestStage,
  at: Date,
): Promise<void> {
  await db
    .insert(documentAccess)
    .values({ tenantId, landlordId, status: 'granted', requestedAt: at, decidedAt: at, releasedStage: stage })
    .onConflictDoUpdate({
      target: [documentAccess.tenantId, documentAccess.landlordId],
      set: {
        status: 'granted',
        decidedAt: at,
        releasedStage: sql`greatest(case when ${releasedWhile} then ${documentAccess.releasedStage} end, ${stage}::request_stage)`,
      },
    });
}

/** The stage one landlord has reached with each of these tenants (browse for those not named). */
export async function stagesWith(
  db: Executor,
  landlordId: string,
  tenantIds: string[],
): Promise<Map<string, RequestStage>> {
  if (tenantIds.length === 0) return new Map();
  const rows = await db
    .select({
      tenantId: users.id,
      stage: sql<RequestStage>`greatest('browse'::request_stage,
        case when ${requestContacts.tenantId} is not null then 'contact'::request_stage end,
        case when ${releasedWhile} then ${documentAccess.releasedStage} end)`,
    })
    .from(users)
    .leftJoin(requestContacts, and(eq(requestContacts.tenantId, users.id), eq(requestContacts.landlordId, landlordId)))
    .leftJoin(documentAccess, and(eq(documentAccess.tenantId, users.id), eq(documentAccess.landlordId, landlordId)))
    .where(inArray(users.id, tenantIds));
  return new Map(rows.map((r) => [r.tenantId, r.stage]));
}
