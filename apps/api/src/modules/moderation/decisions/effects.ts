import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { ModerationState } from '@mietmatch/contract';
import type { Executor } from '../../../db/client.ts';
import { moderationDecisions, type ModerationDecisionRow } from '../../../db/schema/index.ts';
import type { ModeratedKind } from '../../../platform/moderated-kind.ts';
import { revokeUserSessions } from '../../auth/index.ts';
import { recordAction, updateUser } from '../../users/index.ts';

type Kinds = readonly ModeratedKind[];

/**
 * The one owner of what a decision does, and of undoing it when a complaint reverses it:
 * - `remove` / `restrict` on a listing, request or message: the module that owns the item sets its
 *   state (removed: only its owner and admins see it; restricted: search does not find it);
 * - `warn` marks the member warned; `suspend` blocks the member (the admin audit log records both);
 * - `dismiss` changes nothing.
 * Run inside the decision's transaction. Sessions of a suspended member are revoked here; the
 * caller cuts the member's sockets (`cutUserId`) after the commit, then mails and notifies.
 */
export async function applyDecision(
  tx: Executor,
  kinds: Kinds,
  d: ModerationDecisionRow,
): Promise<{ cutUserId?: string }> {
  if (d.action === 'remove' || d.action === 'restrict') {
    await setContentState(tx, kinds, d, d.action === 'remove' ? 'removed' : 'restricted');
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
export async function reverseDecision(
  tx: Executor,
  kinds: Kinds,
  d: ModerationDecisionRow,
  adminId: string,
): Promise<void> {
  if (d.action === 'remove' || d.action === 'restrict') {
    await setContentState(tx, kinds, d, null);
    return;
  }
  const userId = memberOf(d);
  if (!userId) return;
  // Another standing warning or suspension of the same member keeps its effect: only this one is undone.
  if (await otherStanding(tx, d, userId)) return;
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

async function setContentState(tx: Executor, kinds: Kinds, d: ModerationDecisionRow, state: ModerationState | null) {
  const kind = kinds.find((k) => k.type === d.subjectType);
  await kind?.setModeration(tx, d.subjectId, state, d.id);
}

/** Whether the member has another decision of the same action that was not reversed. */
async function otherStanding(tx: Executor, d: ModerationDecisionRow, userId: string): Promise<boolean> {
  const m = moderationDecisions;
  const [row] = await tx
    .select({ id: m.id })
    .from(m)
    .where(
      and(
        ne(m.id, d.id),
        eq(m.action, d.action),
        isNull(m.reversedAt),
        or(eq(m.subjectOwnerId, userId), and(eq(m.subjectType, 'user'), eq(m.subjectId, userId))),
      ),
    )
    .limit(1);
  return row !== undefined;
}
