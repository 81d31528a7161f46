import { and, eq, gt, isNull, lte, or, sql, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { paymentEvents, payments, users, type UserRow } from '../../db/schema/index.ts';
import { maySignInCondition } from '../../db/members.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;

export async function insertPayment(db: Executor, values: NewPaymentRow): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
}

export async function findPaymentBySession(
  db: Executor,
  provider: string,
  sessionId: string,
): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerSessionId, sessionId)))
    .limit(1);
  return row ?? null;
}

/** Claims a pending payment for application; false when it was applied already (by any path). */
export async function claimPayment(
  db: Executor,
  id: string,
  periodStart: Date,
  periodEnd: Date,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ status: 'applied', appliedAt: at, periodStart, periodEnd })
    .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
    .returning({ id: payments.id });
  return rows.length === 1;
}

/** The user row locked for the rest of the transaction, so two payments never extend from the same old date. */
export async function lockUser(db: Executor, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update').limit(1);
  return row ?? null;
}

/** Records a webhook event once; false when it was seen before. */
export async function recordEvent(db: Executor, provider: string, eventId: string, type: string): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values({ provider, eventId, type })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.eventId });
  return rows.length === 1;
}

/** Accounts whose plan ends within the window and who were not reminded for this end yet. */
export async function usersToRemind(
  db: Executor,
  kind: 'subscription' | 'additional',
  now: Date,
  until: Date,
): Promise<UserRow[]> {
  const expiry = kind === 'subscription' ? users.paymentExpiresAt : users.additionalPlanExpiresAt;
  const reminded = kind === 'subscription' ? users.expiryReminderFor : users.additionalExpiryReminderFor;
  return db
    .select()
    .from(users)
    .where(and(gt(expiry, now), lte(expiry, until), or(isNull(reminded), ne(reminded, expiry)), maySignInCondition()))
    .limit(500);
}

/** Claims the reminder for this expiry: exactly one node (and one run) sends it. */
export async function claimReminder(
  db: Executor,
  userId: string,
  kind: 'subscription' | 'additional',
  expiresAt: Date,
): Promise<boolean> {
  const expiry = kind === 'subscription' ? users.paymentExpiresAt : users.additionalPlanExpiresAt;
  const reminded = kind === 'subscription' ? users.expiryReminderFor : users.additionalExpiryReminderFor;
  const set = kind === 'subscription' ? { expiryReminderFor: expiresAt } : { additionalExpiryReminderFor: expiresAt };
  const rows = await db
    .update(users)
    .set(set)
    .where(
      and(
        eq(users.id, userId),
        eq(expiry, expiresAt),
        sql`${reminded} is distinct from ${expiresAt.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: users.id });
  return rows.length === 1;
}
