import type { z } from 'zod';
import type { ReportReason, reportGroupSchema, reportSchema } from '@mietmatch/contract';
import type { ModerationCaseRow, ReportRow, ScamSignalRow } from '../../db/schema/index.ts';
import type { SubjectView } from './cases/queue-subjects.ts';

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
  decision: ReportGroup['decision'];
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
    decision: g.decision,
    firstReportedAt: g.caseRow.firstReportedAt.toISOString(),
  };
}
