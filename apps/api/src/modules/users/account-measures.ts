import type { Executor } from '../../db/client.ts';
import { adminActions } from '../../db/schema/index.ts';

/**
 * The audit log of measures on an account (block, warn, soft-delete, deactivate and their undoing):
 * written by admins' measures and by moderation's decisions alike, in their transaction, so every
 * measure on a member is in one record whoever took it.
 */
export async function recordAction(
  db: Executor,
  adminId: string,
  userId: string,
  action: (typeof adminActions.$inferInsert)['action'],
  reason: string | undefined,
) {
  await db.insert(adminActions).values({ adminId, userId, action, reason: reason ?? null });
}
