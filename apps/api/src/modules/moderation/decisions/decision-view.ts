import { complaintDeadline, type Decision } from '@mietmatch/contract';
import type { z } from 'zod';
import type { reportSubjectSchema, complaintSchema } from '@mietmatch/contract';
import type { Executor } from '../../../db/client.ts';
import type { ModerationComplaintRow, ModerationDecisionRow } from '../../../db/schema/index.ts';
import { loadSubjects, subjectKey } from '../cases/queue-subjects.ts';
import type { ModeratedKind } from '../../../platform/moderated-kind.ts';

type Subject = z.infer<typeof reportSubjectSchema>;
type Complaint = z.infer<typeof complaintSchema>;

/** How a reader is concerned by a decision: the item is theirs, they reported it, or they moderate. */
export type DecisionRole = Decision['role'];

export interface DecisionReader {
  role: DecisionRole;
  /** The item as it looks now (see `loadDecisionSubjects`). */
  subject: Subject;
  /** The reader's own complaint against this decision, if any. */
  complaint: ModerationComplaintRow | null;
  /** From the clock: whether the complaint window is still open. */
  now: Date;
}

/**
 * Who may complain about a decision: its owner about a restriction (anything but a dismissal), a
 * reporter about a dismissal of their report (DSA Art. 20 names both).
 */
export function mayComplainAs(role: DecisionRole, action: ModerationDecisionRow['action']): boolean {
  if (role === 'owner') return action !== 'dismiss';
  if (role === 'reporter') return action === 'dismiss';
  return false;
}

export function presentComplaint(row: ModerationComplaintRow): Complaint {
  return {
    id: row.id,
    decisionId: row.decisionId,
    explanation: row.explanation,
    status: row.status,
    outcome: row.outcome ?? null,
    statement: row.statement ?? null,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}

/**
 * A decision's statement of reasons as one reader may see it. A reporter learns the outcome and the
 * ground but not the facts the admin stated about another member (`statement` null).
 */
export function presentDecision(row: ModerationDecisionRow, reader: DecisionReader): Decision {
  const until = complaintDeadline(row.createdAt);
  const canComplain =
    mayComplainAs(reader.role, row.action) &&
    !row.reversedAt &&
    !reader.complaint &&
    reader.now.getTime() <= until.getTime();
  return {
    id: row.id,
    role: reader.role,
    subject: reader.subject,
    action: row.action,
    ground: row.ground ?? null,
    groundDetail: row.groundDetail ?? null,
    statement: reader.role === 'reporter' ? null : row.statement,
    automatedDetection: row.automatedDetection,
    createdAt: row.createdAt.toISOString(),
    reversedAt: row.reversedAt?.toISOString() ?? null,
    complaintUntil: until.toISOString(),
    canComplain,
    complaint: reader.complaint ? presentComplaint(reader.complaint) : null,
  };
}

/**
 * The decided items as they look now (the queue's `loadSubjects`). A removed item is still shown (its
 * owner and admins read it; the reporter saw it when reporting); an item that is gone falls back to
 * the title or excerpt the decision kept.
 */
export async function loadDecisionSubjects(
  db: Executor,
  kinds: readonly ModeratedKind[],
  rows: ModerationDecisionRow[],
): Promise<(row: ModerationDecisionRow) => Subject> {
  const views = await loadSubjects(
    db,
    kinds,
    rows.map((r) => ({ type: r.subjectType, id: r.subjectId })),
  );
  return (row) => {
    const now = views.get(subjectKey(row.subjectType, row.subjectId));
    if (now && (now.title !== null || now.owner !== null)) return now;
    const kept =
      row.subjectType === 'message'
        ? { title: null, excerpt: row.subjectTitle }
        : { title: row.subjectTitle, excerpt: null };
    return { type: row.subjectType, id: row.subjectId, ...kept, owner: null, moderation: null };
  };
}
