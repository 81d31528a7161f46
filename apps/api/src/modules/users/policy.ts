import { isActiveMember, type MemberState } from '../../db/members.ts';
import type { UserRow } from '../../db/schema/index.ts';

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
