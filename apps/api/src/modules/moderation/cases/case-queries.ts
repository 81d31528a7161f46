import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { ReportReason, ReportSubjectType } from '@mietmatch/contract';
import type { Executor } from '../../../db/client.ts';
import {
  moderationCases,
  type ModerationCaseRow,
  type ModerationDecisionRow,
  type ReportRow,
  reports,
} from '../../../db/schema/index.ts';

/** Crockford's base32 without I, L, O, U: a reference read aloud or typed is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A report's reference as the reporter quotes it, e.g. `MM-7KQ2-94XD`. */
function newReference(): string {
  const bytes = randomBytes(8);
  const chars = Array.from(bytes, (b) => ALPHABET[b % 32]).join('');
  return `MM-${chars.slice(0, 4)}-${chars.slice(4, 8)}`;
}

export interface NewReport {
  subjectType: ReportSubjectType;
  subjectId: string;
  subjectOwnerId: string | null;
  reason: ReportReason;
  explanation: string;
  reporterId?: string | null;
  reporterName?: string | null;
  reporterEmail?: string | null;
  reporterLanguage?: string;
  subjectUrl?: string | null;
  automated?: boolean;
  /** From the clock, so the test clock governs every deadline that starts here. */
  at: Date;
}

/**
 * Files a report into the item's one open case, opening the case if there is none; run it in a
 * transaction. The partial unique index on open cases makes two simultaneous first reports on the
 * same item meet in one case (the second insert updates the row the first one made).
 */
export async function fileReport(
  tx: Executor,
  input: NewReport,
): Promise<{ report: ReportRow; caseRow: ModerationCaseRow; caseOpened: boolean }> {
  const [caseRow] = await tx
    .insert(moderationCases)
    .values({
      subjectType: input.subjectType,
      subjectId: input.subjectId,
      subjectOwnerId: input.subjectOwnerId,
      reportCount: 1,
      reasons: [input.reason],
      automated: input.automated ?? false,
      firstReportedAt: input.at,
    })
    .onConflictDoUpdate({
      target: [moderationCases.subjectType, moderationCases.subjectId],
      targetWhere: sql`${moderationCases.status} = 'open'`,
      set: {
        reportCount: sql`${moderationCases.reportCount} + 1`,
        reasons: sql`case when ${input.reason}::report_reason = any(${moderationCases.reasons}) then ${moderationCases.reasons} else array_append(${moderationCases.reasons}, ${input.reason}::report_reason) end`,
        automated: sql`${moderationCases.automated} or ${input.automated ?? false}`,
      },
    })
    .returning();
  const [report] = await tx
    .insert(reports)
    .values({
      reference: newReference(),
      caseId: caseRow!.id,
      subjectType: input.subjectType,
      subjectId: input.subjectId,
      reporterId: input.reporterId ?? null,
      reporterName: input.reporterName ?? null,
      reporterEmail: input.reporterEmail ?? null,
      reporterLanguage: input.reporterLanguage ?? 'de',
      reason: input.reason,
      explanation: input.explanation,
      subjectUrl: input.subjectUrl ?? null,
      automated: input.automated ?? false,
      createdAt: input.at,
    })
    .returning();
  return { report: report!, caseRow: caseRow!, caseOpened: caseRow!.reportCount === 1 };
}

/** The open case of an item, if it has one. */
export async function openCaseOf(
  db: Executor,
  subjectType: ReportSubjectType,
  subjectId: string,
): Promise<ModerationCaseRow | null> {
  const [row] = await db
    .select()
    .from(moderationCases)
    .where(
      and(
        eq(moderationCases.subjectType, subjectType),
        eq(moderationCases.subjectId, subjectId),
        eq(moderationCases.status, 'open'),
      ),
    );
  return row ?? null;
}

/**
 * Puts the item of a reversed dismissal back in the queue: the decision's case and its reports are
 * open again, without a decision. If the item has another open case by now (reported again after
 * the dismissal), the reports join that one instead: an item has one open case. Run it in the
 * reversal's transaction.
 */
export async function reopenCase(tx: Executor, decision: ModerationDecisionRow): Promise<void> {
  const undecided = { status: 'open' as const, decisionId: null, decidedAt: null };
  const ofDecision = and(eq(reports.caseId, decision.caseId), eq(reports.decisionId, decision.id));
  const other = await openCaseOf(tx, decision.subjectType, decision.subjectId);
  if (!other) {
    await tx.update(moderationCases).set(undecided).where(eq(moderationCases.id, decision.caseId));
    await tx.update(reports).set(undecided).where(ofDecision);
    return;
  }
  const moved = await tx
    .update(reports)
    .set({ ...undecided, caseId: other.id })
    .where(ofDecision)
    .returning({ reason: reports.reason, automated: reports.automated, createdAt: reports.createdAt });
  if (moved.length === 0) return;
  const first = Math.min(other.firstReportedAt.getTime(), ...moved.map((r) => r.createdAt.getTime()));
  await tx
    .update(moderationCases)
    .set({
      reportCount: sql`${moderationCases.reportCount} + ${moved.length}`,
      reasons: [...new Set([...other.reasons, ...moved.map((r) => r.reason)])],
      automated: other.automated || moved.some((r) => r.automated),
      firstReportedAt: new Date(first),
    })
    .where(eq(moderationCases.id, other.id));
}
