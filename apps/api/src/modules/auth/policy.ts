import type { UserRow } from '../../db/schema/index.ts';

/** A user may read their own account; admins may read any. */
export function canReadUser(requester: UserRow, targetId: string): boolean {
  return requester.id === targetId || requester.role === 'admin';
}
