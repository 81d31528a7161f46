import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { ComplaintOutcome, Language } from '@mietmatch/contract';
import type { Executor } from '../../../db/client.ts';
import {
  moderationComplaints,
  type ModerationComplaintRow,
  moderationDecisions,
  type ModerationDecisionRow,
  reports,
  users,
} from '../../../db/schema/index.ts';

const c = moderationComplaints;

/**
 * One complaint per decision and member: the unique index decides between two simultaneous ones,
 * so the loser gets null (→ ComplaintExists) instead of a second row.
 */
export async function insertComplaint(
  db: Executor,
  values: {
    decisionId: string;
    complainantId: string;
    complainantRole: 'owner' | 'reporter';
    explanation: string;
    at: Date;
  },
): Promise<ModerationComplaintRow | null> {
  const [row] = await db
    .insert(c)
    .values({
      decisionId: values.decisionId,
      complainantId: values.complainantId,
      complainantRole: values.complainantRole,
      explanation: values.explanation,
      createdAt: values.at,
    })
    .onConflictDoNothing({ target: [c.decisionId, c.complainantId] })
    .returning();
  return row ?? null;
}

/** The admins' queue: open complaints oldest first, resolved ones newest resolution first. */
export async function adminComplaintPage(
  db: Executor,
  status: 'open' | 'resolved',
  page: number,
  pageSize: number,
): Promise<{ rows: Array<{ complaint: ModerationComplaintRow; decision: ModerationDecisionRow }>; total: number }> {
  const order = status === 'open' ? [asc(c.createdAt), asc(c.id)] : [desc(c.resolvedAt), desc(c.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select({ complaint: c, decision: moderationDecisions })
      .from(c)
      .innerJoin(moderationDecisions, eq(moderationDecisions.id, c.decisionId))
      .where(eq(c.status, status))
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(c).where(eq(c.status, status)),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findComplaint(db: Executor, id: string): Promise<ModerationComplaintRow | null> {
  const [row] = await db.select().from(c).where(eq(c.id, id));
  return row ?? null;
}

/**
 * Resolves an open complaint; null when it was resolved meanwhile (two admins at once: the second
 * gets Conflict, and the decision is reversed once).
 */
export async function resolveComplaintRow(
  tx: Executor,
  id: string,
  values: { outcome: ComplaintOutcome; statement: string; adminId: string; at: Date },
): Promise<ModerationComplaintRow | null> {
  const [row] = await tx
    .update(c)
    .set({
      status: 'resolved',
      outcome: values.outcome,
      statement: values.statement,
      resolvedBy: values.adminId,
      resolvedAt: values.at,
    })
    .where(and(eq(c.id, id), eq(c.status, 'open')))
    .returning();
  return row ?? null;
}

/** Marks a decision reversed; null when it already was (another complaint reversed it first). */
export async function markDecisionReversed(tx: Executor, id: string, at: Date): Promise<ModerationDecisionRow | null> {
  const [row] = await tx
    .update(moderationDecisions)
    .set({ reversedAt: at })
    .where(and(eq(moderationDecisions.id, id), isNull(moderationDecisions.reversedAt)))
    .returning();
  return row ?? null;
}

export interface Recipient {
  email: string;
  name: string;
  language: Language;
  /** The member's account, or null for an anonymous reporter. */
  userId: string | null;
  /** Blocked (suspended): cannot sign in, so a mail links to no page of the app. */
  blocked?: boolean;
}

/**
 * Everyone who reported the decided item and can be written to: members at their account's address,
 * anonymous reporters at the address they gave; the automatic signals have none. Each address once.
 */
export async function reportersOf(db: Executor, decisionId: string): Promise<Recipient[]> {
  const rows = await db
    .select({
      reporterId: reports.reporterId,
      reporterName: reports.reporterName,
      reporterEmail: reports.reporterEmail,
      reporterLanguage: reports.reporterLanguage,
      userEmail: users.email,
      userFirstName: users.firstName,
      userLanguage: users.language,
    })
    .from(reports)
    .leftJoin(users, eq(users.id, reports.reporterId))
    .where(and(eq(reports.decisionId, decisionId), eq(reports.automated, false)));
  const seen = new Map<string, Recipient>();
  for (const r of rows) {
    const email = r.userEmail ?? r.reporterEmail;
    if (!email || seen.has(email.toLowerCase())) continue;
    seen.set(email.toLowerCase(), {
      email,
      name: r.userFirstName ?? r.reporterName ?? '',
      language: (r.userLanguage ?? (r.reporterLanguage === 'en' ? 'en' : 'de')) as Language,
      userId: r.reporterId,
    });
  }
  return [...seen.values()];
}

export async function recipientOf(db: Executor, userId: string | null): Promise<Recipient | null> {
  if (!userId) return null;
  const [u] = await db
    .select({ email: users.email, firstName: users.firstName, language: users.language, blocked: users.isBlocked })
    .from(users)
    .where(inArray(users.id, [userId]));
  return u ? { email: u.email, name: u.firstName, language: u.language, userId, blocked: u.blocked } : null;
}
