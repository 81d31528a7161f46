import type { AdminReportsQuery } from '@mietmatch/contract';
import type { Executor } from '../../../db/client.ts';
import type { ModeratedKind } from '../../../platform/moderated-kind.ts';
import { loadDecisionSubjects, presentDecision } from '../decisions/decision-view.ts';
import { presentGroup } from '../presenter.ts';
import { decisionsByIds, listCases, ownerHistories, reportsOfCases, signalsOf } from './queue-queries.ts';
import { loadSubjects, subjectKey } from './queue-subjects.ts';

/**
 * The admins' queue: reports grouped by item. It pages over cases and then loads, for the page's
 * items only, their reports, signals, the items as they are now and their owners' history: a fixed
 * handful of indexed queries per page, however many reports there are.
 */
export async function reportQueue(db: Executor, kinds: readonly ModeratedKind[], f: AdminReportsQuery, now: Date) {
  const { rows: cases, total } = await listCases(db, f);
  const ownerIds = [...new Set(cases.map((c) => c.subjectOwnerId).filter((id): id is string => id !== null))];
  const [reports, signals, subjects, history] = await Promise.all([
    reportsOfCases(
      db,
      cases.map((c) => c.id),
    ),
    signalsOf(db, cases),
    loadSubjects(
      db,
      kinds,
      cases.map((c) => ({ type: c.subjectType, id: c.subjectId })),
    ),
    ownerHistories(db, ownerIds),
  ]);
  const decisionOf = await decidedCases(db, kinds, cases, now);

  const items = cases.map((caseRow) => {
    const ownerId = caseRow.subjectOwnerId;
    const account = history.accounts.find((a) => a.id === ownerId);
    const against = history.decisions.filter((d) => d.ownerId === ownerId);
    const of = (action: string) => against.filter((d) => d.action === action).reduce((n, d) => n + d.n, 0);
    return presentGroup({
      caseRow,
      reports: reports.items.filter((r) => r.caseId === caseRow.id),
      reasons: reports.reasons.filter((r) => r.caseId === caseRow.id),
      signals: signals.filter((s) => s.subjectType === caseRow.subjectType && s.subjectId === caseRow.subjectId),
      subject: subjects.get(subjectKey(caseRow.subjectType, caseRow.subjectId))!,
      ownerHistory: account
        ? {
            decisions: against.reduce((n, d) => n + d.n, 0),
            removals: of('remove'),
            warnings: of('warn'),
            suspensions: of('suspend'),
            blocked: account.isBlocked,
            memberSince: account.createdAt.toISOString(),
          }
        : null,
      decision: decisionOf(caseRow.decisionId),
    });
  });
  return { items, total, page: f.page, pageSize: f.pageSize };
}

/** The decisions of the page's decided items, as admins read them (the Decided tab shows them). */
async function decidedCases(
  db: Executor,
  kinds: readonly ModeratedKind[],
  cases: { decisionId: string | null }[],
  now: Date,
) {
  const ids = cases.map((c) => c.decisionId).filter((id): id is string => id !== null);
  const rows = await decisionsByIds(db, ids);
  const subjectOf = await loadDecisionSubjects(db, kinds, rows);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return (id: string | null) => {
    const row = id ? byId.get(id) : undefined;
    return row ? presentDecision(row, { role: 'admin', subject: subjectOf(row), complaint: null, now }) : null;
  };
}
