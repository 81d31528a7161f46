import { complaintDeadline, type ComplaintOutcome } from '@mietmatch/contract';
import type { Db } from '../../db/client.ts';
import type { ModerationComplaintRow, ModerationDecisionRow, UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { Mailer, MailMessage } from '../../adapters/mail/mailer.ts';
import {
  complaintReceivedMail,
  complaintUpheldMail,
  type DecidedItem,
  decisionReversedMail,
} from '../../adapters/mail/complaint-templates.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { reopenCase } from './case-queries.ts';
import * as q from './complaint-queries.ts';
import { loadDecisionSubjects, mayComplainAs, presentComplaint, presentDecision } from './decision-view.ts';
import { reverseDecision } from './effects.ts';
import { complaintsOf, findDecision, memberDecisionPage, roleIn } from './member-decisions-queries.ts';

interface Page {
  page: number;
  pageSize: number;
}

/**
 * The member's side of moderation (their decisions, a complaint against one within six months) and
 * the admins' second queue, where a complaint is upheld or reverses the decision (DSA Art. 20).
 */
export function createComplaintService(d: {
  db: Db;
  clock: Clock;
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
  const ownerOf = (decision: ModerationDecisionRow) =>
    decision.subjectType === 'user' ? decision.subjectId : decision.subjectOwnerId;

  async function afterReversal(
    decision: ModerationDecisionRow,
    complaint: ModerationComplaintRow,
    statement: string,
    reporters: q.Recipient[],
  ) {
    const item = await itemOf(decision);
    const mails: MailMessage[] = [];
    const ownerId = ownerOf(decision);
    // A dismissal restricted nothing of the owner's: they learn of the item only if a new decision restricts it.
    const owner = decision.action === 'dismiss' ? null : await q.recipientOf(d.db, ownerId);
    if (owner)
      mails.push(decisionReversedMail(owner.language, owner.email, owner.name, item, 'owner', statement, d.appUrl));
    for (const r of reporters) {
      if (owner && r.email.toLowerCase() === owner.email.toLowerCase()) continue;
      const own = r.userId === complaint.complainantId;
      mails.push(decisionReversedMail(r.language, r.email, r.name, item, 'reporter', own ? statement : null, d.appUrl));
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
    await send(mails);
  }

  return {
    async memberDecisions(user: UserRow, p: Page) {
      const { rows, total } = await memberDecisionPage(d.db, user.id, p.page, p.pageSize);
      const decisions = rows.map((r) => r.decision);
      const [subjectOf, mine] = await Promise.all([
        loadDecisionSubjects(d.db, decisions),
        complaintsOf(
          d.db,
          user.id,
          decisions.map((x) => x.id),
        ),
      ]);
      const now = d.clock.now();
      const items = rows.map(({ decision, role }) =>
        presentDecision(decision, {
          role,
          subject: subjectOf(decision),
          complaint: mine.get(decision.id) ?? null,
          now,
        }),
      );
      return { items, total, page: p.page, pageSize: p.pageSize };
    },

    async complain(user: UserRow, decisionId: string, explanation: string) {
      const decision = isUuid(decisionId) ? await findDecision(d.db, decisionId) : null;
      const role = decision ? await roleIn(d.db, user.id, decision.id) : null;
      // Not theirs, or nothing they may complain about (an owner about a dismissal, a reporter about
      // a restriction): the same answer as for a decision that does not exist.
      if (!decision || !role || role === 'admin' || !mayComplainAs(role, decision.action))
        throw new AppError('NotFound');
      const now = d.clock.now();
      if (now.getTime() > complaintDeadline(decision.createdAt).getTime()) throw new AppError('ComplaintPeriodOver');
      // A reversed decision has nothing left to complain about.
      if (decision.reversedAt) throw new AppError('Conflict');
      const complaint = await q.insertComplaint(d.db, {
        decisionId: decision.id,
        complainantId: user.id,
        complainantRole: role,
        explanation,
        at: now,
      });
      if (!complaint) throw new AppError('ComplaintExists');
      const item = await itemOf(decision);
      await send([
        complaintReceivedMail(user.language, user.email, user.firstName, item, role === 'reporter', d.appUrl),
      ]);
      return presentComplaint(complaint);
    },

    async adminList(query: Page & { status: 'open' | 'resolved' }) {
      const { rows, total } = await q.adminComplaintPage(d.db, query.status, query.page, query.pageSize);
      const subjectOf = await loadDecisionSubjects(
        d.db,
        rows.map((r) => r.decision),
      );
      const now = d.clock.now();
      const items = rows.map(({ complaint, decision }) => ({
        ...presentComplaint(complaint),
        complainantRole: complaint.complainantRole,
        decision: presentDecision(decision, { role: 'admin', subject: subjectOf(decision), complaint: null, now }),
      }));
      return { items, total, page: query.page, pageSize: query.pageSize };
    },

    async resolve(admin: UserRow, id: string, body: { outcome: ComplaintOutcome; statement: string }) {
      const found = isUuid(id) ? await q.findComplaint(d.db, id) : null;
      if (!found) throw new AppError('NotFound');
      const now = d.clock.now();
      const result = await d.db.transaction(async (tx) => {
        const complaint = await q.resolveComplaintRow(tx, id, { ...body, adminId: admin.id, at: now });
        if (!complaint) throw new AppError('Conflict');
        if (body.outcome !== 'reversed') return { complaint, reversed: null, reporters: [] };
        // Another complaint may have reversed the decision already: its effects are undone once.
        const reversed = await q.markDecisionReversed(tx, complaint.decisionId, now);
        if (!reversed) return { complaint, reversed: null, reporters: [] };
        // Read before a reversed dismissal's reports go back to the queue (and lose the decision).
        const reporters = await q.reportersOf(tx, reversed.id);
        await reverseDecision(tx, reversed, admin.id);
        if (reversed.action === 'dismiss') await reopenCase(tx, reversed);
        return { complaint, reversed, reporters };
      });
      const { complaint, reversed, reporters } = result;
      if (reversed) {
        await afterReversal(reversed, complaint, body.statement, reporters);
      } else {
        const decision = (await findDecision(d.db, complaint.decisionId))!;
        const complainant = await q.recipientOf(d.db, complaint.complainantId);
        if (complainant) {
          const item = await itemOf(decision);
          const asReporter = complaint.complainantRole === 'reporter';
          const mail =
            body.outcome === 'upheld'
              ? complaintUpheldMail(
                  complainant.language,
                  complainant.email,
                  complainant.name,
                  item,
                  asReporter,
                  body.statement,
                  d.appUrl,
                )
              : decisionReversedMail(
                  complainant.language,
                  complainant.email,
                  complainant.name,
                  item,
                  complaint.complainantRole,
                  body.statement,
                  d.appUrl,
                );
          await send([mail]);
        }
      }
      return presentComplaint(complaint);
    },
  };
}

export type ComplaintService = ReturnType<typeof createComplaintService>;
