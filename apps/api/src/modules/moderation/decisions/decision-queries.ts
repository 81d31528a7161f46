import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import {
  type ModerationCaseRow,
  moderationCases,
  moderationDecisions,
  type ModerationDecisionRow,
  reports,
  users,
} from '../../../db/schema/index.ts';
import type { ReporterKey } from '../reports/report-queries.ts';

export async function findCase(db: Executor, id: string): Promise<ModerationCaseRow | null> {
  const [row] = await db.select().from(moderationCases).where(eq(moderationCases.id, id)).limit(1);
  return row ?? null;
}

export async function insertDecision(
  tx: Executor,
  values: typeof moderationDecisions.$inferInsert,
): Promise<ModerationDecisionRow> {
  const [row] = await tx.insert(moderationDecisions).values(values).returning();
  return row!;
}

/**
 * Closes the case and its open reports with the decision. Answers false when the case was no
 * longer open (another admin decided it a moment earlier): the caller rolls back.
 */
export async function closeCase(tx: Executor, caseId: string, decisionId: string, at: Date): Promise<boolean> {
  const closed = await tx
    .update(moderationCases)
    .set({ status: 'decided', decidedAt: at, decisionId })
    .where(and(eq(moderationCases.id, caseId), eq(moderationCases.status, 'open')))
    .returning({ id: moderationCases.id });
  if (closed.length === 0) return false;
  await tx
    .update(reports)
    .set({ status: 'decided', decisionId, decidedAt: at })
    .where(and(eq(reports.caseId, caseId), eq(reports.status, 'open')));
  return true;
}

/**
 * Whom to tell the outcome of a decision: each report's reporter with an address, a member by the
 * account's current address and language, a visitor by what they gave. System reports have none.
 */
export async function reportersOf(db: Executor, decisionId: string) {
  const rows = await db
    .select({
      reference: reports.reference,
      reporterId: reports.reporterId,
      name: reports.reporterName,
      email: reports.reporterEmail,
      language: reports.reporterLanguage,
      member: { email: users.email, firstName: users.firstName, language: users.language },
    })
    .from(reports)
    .leftJoin(users, eq(users.id, reports.reporterId))
    .where(eq(reports.decisionId, decisionId));
  return rows.flatMap((r) => {
    const email = r.member?.email ?? r.email;
    if (!email) return [];
    return [
      {
        reference: r.reference,
        who: (r.reporterId ? { memberId: r.reporterId } : { email }) as ReporterKey,
        email,
        name: r.member?.firstName ?? r.name ?? '',
        language: (r.member?.language ?? (r.language === 'en' ? 'en' : 'de')) as 'de' | 'en',
      },
    ];
  });
}
