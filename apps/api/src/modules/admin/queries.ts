import { aliasedTable, and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUsersQuery, MemberState } from '@mietmatch/contract';
import type { Executor } from '../../db/client.ts';
import { adminActions, users } from '../../db/schema/index.ts';
import { activeMemberCondition, maySignInCondition } from '../../db/members.ts';

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/*
 * The search compares lower-cased expressions with LIKE so that the trigram GIN indexes of
 * migration 0009 (`lower(email)`, `lower(first_name || ' ' || last_name)`) answer it; the
 * expressions here must stay exactly those of the indexes, or PostgreSQL reads every user.
 * The full name covers a match in the first or the last name alone.
 */
const emailLower = sql`lower(${users.email})`;
const fullNameLower = sql`lower(${users.firstName} || ' ' || ${users.lastName})`;

/**
 * The SQL form of `memberState` (contract): the members whose one state is this, so that a filtered
 * table shows that state's word on every row (a blocked member who was warned is "Blocked").
 */
function inState(state: MemberState): SQL {
  const deleted = eq(users.isSoftDeleted, true);
  const blocked = and(eq(users.isBlocked, true), eq(users.isSoftDeleted, false))!;
  const deactivated = and(maySignInCondition(), eq(users.isDeactivated, true))!;
  const states: Record<MemberState, SQL> = {
    deleted,
    blocked,
    deactivated,
    warned: and(activeMemberCondition(), eq(users.isWarned, true))!,
    active: and(activeMemberCondition(), eq(users.isWarned, false))!,
  };
  return states[state];
}

function userFilter(f: AdminUsersQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (f.search) {
    const pattern = like(f.search);
    where.push(or(sql`${emailLower} like lower(${pattern})`, sql`${fullNameLower} like lower(${pattern})`));
  }
  if (f.role) where.push(eq(users.role, f.role));
  if (f.status) where.push(inState(f.status));
  if (f.planDuration) where.push(eq(users.subscriptionMonths, f.planDuration));
  if (f.postalArea) where.push(ilike(users.postalArea, like(f.postalArea)));
  return and(...where);
}

/** The page and the count of the users table, unexecuted (the index test explains exactly these). */
export function usersTableQueries(db: Executor, f: AdminUsersQuery) {
  const order =
    f.sort === 'name'
      ? [asc(users.lastName), asc(users.firstName)]
      : f.sort === 'expiry'
        ? [sql`${users.paymentExpiresAt} asc nulls last`]
        : [desc(users.createdAt)];
  const condition = userFilter(f);
  return {
    page: db
      .select()
      .from(users)
      .where(condition)
      .orderBy(...order, asc(users.id))
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    count: db.select({ n: count() }).from(users).where(condition),
  };
}

export async function listUsers(db: Executor, f: AdminUsersQuery) {
  const q = usersTableQueries(db, f);
  const [rows, [total]] = await Promise.all([q.page, q.count]);
  return { rows, total: Number(total?.n ?? 0) };
}

const actor = aliasedTable(users, 'actor');

/** Newest first, with the acting admin's name (null once that admin's account is gone). */
export async function actionsOf(db: Executor, userId: string) {
  return db
    .select({
      id: adminActions.id,
      action: adminActions.action,
      reason: adminActions.reason,
      createdAt: adminActions.createdAt,
      adminId: adminActions.adminId,
      adminFirstName: actor.firstName,
      adminLastName: actor.lastName,
    })
    .from(adminActions)
    .leftJoin(actor, eq(actor.id, adminActions.adminId))
    .where(eq(adminActions.userId, userId))
    .orderBy(desc(adminActions.createdAt), desc(adminActions.id))
    .limit(100);
}
