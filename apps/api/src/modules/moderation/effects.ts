import { eq } from 'drizzle-orm';
import type { ModerationState } from '@mietmatch/contract';
import type { Executor } from '../../db/client.ts';
import { messages, type ModerationDecisionRow, properties, tenantRequests } from '../../db/schema/index.ts';
import { recordAction } from '../admin/queries.ts';
import { revokeUserSessions } from '../auth/queries.ts';
import { updateUser } from '../users/queries.ts';

/**
 * The one owner of what a decision does, and of undoing it when a complaint reverses it:
 * - `remove` / `restrict` on a listing, request or message set its moderation columns (removed: only
 *   its owner and admins see it; restricted: search does not find it);
 * - `warn` marks the member warned; `suspend` blocks the member (the admin audit log records both);
 * - `dismiss` changes nothing.
 * Run inside the decision's transaction. Sessions of a suspended member are revoked here; the
 * caller cuts the member's sockets (`cutUserId`) after the commit, then mails and notifies.
 */
export async function applyDecision(tx: Executor, d: ModerationDecisionRow): Promise<{ cutUserId?: string }> {
  if (d.action === 'remove' || d.action === 'restrict') {
    await setContentState(tx, d, d.action === 'remove' ? 'removed' : 'restricted');
    return {};
  }
  const userId = memberOf(d);
  if (!userId) return {};
  if (d.action === 'warn') {
    await recordAction(tx, d.adminId ?? userId, userId, 'warn', d.statement);
    await updateUser(tx, userId, { isWarned: true });
  }
  if (d.action === 'suspend') {
    await recordAction(tx, d.adminId ?? userId, userId, 'block', d.statement);
    await updateUser(tx, userId, { isBlocked: true });
    await revokeUserSessions(tx, userId, 'blocked');
    return { cutUserId: userId };
  }
  return {};
}

/** Undoes `applyDecision` for a reversed decision; `adminId` is the admin who reversed it. */
export async function reverseDecision(tx: Executor, d: ModerationDecisionRow, adminId: string): Promise<void> {
  if (d.action === 'remove' || d.action === 'restrict') {
    await setContentState(tx, d, null);
    return;
  }
  const userId = memberOf(d);
  if (!userId) return;
  // The resolved complaint is the record of a reversed warning (the audit log has no "unwarn").
  if (d.action === 'warn') await updateUser(tx, userId, { isWarned: false });
  if (d.action === 'suspend') {
    await recordAction(tx, adminId, userId, 'unblock', 'suspension reversed on complaint');
    await updateUser(tx, userId, { isBlocked: false });
  }
}

/** The member a decision acts on: the account itself, or the owner of the content. */
function memberOf(d: ModerationDecisionRow): string | null {
  return d.subjectType === 'user' ? d.subjectId : d.subjectOwnerId;
}

async function setContentState(tx: Executor, d: ModerationDecisionRow, state: ModerationState | null) {
  const values = { moderation: state, moderationDecisionId: state ? d.id : null };
  if (d.subjectType === 'property') await tx.update(properties).set(values).where(eq(properties.id, d.subjectId));
  if (d.subjectType === 'request')
    await tx.update(tenantRequests).set(values).where(eq(tenantRequests.id, d.subjectId));
  if (d.subjectType === 'message') await tx.update(messages).set(values).where(eq(messages.id, d.subjectId));
}
