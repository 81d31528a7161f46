import { complaintDeadline, type ComplaintOutcome } from '@mietmatch/contract';
import type { Db } from '../../../db/client.ts';
import type { ModerationDecisionRow, UserRow } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { JwtService } from '../../../lib/jwt.ts';
import type { RateLimiter, RateLimitRule } from '../../../lib/rate-limiter.ts';
import { isUuid } from '../../../lib/uuid.ts';
import type { ModeratedKind } from '../../../platform/moderated-kind.ts';
import type { Realtime } from '../../../realtime/realtime.ts';
import type { MailQueue } from '../../mail/index.ts';
import { reopenCase } from '../cases/case-queries.ts';
import { createComplaintNotices } from './complaint-notices.ts';
import * as q from './complaint-queries.ts';
import { loadDecisionSubjects, mayComplainAs, presentComplaint, presentDecision } from '../decisions/decision-view.ts';
import { reverseDecision } from '../decisions/effects.ts';
import { memberDecisions } from '../decisions/member-decisions.ts';
import { findDecision, roleIn } from '../decisions/member-decisions-queries.ts';
import { findUserById } from '../../../db/members.ts';

/** Complaints by link, per IP address, as anonymous reports: a guessed token is not worth a flood. */
const COMPLAINT_LINK_RULE: RateLimitRule = { name: 'complaint-link-ip', max: 20, windowMs: 3_600_000 };

/** Every way a link can fail (forged, expired, of another type, not this member's) gets the same answer. */
const invalidLink = () => new AppError('ValidationFailed', { fields: { token: 'tokenRequired' } });

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
  jwt: JwtService;
  limiter: RateLimiter;
  outbox: MailQueue;
  realtime: Realtime;
  appUrl: string;
  /** The kinds of content other modules let moderation act on. */
  kinds: () => readonly ModeratedKind[];
}) {
  const notices = createComplaintNotices(d);

  /** The decision and how the member is concerned, when they may complain about it; otherwise null. */
  async function complainable(member: UserRow, decisionId: string) {
    const decision = isUuid(decisionId) ? await findDecision(d.db, decisionId) : null;
    const role = decision ? await roleIn(d.db, member.id, decision.id) : null;
    // Not theirs, or nothing they may complain about (an owner about a dismissal, a reporter about a restriction).
    if (!decision || !role || role === 'admin' || !mayComplainAs(role, decision.action)) return null;
    return { decision, role };
  }

  /** The one owner of the complaint rules, however the member came (signed in or by the mailed link). */
  async function fileComplaint(
    member: UserRow,
    { decision, role }: { decision: ModerationDecisionRow; role: 'owner' | 'reporter' },
    explanation: string,
  ) {
    const now = d.clock.now();
    if (now.getTime() > complaintDeadline(decision.createdAt).getTime()) throw new AppError('ComplaintPeriodOver');
    // A reversed decision has nothing left to complain about.
    if (decision.reversedAt) throw new AppError('Conflict');
    const complaint = await d.db.transaction(async (tx) => {
      const row = await q.insertComplaint(tx, {
        decisionId: decision.id,
        complainantId: member.id,
        complainantRole: role,
        explanation,
        at: now,
      });
      if (!row) throw new AppError('ComplaintExists');
      await notices.received(tx, member, decision, role === 'reporter');
      return row;
    });
    return presentComplaint(complaint);
  }

  return {
    memberDecisions: (user: UserRow, p: Page) => memberDecisions(d.db, d.kinds(), user, p, d.clock.now()),

    async complain(user: UserRow, decisionId: string, explanation: string) {
      const found = await complainable(user, decisionId);
      // The same answer as for a decision that does not exist.
      if (!found) throw new AppError('NotFound');
      return fileComplaint(user, found, explanation);
    },

    /** The mailed link of a suspended member (no session): the token names the member and the decision. */
    async complainByLink(body: { token: string; explanation: string }, ip: string) {
      const retryAfter = await d.limiter.consume(COMPLAINT_LINK_RULE, ip);
      if (retryAfter !== null)
        throw new AppError('TooManyRequests', { headers: { 'retry-after': String(retryAfter) } });
      const claims = await d.jwt.verify(body.token, 'complaint');
      const member = claims ? await findUserById(d.db, claims.sub) : null;
      // An erased account has nobody left to answer.
      const found = member && !member.isSoftDeleted ? await complainable(member, claims!.dec) : null;
      // Only the owner is mailed a link (a reporter is not suspended by the decision).
      if (!member || !found || found.role !== 'owner') throw invalidLink();
      return fileComplaint(member, found, body.explanation);
    },

    async adminList(query: Page & { status: 'open' | 'resolved' }) {
      const { rows, total } = await q.adminComplaintPage(d.db, query.status, query.page, query.pageSize);
      const subjectOf = await loadDecisionSubjects(
        d.db,
        d.kinds(),
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
      const { complaint, reversed } = await d.db.transaction(async (tx) => {
        const complaint = await q.resolveComplaintRow(tx, id, { ...body, adminId: admin.id, at: now });
        if (!complaint) throw new AppError('Conflict');
        // Another complaint may have reversed the decision already: its effects are undone once.
        const reversed =
          body.outcome === 'reversed' ? await q.markDecisionReversed(tx, complaint.decisionId, now) : null;
        if (!reversed) {
          await notices.answered(tx, (await findDecision(tx, complaint.decisionId))!, complaint, body.statement);
          return { complaint, reversed };
        }
        // Read before a reversed dismissal's reports go back to the queue (and lose the decision).
        const reporters = await q.reportersOf(tx, reversed.id);
        await reverseDecision(tx, d.kinds(), reversed, admin.id);
        if (reversed.action === 'dismiss') await reopenCase(tx, reversed);
        await notices.reversed(tx, reversed, complaint, body.statement, reporters);
        return { complaint, reversed };
      });
      if (reversed) await notices.reversedLive(reversed);
      return presentComplaint(complaint);
    },
  };
}

export type ComplaintService = ReturnType<typeof createComplaintService>;
