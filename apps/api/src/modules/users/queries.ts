import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users, type NewUserRow, type UserRow } from '../../db/schema/index.ts';
import { maySignInCondition } from '../../db/members.ts';

export async function findUsersByIds(db: Executor, ids: string[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(users).where(inArray(users.id, ids));
}

/** The admins who may sign in (they hear about new reports live). */
export async function activeAdminIds(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), maySignInCondition()));
  return rows.map((r) => r.id);
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
  return row ?? null;
}

export async function insertUser(db: Executor, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(db: Executor, id: string, values: Partial<NewUserRow>): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}

/** Grants the free plan only if it was never used: the condition makes a double click harmless. */
export async function claimFreePlan(
  db: Executor,
  id: string,
  values: { paymentExpiresAt: Date; planId: string; subscriptionMonths: number; usedAt: Date },
): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({
      paymentExpiresAt: values.paymentExpiresAt,
      planId: values.planId,
      subscriptionMonths: values.subscriptionMonths,
      freePlanUsedAt: values.usedAt,
      updatedAt: sql`now()`,
    })
    // A payment applied in the meantime wins: the free plan only starts on an account without a running plan.
    .where(
      and(
        eq(users.id, id),
        isNull(users.freePlanUsedAt),
        or(isNull(users.paymentExpiresAt), lt(users.paymentExpiresAt, values.usedAt)),
      ),
    )
    .returning();
  return row ?? null;
}

/** Which of these avatar keys a user still names (the file sweep keeps those). */
export async function referencedAvatarKeys(db: Executor, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.select({ key: users.avatarKey }).from(users).where(inArray(users.avatarKey, keys));
  return new Set(rows.map((r) => r.key!));
}
