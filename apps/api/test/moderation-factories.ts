import { and, eq } from 'drizzle-orm';
import type { ModerationAction, ModerationGround, ReportReason, ReportSubjectType } from '@mietmatch/contract';
import { APP_URL, TEST_JWT_SECRET, type TestContext } from './test-app.ts';
import type { LoggedIn } from './factories.ts';
import {
  messages,
  moderationCases,
  moderationDecisions,
  type ModerationDecisionRow,
  properties,
  type ReportRow,
  reports,
  tenantRequests,
  users,
} from '../src/db/schema/index.ts';
import { fileReport } from '../src/modules/moderation/cases/case-queries.ts';
import { insertComplaint } from '../src/modules/moderation/complaints/complaint-queries.ts';
import { applyDecision } from '../src/modules/moderation/decisions/effects.ts';
import { moderatedMessages } from '../src/modules/inquiries/moderated-kind.ts';
import { moderatedProperties } from '../src/modules/properties/moderated-kind.ts';
import { moderatedRequests } from '../src/modules/tenant-requests/moderated-kind.ts';
import { complaintLink } from '../src/modules/moderation/complaints/complaint-link.ts';
import { createJwtService } from '../src/lib/jwt.ts';

/** The kinds of content the app lets moderation act on, as its modules contribute them. */
export const MODERATED_KINDS = [moderatedProperties, moderatedRequests, moderatedMessages];

/** Who filed a report: a member, an anonymous visitor (name and email), or the automatic signals. */
type Reporter = LoggedIn | { name: string; email: string; language?: 'de' | 'en' } | 'system';

export interface DecideInput {
  subjectType: ReportSubjectType;
  subjectId: string;
  reporters: Reporter[];
  action: ModerationAction;
  reason?: ReportReason;
  /** One reason per reporter, where they differ. */
  reasons?: ReportReason[];
  ground?: ModerationGround;
  groundDetail?: string;
  statement?: string;
  unfounded?: boolean;
  admin?: LoggedIn;
  /** When the reports were filed and when the decision was taken (default: the test clock's now). */
  reportedAt?: Date;
  decidedAt?: Date;
}

async function ownerOf(t: TestContext, type: ReportSubjectType, id: string) {
  const db = t.database.db;
  if (type === 'user') {
    const [u] = await db.select().from(users).where(eq(users.id, id));
    return { ownerId: id, title: u ? `${u.firstName} ${u.lastName}` : null };
  }
  if (type === 'property') {
    const [p] = await db.select().from(properties).where(eq(properties.id, id));
    return { ownerId: p!.ownerId, title: p!.title };
  }
  if (type === 'request') {
    const [r] = await db.select().from(tenantRequests).where(eq(tenantRequests.id, id));
    return { ownerId: r!.userId, title: `${r!.firstName} ${r!.lastName}` };
  }
  const [m] = await db.select().from(messages).where(eq(messages.id, id));
  return { ownerId: m!.senderId, title: m!.body.slice(0, 200) };
}

/**
 * Reports an item and decides on it the way a decision does in the database: the reports join the
 * item's open case, the decision row is written, the case and its open reports are marked decided,
 * and `applyDecision` carries out the effects, all in one transaction.
 */
export async function decide(
  t: TestContext,
  input: DecideInput,
): Promise<{ decision: ModerationDecisionRow; reports: ReportRow[] }> {
  const reportedAt = input.reportedAt ?? t.clock.now();
  const decidedAt = input.decidedAt ?? t.clock.now();
  const { ownerId, title } = await ownerOf(t, input.subjectType, input.subjectId);
  return t.database.db.transaction(async (tx) => {
    const filed: ReportRow[] = [];
    let caseId = '';
    let automated = false;
    for (const [i, who] of input.reporters.entries()) {
      const from =
        who === 'system'
          ? { automated: true }
          : 'user' in who
            ? { reporterId: who.user.id, reporterLanguage: who.user.language }
            : { reporterName: who.name, reporterEmail: who.email, reporterLanguage: who.language ?? 'de' };
      const { report, caseRow } = await fileReport(tx, {
        subjectType: input.subjectType,
        subjectId: input.subjectId,
        subjectOwnerId: ownerId,
        reason: input.reasons?.[i] ?? input.reason ?? 'scam',
        explanation: 'Verlangt Kaution vor der Besichtigung.',
        at: reportedAt,
        ...from,
      });
      filed.push(report);
      caseId = caseRow.id;
      automated ||= caseRow.automated;
    }
    const [decision] = await tx
      .insert(moderationDecisions)
      .values({
        caseId,
        subjectType: input.subjectType,
        subjectId: input.subjectId,
        subjectOwnerId: ownerId,
        subjectTitle: title,
        adminId: input.admin?.user.id ?? null,
        action: input.action,
        ground: input.action === 'dismiss' ? null : (input.ground ?? 'terms'),
        groundDetail: input.action === 'dismiss' ? null : (input.groundDetail ?? 'AGB § 4 Abs. 2'),
        statement: input.statement ?? 'Das Inserat verlangt eine Kaution vor jeder Besichtigung.',
        unfounded: input.unfounded ?? false,
        automatedDetection: automated,
        createdAt: decidedAt,
      })
      .returning();
    const decided = { status: 'decided' as const, decisionId: decision!.id, decidedAt };
    await tx.update(moderationCases).set(decided).where(eq(moderationCases.id, caseId));
    const done = await tx
      .update(reports)
      .set(decided)
      .where(and(eq(reports.caseId, caseId), eq(reports.status, 'open')))
      .returning();
    await applyDecision(tx, MODERATED_KINDS, decision!);
    return { decision: decision!, reports: done.filter((r) => filed.some((f) => f.id === r.id)) };
  });
}

/** A complaint as it arrives by another way than the API (a suspended member cannot sign in). */
export async function fileComplaintDirectly(
  t: TestContext,
  decision: ModerationDecisionRow,
  complainantId: string,
  role: 'owner' | 'reporter' = 'owner',
) {
  const row = await insertComplaint(t.database.db, {
    decisionId: decision.id,
    complainantId,
    complainantRole: role,
    explanation: 'Ich habe nie eine Kaution verlangt.',
    at: t.clock.now(),
  });
  return row!;
}

/** The token of the complaint link the app would mail `memberId` about the decision (any member: tests forge too). */
export async function complaintLinkToken(t: TestContext, decision: ModerationDecisionRow, memberId: string) {
  const jwt = createJwtService(TEST_JWT_SECRET, t.clock);
  const link = await complaintLink(jwt, APP_URL, decision, memberId, t.clock.now());
  return new URL(link).searchParams.get('token')!;
}
