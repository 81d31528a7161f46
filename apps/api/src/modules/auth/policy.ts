import type { UserRow } from '../../db/schema/index.ts';

/** A user may read their own account; admins may read any. */
export function canReadUser(requester: UserRow, targetId: string): boolean {
  return requester.id === targetId || requester.role === 'admin';
}

/** Valid while now is not after the expiry; an absent date is invalid. Admins need no plan. */
export function hasValidPlan(user: Pick<UserRow, 'role' | 'paymentExpiresAt'>, now: Date): boolean {
  if (user.role === 'admin') return true;
  return user.paymentExpiresAt !== null && now.getTime() <= user.paymentExpiresAt.getTime();
}
