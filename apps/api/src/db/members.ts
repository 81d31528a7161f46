// The member as the whole platform knows it: who may sign in, who counts as an active member (in code
// and in SQL), and the lookup by id. The kernel (authentication, the realtime handshake) and every module
// share these rules, so they live below the modules; the users module owns the rest of the account.
import { and, eq } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { users, type UserRow } from './schema/index.ts';
import { isUuid } from '../lib/uuid.ts';

export type SignInState = Pick<UserRow, 'isBlocked' | 'isSoftDeleted'>;
export type MemberState = SignInState & Pick<UserRow, 'isDeactivated'>;

/**
 * Whether the account may sign in and keep its sessions: neither blocked nor soft-deleted. A
 * deactivated account still may (its own profile stays reachable). `maySignInCondition()`
 * (below) is the same rule in SQL.
 */
export function maySignIn(user: SignInState): boolean {
  return !user.isBlocked && !user.isSoftDeleted;
}

/** The account flags that let an account sign in again (the configured admin is always restored so). */
export const signInAllowed = { isBlocked: false, isSoftDeleted: false } as const satisfies SignInState;

/**
 * An active member: may sign in and is not deactivated. Only such members' posts and profiles are
 * seen by others; `activeMemberCondition()` (below) is the same rule in SQL.
 */
export function isActiveMember(user: MemberState): boolean {
  return maySignIn(user) && !user.isDeactivated;
}

/**
 * A listing or a request as others may see it: available, not removed by moderation (a restricted one
 * stays reachable by link), and its owner an active member.
 */
export function isOffered(post: { status: string; moderation: string | null }, owner: MemberState | null): boolean {
  return post.status === 'available' && post.moderation !== 'removed' && owner !== null && isActiveMember(owner);
}

/** The SQL form of `maySignIn` (above): neither blocked nor soft-deleted. */
export function maySignInCondition() {
  return and(eq(users.isBlocked, false), eq(users.isSoftDeleted, false))!;
}

/** The SQL form of `isActiveMember` (above), for queries that join the users table. */
export function activeMemberCondition() {
  return and(maySignInCondition(), eq(users.isDeactivated, false))!;
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}
