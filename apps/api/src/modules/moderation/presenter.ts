import type { z } from 'zod';
import {
  complaintDeadline,
  type complaintSchema,
  type Decision,
  type ReportReason,
  type reportGroupSchema,
  type reportSchema,
} from '@mietmatch/contract';
import type { ModerationCaseRow, ModerationDecisionRow, ReportRow, ScamSignalRow } from '../../db/schema/index.ts';
import type { SubjectView } from './queue-subjects.ts';

type ReportGroup = z.infer<typeof reportGroupSchema>;
type OwnerHistory = NonNullable<ReportGroup['ownerHistory']>;

/** A report as admins see it: what and why, and whether a member sent it; never who. */
function presentReport(r: ReportRow): z.infer<typeof reportSchema> {
  return {
    id: r.id,
    reference: r.reference,
    reason: r.reason,
    explanation: r.explanation,
    automated: r.automated,
    byMember: r.reporterId !== null,
    createdAt: r.createdAt.toISOString(),
  };
}

/** One item of the queue: the case with its reports (oldest first), signals and owner's history. */
export function presentGroup(g: {
  caseRow: ModerationCaseRow;
  reports: ReportRow[];
  reasons: { reason: ReportReason; n: number }[];
  signals: ScamSignalRow[];
  subject: SubjectView;
  ownerHistory: OwnerHistory | null;
}): ReportGroup {
  return {
    // The oldest report names the group (any report id of the case is accepted by the decision).
    id: g.reports[0]?.id ?? g.caseRow.id,
    status: g.caseRow.status,
    subject: g.subject,
    reports: {
      count: g.caseRow.reportCount,
      reasons: g.reasons.map((r) => ({ reason: r.reason, count: r.n })).sort((a, b) => b.count - a.count),
      items: g.reports.map(presentReport),
    },
    signals: g.signals.map((s) => ({ kind: s.kind, detail: s.detail, createdAt: s.createdAt.toISOString() })),
    ownerHistory: g.ownerHistory,
    firstReportedAt: g.caseRow.firstReportedAt.toISOString(),
  };
}

/** The item of a decision now, or what the decision kept of it when it is gone. */
export function decisionSubject(d: ModerationDecisionRow, now: SubjectView | undefined): SubjectView {
  if (now && (now.title !== null || now.owner !== null)) return now;
  return {
    type: d.subjectType,
    id: d.subjectId,
    title: d.subjectTitle,
    excerpt: null,
    owner: null,
    moderation: null,
  };
}

/**
 * A decision with its statement of reasons as its reader sees it. A reporter reads the outcome but
 * not the facts about another member; the owner may complain about a restriction, a reporter about
 * a dismissal, each once and within six months; admins read everything and complain about nothing.
 */
export function presentDecision(
  d: ModerationDecisionRow,
  role: Decision['role'],
  subject: SubjectView,
  complaint: z.infer<typeof complaintSchema> | null,
  now: Date,
): Decision {
  const until = complaintDeadline(d.createdAt);
  const concerned = role === 'owner' ? d.action !== 'dismiss' : role === 'reporter' && d.action === 'dismiss';
  return {
    id: d.id,
    role,
    subject,
    action: d.action,
    ground: d.ground,
    groundDetail: d.groundDetail,
    statement: role === 'reporter' ? null : d.statement,
    automatedDetection: d.automatedDetection,
    createdAt: d.createdAt.toISOString(),
    reversedAt: d.reversedAt?.toISOString() ?? null,
    complaintUntil: until.toISOString(),
    canComplain: concerned && complaint === null && d.reversedAt === null && now <= until,
    complaint,
  };
}
