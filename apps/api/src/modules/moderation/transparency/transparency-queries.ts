import { and, count, eq, gte, isNull, lt, ne, sql } from 'drizzle-orm';
import type {
  ComplaintOutcome,
  ModerationAction,
  ModerationGround,
  ReportReason,
  ReportSubjectType,
} from '@mietmatch/contract';
import type { Executor } from '../../../db/client.ts';
import { moderationComplaints, moderationDecisions, reports } from '../../../db/schema/index.ts';

/** A period as a half-open interval [from, to): every figure counts what was created in it. */
export interface Period {
  from: Date;
  to: Date;
}

const r = reports;
const d = moderationDecisions;
const c = moderationComplaints;
const within = (column: typeof r.createdAt | typeof d.createdAt | typeof c.createdAt, p: Period) =>
  and(gte(column, p.from), lt(column, p.to));

/**
 * The raw counts of the transparency figures (DSA Art. 15/24), each one grouped query over a range of
 * an index on `created_at`: reports, decisions and complaints made in the period.
 */
export async function transparencyCounts(db: Executor, p: Period) {
  const [reportRows, decisionRows, [median], complaintRows, [confirmed]] = await Promise.all([
    db
      .select({ reason: r.reason, subjectType: r.subjectType, automated: r.automated, n: count() })
      .from(r)
      .where(within(r.createdAt, p))
      .groupBy(r.reason, r.subjectType, r.automated),
    db
      .select({ action: d.action, ground: d.ground, n: count() })
      .from(d)
      .where(within(d.createdAt, p))
      .groupBy(d.action, d.ground),
    // Reports decided in the period are those of the period's decisions (decided_at is the decision's time).
    db
      .select({
        seconds: sql<
          number | string | null
        >`percentile_cont(0.5) within group (order by extract(epoch from (${r.decidedAt} - ${r.createdAt}))::double precision)`,
      })
      .from(d)
      .innerJoin(r, eq(r.decisionId, d.id))
      .where(within(d.createdAt, p)),
    db.select({ outcome: c.outcome, n: count() }).from(c).where(within(c.createdAt, p)).groupBy(c.outcome),
    // An automatic flag is confirmed when an admin restricted the item (any action but dismiss) and
    // the decision was not reversed on complaint.
    db
      .select({ n: count() })
      .from(r)
      .innerJoin(d, eq(d.id, r.decisionId))
      .where(and(within(r.createdAt, p), eq(r.automated, true), ne(d.action, 'dismiss'), isNull(d.reversedAt))),
  ]);
  return {
    reports: reportRows as Array<{
      reason: ReportReason;
      subjectType: ReportSubjectType;
      automated: boolean;
      n: number;
    }>,
    decisions: decisionRows as Array<{ action: ModerationAction; ground: ModerationGround | null; n: number }>,
    medianSeconds: median?.seconds == null ? null : Number(median.seconds),
    complaints: complaintRows as Array<{ outcome: ComplaintOutcome | null; n: number }>,
    automatedConfirmed: Number(confirmed?.n ?? 0),
  };
}
