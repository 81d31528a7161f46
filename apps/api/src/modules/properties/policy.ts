import type { PropertyRow, UserRow } from '../../db/schema/index.ts';
import { isActiveMember, type MemberState } from '../../db/members.ts';

export const canManageProperty = (user: UserRow, property: PropertyRow) =>
  user.role === 'admin' || property.ownerId === user.id;

/**
 * Rented and deactivated listings, and listings of deactivated, blocked or deleted accounts,
 * are visible to their owner and admins only.
 */
export function canSeeProperty(user: UserRow, property: PropertyRow, owner: MemberState | null): boolean {
  if (canManageProperty(user, property)) return true;
  // Removed by moderation: only its owner and admins see it (restricted ones stay reachable by link).
  if (property.moderation === 'removed') return false;
  if (property.status !== 'available') return false;
  return owner !== null && isActiveMember(owner);
}
