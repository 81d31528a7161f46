import type { UserRow } from '../../db/schema/index.ts';

/**
 * Whether a viewer may see a member's profile and what the profile lists: blocked, soft-deleted
 * and deactivated members, and admins, are seen by admins and themselves only. Everyone else
 * gets the same answer as for an id that does not exist, so nothing tells that the account does.
 */
export function canSeeMember(viewer: UserRow, member: UserRow | null): member is UserRow {
  if (!member) return false;
  const hidden = member.role === 'admin' || member.isBlocked || member.isSoftDeleted || member.isDeactivated;
  return !hidden || viewer.role === 'admin' || viewer.id === member.id;
}
