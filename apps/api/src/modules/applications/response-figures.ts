import { type AnyColumn, and, gte, inArray, sql } from 'drizzle-orm';
import {
  APPLICATION_ANSWER_DAYS,
  type LandlordResponse,
  RESPONSE_MIN_SAMPLE,
  RESPONSE_WINDOW_DAYS,
} from '@mietmatch/contract';
import type { Executor } from '../../db/client.ts';
import { applications, landlordResponses } from '../../db/schema/index.ts';

const DAY_MS = 24 * 60 * 60_000;
const a = applications;

/** Landlords counted per statement: their ids are bound as one array each time. */
const BATCH = 1000;

/**
 * Landlords' figures over the last 90 days, one grouped statement for a batch of landlords. An
 * application counts once the landlord has had their 7 days, or answered earlier; one the tenant
 * withdrew before the landlord answered and before those 7 days were over does not count (the
 * landlord had no full chance). Answered = any reaction within 7 days (a status, a decline, the
 * listing closing with its notice). The median is over the hours to the first reaction of every
 * answered one. Below 3 applications both figures are null; a landlord without any has a sample of 0.
 */
async function computeFigures(db: Executor, landlordIds: string[], now: Date): Promise<Map<string, LandlordResponse>> {
  const since = new Date(now.getTime() - RESPONSE_WINDOW_DAYS * DAY_MS);
  const grace = sql.raw(`interval '${APPLICATION_ANSWER_DAYS} days'`);
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const counted = sql`(
    (${a.answeredAt} is not null or ${a.createdAt} <= ${nowSql} - ${grace})
    and not (${a.status} = 'withdrawn' and ${a.answeredAt} is null and ${a.statusChangedAt} < ${a.createdAt} + ${grace})
  )`;
  const hours = sql`extract(epoch from (${a.answeredAt} - ${a.createdAt})) / 3600.0`;
  const rows = await db
    .select({
      landlordId: a.landlordId,
      sample: sql<number>`count(*) filter (where ${counted})`.mapWith(Number),
      answered:
        sql<number>`count(*) filter (where ${counted} and ${a.answeredAt} <= ${a.createdAt} + ${grace})`.mapWith(
          Number,
        ),
      medianHours: sql<number | null>`percentile_cont(0.5) within group (order by ${hours})
        filter (where ${counted} and ${a.answeredAt} is not null)`,
    })
    .from(a)
    .where(and(inArray(a.landlordId, landlordIds), gte(a.createdAt, since)))
    .groupBy(a.landlordId);
  const byLandlord = new Map(rows.map((r) => [r.landlordId, r]));
  return new Map(
    landlordIds.map((id): [string, LandlordResponse] => {
      const row = byLandlord.get(id);
      const sample = row?.sample ?? 0;
      if (!row || sample < RESPONSE_MIN_SAMPLE) return [id, { rate: null, medianHours: null, sample }];
      const median = row.medianHours === null ? null : Number(row.medianHours);
      return [
        id,
        {
          rate: Math.round((row.answered / sample) * 100) / 100,
          medianHours: median === null ? null : Math.round(median * 10) / 10,
          sample,
        },
      ];
    }),
  );
}

/**
 * Computes and keeps landlords' figures (after each reaction, each expiry batch, and the daily pass):
 * one grouped count and one upsert per batch of landlords, however many there are.
 */
export async function refreshFigures(db: Executor, landlordIds: string[], now: Date): Promise<void> {
  const ids = [...new Set(landlordIds)];
  for (let i = 0; i < ids.length; i += BATCH) {
    const figures = await computeFigures(db, ids.slice(i, i + BATCH), now);
    await db
      .insert(landlordResponses)
      .values([...figures].map(([landlordId, f]) => ({ landlordId, ...f, computedAt: now })))
      .onConflictDoUpdate({
        target: landlordResponses.landlordId,
        set: {
          rate: sql`excluded.rate`,
          medianHours: sql`excluded.median_hours`,
          sample: sql`excluded.sample`,
          computedAt: sql`excluded.computed_at`,
        },
      });
  }
}

/** The landlords with applications in the window (the daily pass recomputes them as the window moves). */
export async function landlordsInWindow(db: Executor, now: Date): Promise<string[]> {
  const since = new Date(now.getTime() - (RESPONSE_WINDOW_DAYS + 1) * DAY_MS);
  const rows = await db.selectDistinct({ id: a.landlordId }).from(a).where(gte(a.createdAt, since));
  return rows.map((r) => r.id);
}

/** The kept figures of these landlords; one without any has a sample of 0. */
export async function figuresOf(db: Executor, landlordIds: string[]): Promise<Map<string, LandlordResponse>> {
  const ids = [...new Set(landlordIds)];
  const rows = ids.length
    ? await db.select().from(landlordResponses).where(inArray(landlordResponses.landlordId, ids))
    : [];
  const found = new Map(
    rows.map((r) => [r.landlordId, { rate: r.rate, medianHours: r.medianHours, sample: r.sample }]),
  );
  return new Map(ids.map((id) => [id, found.get(id) ?? { rate: null, medianHours: null, sample: 0 }]));
}

/**
 * Among listings of equal match score, landlords who answer first: their kept rate, highest first,
 * landlords without figures last (a primary-key lookup per candidate listing).
 */
export const responsiveFirst = (ownerId: AnyColumn) =>
  sql`(select ${landlordResponses.rate} from ${landlordResponses} where ${landlordResponses.landlordId} = ${ownerId}) desc nulls last`;
