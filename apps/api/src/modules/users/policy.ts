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
