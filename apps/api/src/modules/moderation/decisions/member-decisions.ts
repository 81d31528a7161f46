import type { Executor } from '../../../db/client.ts';
import type { UserRow } from '../../../db/schema/index.ts';
import type { ModeratedKind } from '../../../platform/moderated-kind.ts';
import { loadDecisionSubjects, presentDecision } from './decision-view.ts';
import { complaintsOf, memberDecisionPage } from './member-decisions-queries.ts';

/**
 * A member's decisions, newest first: restrictions of their content or account (the whole statement
 * of reasons) and the outcomes of their reports (without the facts about the other member), each
 * with the member's own complaint and whether they may still complain at `now`.
 */
export async function memberDecisions(
  db: Executor,
  kinds: readonly ModeratedKind[],
  user: UserRow,
  p: { page: number; pageSize: number },
  now: Date,
) {
  const { rows, total } = await memberDecisionPage(db, user.id, p.page, p.pageSize);
  const decisions = rows.map((r) => r.decision);
  const [subjectOf, mine] = await Promise.all([
    loadDecisionSubjects(db, kinds, decisions),
    complaintsOf(
      db,
      user.id,
      decisions.map((x) => x.id),
    ),
  ]);
  const items = rows.map(({ decision, role, reportReference }) => ({
    ...presentDecision(decision, { role, subject: subjectOf(decision), complaint: mine.get(decision.id) ?? null, now }),
    reportReference: role === 'reporter' ? reportReference : null,
  }));
  return { items, total, page: p.page, pageSize: p.pageSize };
}
