import type { UserRow } from '../../db/schema/index.ts';

type SignInState = Pick<UserRow, 'isBlocked' | 'isSoftDeleted'>;
export type MemberState = SignInState & Pick<UserRow, 'isDeactivated'>;

/**
 * Whether the account may sign in and keep its sessions: neither blocked nor soft-deleted. A
 * deactivated account still may (its own profile stays reachable). `maySignInCondition()`
 * (queries) is the same rule in SQL.
 */
export function maySignIn(user: SignInState): boolean {
  return !user.isBlocked && !user.isSoftDeleted;
}

/** The account flags that let an account sign in again (the configured admin is always restored so). */
export const signInAllowed = { isBlocked: false, isSoftDeleted: false } as const satisfies SignInState;

/**
 * An active member: may sign in and is not deactivated. Only such members' posts and profiles are
 * seen by others; `activeMemberCondition()` (queries) is the same rule in SQL.
 */
export function isActiveMember(user: MemberState): boolean {
  return maySignIn(user) && !user.isDeactivated;
}

/** Whether others see this member's public profile: active members who are not admins. */
function hasPublicProfile(user: MemberState & Pick<UserRow, 'role'>): boolean {
  return user.role !== 'admin' && isActiveMember(user);
}

/**
 * Whether a viewer may see a member's profile and what the profile lists: members without a public
 * profile are seen by admins and themselves only. Everyone else gets the same answer as for an id that
 * does not exist, so nothing tells that the account does.
 */
export function canSeeMember(viewer: UserRow, member: UserRow | null): member is UserRow {
  if (!member) return false;
  return hasPublicProfile(member) || viewer.role === 'admin' || viewer.id === member.id;
}
