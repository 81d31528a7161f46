import { complaintDeadline } from '@mietmatch/contract';
import type { Executor } from '../../../db/client.ts';
import type { ModerationDecisionRow } from '../../../db/schema/index.ts';
import {
  misuseWarningMail,
  reportOutcomeMail,
  statementOfReasonsMail,
} from '../../../adapters/mail/moderation-templates.ts';
import { complaintLink } from '../complaints/complaint-link.ts';
import { findUserById } from '../../../db/members.ts';
import { reportersOf } from './decision-queries.ts';
import { misuseLookback, suspensionStartedBy } from '../reports/report-misuse.ts';
import { unfoundedDismissals } from '../reports/report-queries.ts';
import type { ModerationDeps } from '../reports/report-service.ts';

/** The member a decision concerns: the account itself, or the owner of the content. */
const concernedMember = (d: ModerationDecisionRow) => (d.subjectType === 'user' ? d.subjectId : d.subjectOwnerId);

/**
 * Who hears of a decision. The mails (the owner's statement of reasons, the reporters' outcome,
 * misuse warnings) are queued in the decision's transaction: a decision never stands without them.
 * The live parts follow the commit, each on its own: a failed one is logged and the others happen.
 */
export function createDecisionNotices(d: ModerationDeps) {
  async function step(what: string, run: () => Promise<void>) {
    try {
      await run();
    } catch (err) {
      d.log.error({ err }, `after a moderation decision: ${what} failed`);
    }
  }

  async function statementToOwner(tx: Executor, decision: ModerationDecisionRow, ownerId: string) {
    const owner = await findUserById(tx, ownerId);
    if (!owner) return;
    await d.outbox.queue(
      tx,
      statementOfReasonsMail(owner.language, owner.email, owner.firstName, {
        subjectType: decision.subjectType,
        subjectTitle: decision.subjectType === 'user' ? null : decision.subjectTitle,
        action: decision.action,
        ground: decision.ground,
        groundDetail: decision.groundDetail,
        statement: decision.statement,
        automatedDetection: decision.automatedDetection,
        complaintUntil: complaintDeadline(decision.createdAt),
        url: `${d.appUrl}/profile-view`,
        // A suspended member cannot sign in to complain on the profile page: the link files it without.
        complaintUrl:
          decision.action === 'suspend'
            ? await complaintLink(d.jwt, d.appUrl, decision, owner.id, d.clock.now())
            : null,
      }),
    );
  }

  /** Each reporter hears the outcome once; an unfounded dismissal may start their misuse suspension. */
  async function tellReporters(tx: Executor, decision: ModerationDecisionRow) {
    const seen = new Set<string>();
    for (const r of await reportersOf(tx, decision.id)) {
      if (seen.has(r.email.toLowerCase())) continue;
      seen.add(r.email.toLowerCase());
      const { action, ground, groundDetail } = decision;
      await d.outbox.queue(
        tx,
        reportOutcomeMail(r.language, r.email, r.name, { reference: r.reference, action, ground, groundDetail }),
      );
      if (!decision.unfounded) continue;
      const dismissals = await unfoundedDismissals(tx, r.who, misuseLookback(decision.createdAt));
      const until = suspensionStartedBy(dismissals, decision.createdAt);
      if (until) await d.outbox.queue(tx, misuseWarningMail(r.language, r.email, r.name, until));
    }
  }

  return {
    /** In the decision's transaction, once its effects are applied (the reporters' reports are decided). */
    async queueMails(tx: Executor, decision: ModerationDecisionRow) {
      const ownerId = concernedMember(decision);
      if (ownerId && decision.action !== 'dismiss') await statementToOwner(tx, decision, ownerId);
      await tellReporters(tx, decision);
    },

    async afterDecision(decision: ModerationDecisionRow, cutUserId: string | undefined) {
      const ownerId = concernedMember(decision);
      if (ownerId && decision.action !== 'dismiss') {
        // Live first: a suspended member's open app learns why before its sockets are cut.
        d.realtime.toUser(ownerId, 'moderationDecision', {
          decisionId: decision.id,
          subjectType: decision.subjectType,
          subjectId: decision.subjectId,
          action: decision.action,
          reversed: false,
        });
      }
      if (cutUserId) await step('cutting the sockets', () => d.realtime.disconnectUser(cutUserId));
      // A removed or restricted item changes live where others see it (a message in its open thread).
      const kind = d.kinds().find((k) => k.type === decision.subjectType);
      if (kind?.changedLive && (decision.action === 'remove' || decision.action === 'restrict')) {
        await step('the live update of the item', () => kind.changedLive!(d.db, d.realtime, decision.subjectId));
      }
    },
  };
}
