import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  inboxes,
  messages,
  type ModerationComplaintRow,
  type ModerationDecisionRow,
  type UserRow,
} from '../../db/schema/index.ts';
import type { Mailer, MailMessage } from '../../adapters/mail/mailer.ts';
import {
  complaintReceivedMail,
  complaintUpheldMail,
  type DecidedItem,
  decisionReversedMail,
} from '../../adapters/mail/complaint-templates.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { type Recipient, recipientOf } from './complaint-queries.ts';
import { loadDecisionSubjects } from './decision-view.ts';
import { presentMessage } from '../inquiries/presenter.ts';

/**
 * Who learns what about a complaint, after the commit: the complainant its receipt and its answer;
 * on a reversal the owner what is restored (mail and live), every reporter the outcome. A mail that
 * fails is logged: the complaint and its effects stand.
 */
export function createComplaintNotices(d: {
  db: Db;
  mailer: Mailer;
  realtime: Realtime;
  appUrl: string;
  log: { error: (o: object, m: string) => void };
}) {
  async function send(mails: MailMessage[]) {
    for (const m of mails) {
      try {
        await d.mailer.send(m);
      } catch (err) {
        d.log.error({ err }, 'complaint mail failed');
      }
    }
  }
  async function itemOf(decision: ModerationDecisionRow): Promise<DecidedItem> {
    const subject = (await loadDecisionSubjects(d.db, [decision]))(decision);
    return {
      type: decision.subjectType,
      title: subject.title ?? subject.excerpt,
      action: decision.action,
      decidedAt: decision.createdAt,
    };
  }

  return {
    async received(user: UserRow, decision: ModerationDecisionRow, asReporter: boolean) {
      const item = await itemOf(decision);
      // A suspended member (complaining through the mailed link) has no page to go to.
      const appUrl = user.isBlocked ? null : d.appUrl;
      await send([complaintReceivedMail(user.language, user.email, user.firstName, item, asReporter, appUrl)]);
    },

    /** The answer to a complaint that reversed nothing (upheld, or the decision was reversed already). */
    async answered(decision: ModerationDecisionRow, complaint: ModerationComplaintRow, statement: string) {
      const to = await recipientOf(d.db, complaint.complainantId);
      if (!to) return;
      const item = await itemOf(decision);
      const role = complaint.complainantRole;
      await send([
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
     * A reporter reads the reasons only when it was their own complaint: the reasons for reversing a
     * restriction are about another member.
     */
    async reversed(
      decision: ModerationDecisionRow,
      complaint: ModerationComplaintRow,
      statement: string,
      reporters: Recipient[],
    ) {
      const item = await itemOf(decision);
      const ownerId = decision.subjectType === 'user' ? decision.subjectId : decision.subjectOwnerId;
      // A dismissal restricted nothing of the owner's: they hear of the item only if a new decision restricts it.
      const owner = decision.action === 'dismiss' ? null : await recipientOf(d.db, ownerId);
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
      if (owner && ownerId) {
        d.realtime.toUser(ownerId, 'moderationDecision', {
          decisionId: decision.id,
          subjectType: decision.subjectType,
          subjectId: decision.subjectId,
          action: decision.action,
          reversed: true,
        });
      }
      if (decision.subjectType === 'message' && decision.action !== 'dismiss') await messageBack(decision.subjectId);
      await send(mails);
    },
  };

  /** A restored message shows again in both members' open threads at once. */
  async function messageBack(messageId: string) {
    const [row] = await d.db
      .select({ message: messages, inbox: inboxes })
      .from(messages)
      .innerJoin(inboxes, eq(inboxes.id, messages.inboxId))
      .where(eq(messages.id, messageId));
    if (!row) return;
    d.realtime.toUser([row.inbox.starterId, row.inbox.recipientId], 'updateMessage', {
      inboxId: row.inbox.id,
      message: presentMessage(row.message),
    });
  }
}
