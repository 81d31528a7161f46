import type { UserRow } from '../../db/schema/index.ts';

export type MemberState = Pick<UserRow, 'isBlocked' | 'isSoftDeleted' | 'isDeactivated'>;

/**
 * An active member: not blocked, not soft-deleted, not deactivated. Only such members' posts and
 * profiles are seen by others; `activeMemberCondition()` (queries) is the same rule in SQL.
 */
export function isActiveMember(user: MemberState): boolean {
  return !user.isBlocked && !user.isSoftDeleted && !user.isDeactivated;
}

/** Whether others see this member's public profile: active members who are not admins. */
export function hasPublicProfile(user: MemberState & Pick<UserRow, 'role'>): boolean {
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
