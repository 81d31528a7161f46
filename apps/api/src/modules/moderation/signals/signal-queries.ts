import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { ReportSubjectType, SignalKind } from '@mietmatch/contract';
import type { Executor } from '../../../db/client.ts';
import {
  moderationCases,
  photoHashes,
  properties,
  propertyImages,
  reports,
  scamSignals,
} from '../../../db/schema/index.ts';

/** Warm rent in cents: the stated warm rent, else cold rent plus additional cost. */
const warmRent = sql`coalesce(${properties.warmRentCents}, ${properties.rentCents} + coalesce(${properties.additionalCostCents}, 0))`;

/**
 * Warm rent per m² (in cents) of the visible listings of one type in one postal region (the first
 * two digits), the listing itself left out: how many and their median. Answered from
 * `properties_rent_area_idx`, whose predicate the WHERE repeats.
 */
export async function areaRentMedian(
  db: Executor,
  area: { propertyType: string; postalCode: string; excludeId: string },
): Promise<{ count: number; median: number | null }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      median: sql<
        number | null
      >`percentile_cont(0.5) within group (order by ${warmRent}::float8 / ${properties.squareMeters})`,
    })
    .from(properties)
    .where(
      and(
        sql`${properties.propertyType} = ${area.propertyType}`,
        sql`left(${properties.postalCode}, 2) = ${area.postalCode.slice(0, 2)}`,
        eq(properties.status, 'available'),
        eq(properties.ownerVisible, true),
        isNull(properties.moderation),
        ne(properties.id, area.excludeId),
        sql`${properties.squareMeters} > 0`,
      ),
    );
  return {
    count: row?.count ?? 0,
    median: row?.median === null || row?.median === undefined ? null : Number(row.median),
  };
}

/** A listing's photos that have no hash yet (new ones, or ones an earlier failure left out). */
export async function imagesWithoutHash(db: Executor, propertyId: string) {
  return db
    .select({ id: propertyImages.id, storageKey: propertyImages.storageKey })
    .from(propertyImages)
    .leftJoin(photoHashes, eq(photoHashes.imageId, propertyImages.id))
    .where(and(eq(propertyImages.propertyId, propertyId), isNull(photoHashes.imageId)));
}

export async function insertPhotoHash(db: Executor, row: typeof photoHashes.$inferInsert): Promise<void> {
  // A second check of the same image adds nothing.
  await db.insert(photoHashes).values(row).onConflictDoNothing();
}

/**
 * Photos of other landlords sharing at least one band key (GIN index `photo_hashes_band_keys_idx`):
 * the candidates within Hamming distance 6, checked exactly by the caller (a few dozen rows among
 * 200,000). No LIMIT on purpose: the planner cannot know how rare a band key is (there are 1.8
 * million) and guesses that 13 % of the rows overlap; with a LIMIT it would read the table
 * sequentially hoping to stop early, without one the bitmap index scan is cheaper at any table
 * size. `npm run bench:moderation` records the plan.
 */
export async function photoCandidates(db: Executor, keys: number[], ownerId: string) {
  return db
    .select({ imageId: photoHashes.imageId, propertyId: photoHashes.propertyId, hash: photoHashes.hash })
    .from(photoHashes)
    .where(and(sql`${photoHashes.bandKeys} && ${`{${keys.join(',')}}`}::int[]`, ne(photoHashes.ownerId, ownerId)));
}

export async function propertyTitles(db: Executor, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: properties.id, title: properties.title })
    .from(properties)
    .where(inArray(properties.id, ids));
  return new Map(rows.map((r) => [r.id, r.title]));
}

/** Two checks of the same item at once (two quick edits) take turns, so neither files a duplicate. */
export async function lockItem(tx: Executor, subjectType: ReportSubjectType, subjectId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`signal:${subjectType}:${subjectId}`}))`);
}

/**
 * Whether this finding is known already: a signal of the same kind on the item whose case is still
 * open, or the same finding (the detail starts with `findingKey`: the phrase, the source listing, the
 * listing's own rent per m²) that an admin has already decided on: an admin who dismissed it is not
 * asked again each time the landlord saves the listing, but a new phrase or a lower rent is news.
 */
export async function signalKnown(
  tx: Executor,
  s: { subjectType: ReportSubjectType; subjectId: string; kind: SignalKind; findingKey: string },
): Promise<boolean> {
  const [row] = await tx
    .select({ status: moderationCases.status })
    .from(scamSignals)
    .innerJoin(reports, eq(reports.id, scamSignals.reportId))
    .innerJoin(moderationCases, eq(moderationCases.id, reports.caseId))
    .where(
      and(
        eq(scamSignals.subjectType, s.subjectType),
        eq(scamSignals.subjectId, s.subjectId),
        eq(scamSignals.kind, s.kind),
        or(
          eq(moderationCases.status, 'open'),
          sql`left(${scamSignals.detail}, ${s.findingKey.length}) = ${s.findingKey}`,
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertSignal(tx: Executor, row: typeof scamSignals.$inferInsert): Promise<void> {
  await tx.insert(scamSignals).values(row);
}
