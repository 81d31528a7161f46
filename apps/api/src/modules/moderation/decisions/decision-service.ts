import type { DecisionBody, MessageKey } from '@mietmatch/contract';
import { CONTENT_ACTIONS } from '@mietmatch/contract';
import type { UserRow } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { applyDecision } from './effects.ts';
import { closeCase, findCase, insertDecision } from './decision-queries.ts';
import { createDecisionNotices } from './decision-notices.ts';
import { loadDecisionSubjects, presentDecision } from './decision-view.ts';
import { findReport } from '../reports/report-queries.ts';
import type { ModerationDeps } from '../reports/report-service.ts';
import { loadSubjects, subjectKey } from '../cases/queue-subjects.ts';

const GROUND_DETAIL_MIN = 3;

/** Every action but dismiss names its ground and the law or clause (DSA Art. 17(3)(d)). */
function checkGround(body: DecisionBody) {
  if (body.action === 'dismiss') return;
  const fields: Record<string, MessageKey> = {};
  if (!body.ground) fields.ground = 'groundRequired';
  if (!body.groundDetail || body.groundDetail.length < GROUND_DETAIL_MIN) fields.groundDetail = 'groundDetailRequired';
  if (Object.keys(fields).length > 0) throw new AppError('ValidationFailed', { fields });
}

/** An admin's decision on a reported item: one for every open report on it, with its effects at once. */
export function createDecisionService(d: ModerationDeps) {
  const notices = createDecisionNotices(d);

  return {
    /** `reportId`: any report of the item's case. */
    async decide(admin: UserRow, reportId: string, body: DecisionBody) {
      checkGround(body);
      const report = await findReport(d.db, reportId);
      const caseRow = report ? await findCase(d.db, report.caseId) : null;
      if (!report || !caseRow) throw new AppError('NotFound');
      if (caseRow.status !== 'open') throw new AppError('DecisionExists');
      const isContentAction = (CONTENT_ACTIONS as readonly string[]).includes(body.action);
      if (caseRow.subjectType === 'user' && isContentAction) {
        throw new AppError('ValidationFailed', { fields: { action: 'actionNotForSubject' } });
      }

      const ref = { type: caseRow.subjectType, id: caseRow.subjectId };
      const subjectBefore = (await loadSubjects(d.db, d.kinds(), [ref])).get(subjectKey(ref.type, ref.id))!;
      const now = d.clock.now();
      const dismiss = body.action === 'dismiss';
      const { decision, cutUserId } = await d.db.transaction(async (tx) => {
        const decision = await insertDecision(tx, {
          caseId: caseRow.id,
          subjectType: caseRow.subjectType,
          subjectId: caseRow.subjectId,
          // The owner now (an item's owner does not change; an erased account leaves none).
          subjectOwnerId: subjectBefore.owner?.id ?? caseRow.subjectOwnerId,
          subjectTitle: subjectBefore.title,
          adminId: admin.id,
          action: body.action,
          ground: dismiss ? null : body.ground!,
          groundDetail: dismiss ? null : body.groundDetail!,
          statement: body.statement,
          unfounded: dismiss && body.unfounded === true,
          automatedDetection: caseRow.automated,
          createdAt: now,
        });
        if (!(await closeCase(tx, caseRow.id, decision.id, now))) throw new AppError('DecisionExists');
        const { cutUserId } = await applyDecision(tx, d.kinds(), decision);
        await notices.queueMails(tx, decision);
        return { decision, cutUserId };
      });

      await notices.afterDecision(decision, cutUserId);
      // A suspension blocks the member: their viewings are cancelled and the other sides told.
      if (cutUserId) await d.viewings.withdrawMember(cutUserId);
      const subjectOf = await loadDecisionSubjects(d.db, d.kinds(), [decision]);
      return presentDecision(decision, { role: 'admin', subject: subjectOf(decision), complaint: null, now });
    },
  };
}

export type DecisionService = ReturnType<typeof createDecisionService>;
