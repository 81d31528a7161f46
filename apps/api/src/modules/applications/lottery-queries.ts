import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { FairCriterion, PipelineQuery } from '@mietmatch/contract';
import type { Executor } from '../../db/client.ts';
import {
  type ApplicationDrawRow,
  applicationDraws,
  applications,
  type PropertyRow,
  tenantRequests,
} from '../../db/schema/index.ts';
import { isUuid } from '../../lib/uuid.ts';
import { meetsCriteria, plainBind } from './fair-criteria.ts';

/** A draw takes part among the applications the landlord has not invited, offered or answered yet. */
const DRAWABLE = ['new', 'shortlisted'] as const;

/** How many of the listing's applications (in one status, or all) meet the criteria: the filtered pipeline's total. */
export async function countMeeting(
  db: Executor,
  listing: PropertyRow,
  f: Pick<PipelineQuery, 'status' | 'meets'>,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(applications)
    .innerJoin(tenantRequests, eq(tenantRequests.id, applications.requestId))
    .where(
      and(
        eq(applications.propertyId, listing.id),
        f.status ? eq(applications.status, f.status) : undefined,
        meetsCriteria(listing, f.meets, plainBind),
      ),
    );
  return row?.n ?? 0;
}

/** The applications a draw may pick, by their number, each with its request (to check the landlord may see it). */
export function drawableApplications(db: Executor, listing: PropertyRow, names: readonly FairCriterion[]) {
  return db
    .select({ application: applications, request: tenantRequests })
    .from(applications)
    .innerJoin(tenantRequests, eq(tenantRequests.id, applications.requestId))
    .where(
      and(
        eq(applications.propertyId, listing.id),
        inArray(applications.status, [...DRAWABLE]),
        meetsCriteria(listing, names, plainBind),
      ),
    )
    .orderBy(asc(applications.number));
}

export async function insertDraw(db: Executor, row: Omit<ApplicationDrawRow, 'id'>): Promise<ApplicationDrawRow> {
  const [inserted] = await db.insert(applicationDraws).values(row).returning();
  return inserted!;
}

/** The listing's draws, newest first. */
export function drawsOf(db: Executor, propertyId: string): Promise<ApplicationDrawRow[]> {
  return db
    .select()
    .from(applicationDraws)
    .where(eq(applicationDraws.propertyId, propertyId))
    .orderBy(desc(applicationDraws.createdAt), desc(applicationDraws.id));
}

export async function findDraw(db: Executor, id: string): Promise<ApplicationDrawRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(applicationDraws).where(eq(applicationDraws.id, id));
  return row ?? null;
}
