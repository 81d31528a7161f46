import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { localCheckoutSessions, payments, type UserRow } from '../../db/schema/index.ts';
import { isoOrNull, type AccountPart } from '../../platform/account-part.ts';

/** The member's payments, completed or not, oldest first. */
async function ownPayments(db: Executor, userId: string) {
  return db
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

/**
 * Payments that were applied are kept for tax law (plan, amount, dates) under the pseudonym;
 * checkouts that never completed are no record of a sale and go. The built-in test checkout's
 * own records (email, metadata) are the provider's side and go too. Answers how many were kept.
 */
async function pseudonymisePayments(tx: Executor, user: UserRow, pseudonym: string): Promise<number> {
  await tx
    .delete(localCheckoutSessions)
    .where(
      or(
        sql`${localCheckoutSessions.metadata}->>'userId' = ${user.id}`,
        sql`lower(${localCheckoutSessions.email}) = lower(${user.email})`,
      ),
    );
  await tx.delete(payments).where(and(eq(payments.userId, user.id), ne(payments.status, 'applied')));
  const kept = await tx
    .update(payments)
    .set({ userId: pseudonym })
    .where(eq(payments.userId, user.id))
    .returning({ id: payments.id });
  return kept.length;
}

/** Every payment in the export; the erasure keeps the applied ones under the pseudonym, for tax law. */
export const paymentsAccountData: AccountPart = {
  async export(db, memberId) {
    const rows = await ownPayments(db, memberId);
    return {
      present: () => ({
        payments: rows.map((p) => ({
          id: p.id,
          planId: p.planId,
          kind: p.kind,
          months: p.months,
          amountCents: p.amountCents,
          currency: p.currency,
          provider: p.provider,
          status: p.status,
          periodStart: isoOrNull(p.periodStart),
          periodEnd: isoOrNull(p.periodEnd),
          createdAt: p.createdAt.toISOString(),
          appliedAt: isoOrNull(p.appliedAt),
        })),
      }),
    };
  },
  erase: {
    pseudonymise: async (tx, member, pseudonym) => ({
      kept: { paymentsKept: await pseudonymisePayments(tx, member, pseudonym) },
    }),
  },
};
