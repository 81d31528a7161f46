import { and, count, inArray } from 'drizzle-orm';
import { LIVE_APPLICATION_STATUSES } from '@mietmatch/contract';
import type { Executor } from '../../db/client.ts';
import { applications } from '../../db/schema/index.ts';
import type { ListingFact, ListingFactInput } from '../../platform/listing-facts.ts';
import { takesApplications } from './apply-service.ts';
import { figuresOf } from './response-figures.ts';

/** Whether each listing takes applications now, and how its landlord answers: two queries for a page. */
export async function listingFacts(db: Executor, rows: ListingFactInput[]): Promise<Map<string, ListingFact>> {
  if (rows.length === 0) return new Map();
  const limited = rows.filter((r) => r.applicationLimit !== null).map((r) => r.id);
  const [live, figures] = await Promise.all([
    limited.length
      ? db
          .select({ propertyId: applications.propertyId, n: count() })
          .from(applications)
          .where(
            and(
              inArray(applications.propertyId, limited),
              inArray(applications.status, [...LIVE_APPLICATION_STATUSES]),
            ),
          )
          .groupBy(applications.propertyId)
      : [],
    figuresOf(
      db,
      rows.map((r) => r.ownerId),
    ),
  ]);
  const liveOf = new Map(live.map((l) => [l.propertyId, l.n]));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        applicationsOpen: takesApplications(r, liveOf.get(r.id) ?? 0),
        landlordResponse: figures.get(r.ownerId)!,
      },
    ]),
  );
}
