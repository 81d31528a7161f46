import type { Db, Executor } from '../../../db/client.ts';
import type { ModerationComplaintRow, ModerationDecisionRow, UserRow } from '../../../db/schema/index.ts';
import type { MailMessage } from '../../../adapters/mail/mailer.ts';
import {
  complaintReceivedMail,
  complaintUpheldMail,
  type DecidedItem,
  decisionReversedMail,
} from '../../../adapters/mail/complaint-templates.ts';
import type { ModeratedKind } from '../../../platform/moderated-kind.ts';
import type { Realtime } from '../../../realtime/realtime.ts';
import type { MailQueue } from '../../mail/index.ts';
import { type Recipient, recipientOf } from './complaint-queries.ts';
import { loadDecisionSubjects } from '../decisions/decision-view.ts';

/**
 * Who learns what about a complaint: the complainant its receipt and its answer; on a reversal the
 * owner what is restored (mail and live), every reporter the outcome. The mails are queued in the
 * transaction that files or resolves the complaint; the live updates follow its commit.
 */
export function createComplaintNotices(d: {
  db: Db;
  outbox: MailQueue;
  realtime: Realtime;
  appUrl: string;
  kinds: () => readonly ModeratedKind[];
}) {
  async function send(tx: Executor, mails: MailMessage[]) {
    for (const m of mails) await d.outbox.queue(tx, m);
  }
  async function itemOf(tx: Executor, decision: ModerationDecisionRow): Promise<DecidedItem> {
    const subject = (await loadDecisionSubjects(tx, d.kinds(), [decision]))(decision);
    return {
      type: decision.subjectType,
      title: subject.title ?? subject.excerpt,
      action: decision.action,
      decidedAt: decision.createdAt,
    };
  }
  const ownerOf = (decision: ModerationDecisionRow) =>
    decision.subjectType === 'user' ? decision.subjectId : decision.subjectOwnerId;

  return {
    async received(tx: Executor, user: UserRow, decision: ModerationDecisionRow, asReporter: boolean) {
      const item = await itemOf(tx, decision);
      // A suspended member (complaining through the mailed link) has no page to go to.
      const appUrl = user.isBlocked ? null : d.appUrl;
      await send(tx, [complaintReceivedMail(user.language, user.email, user.firstName, item, asReporter, appUrl)]);
    },

    /** The answer to a complaint that reversed nothing (upheld, or the decision was reversed already). */
    async answered(
      tx: Executor,
      decision: ModerationDecisionRow,
      complaint: ModerationComplaintRow,
      statement: string,
    ) {
      const to = await recipientOf(tx, complaint.complainantId);
      if (!to) return;
      const item = await itemOf(tx, decision);
      const role = complaint.complainantRole;
      await send(tx, [
        complaint.outcome === 'upheld'
          ? complaintUpheldMail(
              to.language,
              to.email,
              to.name,
              item,
              role === 'reporter',
              statement,
              to.blocked ? null : d.appUrl,
            )
          : decisionReversedMail(to.language, to.email, to.name, item, role, statement, d.appUrl),
      ]);
    },

    /**
     * The mails of a reversal, once its effects are undone. A reporter reads the reasons only when it
     * was their own complaint: the reasons for reversing a restriction are about another member.
     */
    async reversed(
      tx: Executor,
      decision: ModerationDecisionRow,
      complaint: ModerationComplaintRow,
      statement: string,
      reporters: Recipient[],
    ) {
      const item = await itemOf(tx, decision);
      // A dismissal restricted nothing of the owner's: they hear of the item only if a new decision restricts it.
      const owner = decision.action === 'dismiss' ? null : await recipientOf(tx, ownerOf(decision));
      const mails: MailMessage[] = [];
      if (owner)
        mails.push(decisionReversedMail(owner.language, owner.email, owner.name, item, 'owner', statement, d.appUrl));
      for (const r of reporters) {
        if (owner && r.email.toLowerCase() === owner.email.toLowerCase()) continue;
        const own = r.userId === complaint.complainantId;
        mails.push(
          decisionReversedMail(r.language, r.email, r.name, item, 'reporter', own ? statement : null, d.appUrl),
        );
      }
      await send(tx, mails);
    },

    /** After the reversal's commit: the owner's open app and the restored item (a message's thread) change live. */
    async reversedLive(decision: ModerationDecisionRow) {
      const ownerId = ownerOf(decision);
      if (ownerId && decision.action !== 'dismiss') {
        d.realtime.toUser(ownerId, 'moderationDecision', {
          decisionId: decision.id,
          subjectType: decision.subjectType,
          subjectId: decision.subjectId,
          action: decision.action,
          reversed: true,
        });
      }
      const kind = d.kinds().find((k) => k.type === decision.subjectType);
      if (kind?.changedLive && decision.action !== 'dismiss')
        await kind.changedLive(d.db, d.realtime, decision.subjectId);
    },
  };
}
