import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import {
  moderationComplaints,
  type ModerationComplaintRow,
  moderationDecisions,
  type ModerationDecisionRow,
  reports,
} from '../../../db/schema/index.ts';
import type { DecisionRole } from './decision-view.ts';

const d = moderationDecisions;

/**
 * The decisions that concern a member, each found by an index: about their content or account
 * (a restriction: a dismissal restricted nothing of theirs), on a report of theirs, or one they
 * complained about (a reporter's complaint keeps a reversed dismissal in view after its reports
 * went back to the queue).
 */
function mine(userId: string) {
  return sql`
    select ${d.id} from ${d} where ${d.subjectOwnerId} = ${userId} and ${d.action} <> 'dismiss'
    union select ${d.id} from ${d} where ${d.subjectType} = 'user' and ${d.subjectId} = ${userId} and ${d.action} <> 'dismiss'
    union select ${reports.decisionId} from ${reports} where ${reports.reporterId} = ${userId} and ${reports.decisionId} is not null
    union select ${moderationComplaints.decisionId} from ${moderationComplaints} where ${moderationComplaints.complainantId} = ${userId}`;
}

/** Whether the member owns what the decision restricted (otherwise they read it as a reporter). */
function ownerCondition(userId: string) {
  return sql`(${d.action} <> 'dismiss' and (${d.subjectOwnerId} = ${userId} or (${d.subjectType} = 'user' and ${d.subjectId} = ${userId})))`;
}

export async function memberDecisionPage(
  db: Executor,
  userId: string,
  page: number,
  pageSize: number,
): Promise<{
  rows: Array<{ decision: ModerationDecisionRow; role: DecisionRole; reportReference: string | null }>;
  total: number;
}> {
  const where = sql`${d.id} in (${mine(userId)})`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        decision: d,
        role: sql<'owner' | 'reporter'>`case when ${ownerCondition(userId)} then 'owner' else 'reporter' end`,
        // The reporter's own report on the decided item, so the outcome names its reference.
        // (Written out: inside a select list Drizzle leaves column names unqualified.)
        reportReference: sql<string | null>`(select r.reference from reports r
          where r.decision_id = "moderation_decisions"."id" and r.reporter_id = ${userId}
          order by r.created_at limit 1)`,
      })
      .from(d)
      .where(where)
      .orderBy(desc(d.createdAt), desc(d.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(d).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** The member's own complaints on these decisions, by decision id. */
export async function complaintsOf(
  db: Executor,
  userId: string,
  decisionIds: string[],
): Promise<Map<string, ModerationComplaintRow>> {
  if (decisionIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(moderationComplaints)
    .where(and(inArray(moderationComplaints.decisionId, decisionIds), eq(moderationComplaints.complainantId, userId)));
  return new Map(rows.map((c) => [c.decisionId, c]));
}

/** How the member is concerned by one decision, or null when it is none of theirs. */
export async function roleIn(db: Executor, userId: string, decisionId: string): Promise<DecisionRole | null> {
  const [row] = await db
    .select({ role: sql<'owner' | 'reporter'>`case when ${ownerCondition(userId)} then 'owner' else 'reporter' end` })
    .from(d)
    .where(and(eq(d.id, decisionId), sql`${d.id} in (${mine(userId)})`));
  return row?.role ?? null;
}

export async function findDecision(db: Executor, id: string): Promise<ModerationDecisionRow | null> {
  const [row] = await db.select().from(d).where(eq(d.id, id));
  return row ?? null;
}
