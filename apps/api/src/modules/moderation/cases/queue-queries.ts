import { and, asc, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { AdminReportsQuery } from '@mietmatch/contract';
import type { Executor } from '../../../db/client.ts';
import {
  type ModerationCaseRow,
  moderationCases,
  moderationDecisions,
  type ReportRow,
  reports,
  type ScamSignalRow,
  scamSignals,
  users,
} from '../../../db/schema/index.ts';

/** The reports of one item shown in the queue; count and reasons always cover all of them. */
const REPORTS_SHOWN = 50;

/**
 * One page of the queue over `moderation_cases` (one row per reported item) on the queue index:
 * open items oldest first, decided ones by their decision, newest first.
 */
export async function listCases(db: Executor, f: AdminReportsQuery) {
  const where = and(
    eq(moderationCases.status, f.status),
    f.reason ? sql`${f.reason}::report_reason = any(${moderationCases.reasons})` : undefined,
    f.subjectType ? eq(moderationCases.subjectType, f.subjectType) : undefined,
  );
  const order =
    f.status === 'open'
      ? [asc(moderationCases.firstReportedAt), asc(moderationCases.id)]
      : [desc(moderationCases.decidedAt), desc(moderationCases.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(moderationCases)
      .where(where)
      .orderBy(...order)
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize),
    db.select({ n: count() }).from(moderationCases).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/**
 * The first reports of each case of the page, oldest first (on `reports_case_idx`), and how many
 * of each reason every case has.
 */
export async function reportsOfCases(db: Executor, caseIds: string[]) {
  if (caseIds.length === 0) return { items: [] as ReportRow[], reasons: [] };
  const numbered = db
    .select({
      id: reports.id,
      n: sql<number>`row_number() over (partition by ${reports.caseId} order by ${reports.createdAt}, ${reports.id})`.as(
        'n',
      ),
    })
    .from(reports)
    .where(inArray(reports.caseId, caseIds))
    .as('numbered');
  const [items, reasons] = await Promise.all([
    db
      .select({ report: reports })
      .from(reports)
      .innerJoin(numbered, eq(numbered.id, reports.id))
      .where(sql`${numbered.n} <= ${REPORTS_SHOWN}`)
      .orderBy(asc(reports.createdAt), asc(reports.id)),
    db
      .select({ caseId: reports.caseId, reason: reports.reason, n: count() })
      .from(reports)
      .where(inArray(reports.caseId, caseIds))
      .groupBy(reports.caseId, reports.reason),
  ]);
  return { items: items.map((r) => r.report), reasons: reasons.map((r) => ({ ...r, n: Number(r.n) })) };
}

/** The automatic signals on the page's items (on `scam_signals_subject_idx`). */
export async function signalsOf(db: Executor, cases: ModerationCaseRow[]): Promise<ScamSignalRow[]> {
  if (cases.length === 0) return [];
  return db
    .select()
    .from(scamSignals)
    .where(
      and(
        inArray(scamSignals.subjectType, [...new Set(cases.map((c) => c.subjectType))]),
        inArray(scamSignals.subjectId, [...new Set(cases.map((c) => c.subjectId))]),
      ),
    )
    .orderBy(asc(scamSignals.createdAt));
}

/**
 * What the owners of the page's items went through: decisions against them that stand (not
 * dismissed, not reversed) by action (on `moderation_decisions_owner_idx`), and their account.
 */
export async function ownerHistories(db: Executor, ownerIds: string[]) {
  if (ownerIds.length === 0) return { decisions: [], accounts: [] };
  const [decisions, accounts] = await Promise.all([
    db
      .select({ ownerId: moderationDecisions.subjectOwnerId, action: moderationDecisions.action, n: count() })
      .from(moderationDecisions)
      .where(
        and(
          inArray(moderationDecisions.subjectOwnerId, ownerIds),
          ne(moderationDecisions.action, 'dismiss'),
          isNull(moderationDecisions.reversedAt),
        ),
      )
      .groupBy(moderationDecisions.subjectOwnerId, moderationDecisions.action),
    db
      .select({ id: users.id, isBlocked: users.isBlocked, createdAt: users.createdAt })
      .from(users)
      .where(inArray(users.id, ownerIds)),
  ]);
  return { decisions: decisions.map((d) => ({ ...d, n: Number(d.n) })), accounts };
}

/** Decisions by id (the decided items of a queue page). */
export async function decisionsByIds(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(moderationDecisions).where(inArray(moderationDecisions.id, ids));
}
