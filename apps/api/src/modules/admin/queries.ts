import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUsersQuery } from '@mietmatch/contract';
import type { Executor } from '../../db/client.ts';
import { adminActions, users } from '../../db/schema/index.ts';

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listUsers(db: Executor, f: AdminUsersQuery) {
  const where: (SQL | undefined)[] = [];
  if (f.search) {
    const pattern = like(f.search);
    where.push(or(ilike(users.email, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern), sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`));
  }
  if (f.role) where.push(eq(users.role, f.role));
  if (f.status === 'blocked') where.push(eq(users.isBlocked, true));
  if (f.status === 'deleted') where.push(eq(users.isSoftDeleted, true));
  if (f.status === 'warned') where.push(eq(users.isWarned, true));
  if (f.status === 'deactivated') where.push(eq(users.isDeactivated, true));
  if (f.status === 'active') where.push(eq(users.isBlocked, false), eq(users.isSoftDeleted, false), eq(users.isDeactivated, false));
  if (f.planDuration) where.push(eq(users.subscriptionMonths, f.planDuration));
  if (f.postalArea) where.push(ilike(users.postalArea, like(f.postalArea)));
  const order = f.sort === 'name' ? [asc(users.lastName), asc(users.firstName)] : f.sort === 'expiry' ? [sql`${users.paymentExpiresAt} asc nulls last`] : [desc(users.createdAt)];
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    db.select().from(users).where(condition).orderBy(...order, asc(users.id)).limit(f.limit).offset((f.page - 1) * f.limit),
    db.select({ n: count() }).from(users).where(condition),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function recordAction(db: Executor, adminId: string, userId: string, action: (typeof adminActions.$inferInsert)['action'], reason: string | undefined) {
  await db.insert(adminActions).values({ adminId, userId, action, reason: reason ?? null });
}

export async function actionsOf(db: Executor, userId: string) {
  return db.select().from(adminActions).where(eq(adminActions.userId, userId)).orderBy(desc(adminActions.createdAt)).limit(100);
}
