import type { PropertyRow, UserRow } from '../../db/schema/index.ts';
import { isOffered, type MemberState } from '../../db/members.ts';

export const canManageProperty = (user: UserRow, property: PropertyRow) =>
  user.role === 'admin' || property.ownerId === user.id;

/**
 * Rented and deactivated listings, and listings of deactivated, blocked or deleted accounts,
 * are visible to their owner and admins only.
 */
export function canSeeProperty(user: UserRow, property: PropertyRow, owner: MemberState | null): boolean {
  // Removed by moderation: only its owner and admins see it.
  return canManageProperty(user, property) || isOffered(property, owner);
}
