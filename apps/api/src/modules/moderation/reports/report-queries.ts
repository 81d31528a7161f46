import { and, asc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { moderationDecisions, type ReportRow, reports } from '../../../db/schema/index.ts';
import { isUuid } from '../../../lib/uuid.ts';

/** Who reported: a member's account, or an anonymous visitor's email (compared lower-cased). */
export type ReporterKey = { memberId: string } | { email: string };

const byReporter = (who: ReporterKey) =>
  'memberId' in who
    ? eq(reports.reporterId, who.memberId)
    : sql`lower(${reports.reporterEmail}) = ${who.email.toLowerCase()}`;

export async function findReport(db: Executor, id: string): Promise<ReportRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(reports).where(eq(reports.id, id)).limit(1);
  return row ?? null;
}

/** The reporter's open report in a case (a second report on the same open item answers this one). */
export async function openReportOf(db: Executor, caseId: string, who: ReporterKey): Promise<ReportRow | null> {
  const [row] = await db
    .select()
    .from(reports)
    .where(and(eq(reports.caseId, caseId), eq(reports.status, 'open'), byReporter(who)))
    .orderBy(asc(reports.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * When this reporter's reports were dismissed as manifestly unfounded since `since`, oldest first
 * (by the reporter's index; a reporter has few reports).
 */
export async function unfoundedDismissals(db: Executor, who: ReporterKey, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ at: reports.decidedAt })
    .from(reports)
    .innerJoin(moderationDecisions, eq(moderationDecisions.id, reports.decisionId))
    .where(
      and(
        byReporter(who),
        eq(moderationDecisions.action, 'dismiss'),
        eq(moderationDecisions.unfounded, true),
        // A dismissal reversed on complaint no longer counts against the reporter.
        isNull(moderationDecisions.reversedAt),
        gte(reports.decidedAt, since),
      ),
    )
    .orderBy(asc(reports.decidedAt));
  return rows.map((r) => r.at!).filter(Boolean);
}
