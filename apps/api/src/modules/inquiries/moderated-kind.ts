import { and, eq, inArray } from 'drizzle-orm';
import type { ModerationState } from '@mietmatch/contract';
import type { Executor } from '../../db/client.ts';
import { type InboxRow, inboxes, type MessageRow, messages } from '../../db/schema/index.ts';
import { isUuid } from '../../lib/uuid.ts';
import { type ModeratedKind, moderationExcerpt } from '../../platform/moderated-kind.ts';
import { presentMessage } from './presenter.ts';

/**
 * Messages as moderation acts on them: reported by the other member of the thread only (a removed
 * message shows its recipient no text any more: nothing left to report); shown by their text. A
 * decision on a message, and its reversal, change it live in both members' open threads.
 */
export const moderatedMessages: ModeratedKind = {
  type: 'message',
  async visibleOwner(db, reporter, id) {
    if (!reporter) return null;
    const found = await findMessageInThread(db, id);
    if (!found) return null;
    const { message, inbox } = found;
    const inThread = inbox.starterId === reporter.id || inbox.recipientId === reporter.id;
    return inThread && message.moderation !== 'removed' ? message.senderId : null;
  },

  async describe(db, ids) {
    const rows = ids.length
      ? await db
          .select({ id: messages.id, body: messages.body, ownerId: messages.senderId, moderation: messages.moderation })
          .from(messages)
          .where(inArray(messages.id, ids))
      : [];
    return new Map(
      rows.map(({ id, body, ownerId, moderation }) => {
        const text = moderationExcerpt(body);
        return [id, { title: text, excerpt: text, ownerId, moderation }];
      }),
    );
  },

  setModeration: (tx, id, state, decisionId) => setMessageModeration(tx, id, state, decisionId),

  /** The recipient's copy loses its text (or gets it back); the sender always sees their own. */
  async changedLive(db, realtime, id) {
    const found = await findMessageInThread(db, id);
    if (!found) return;
    const { message, inbox } = found;
    for (const member of [inbox.starterId, inbox.recipientId]) {
      realtime.toUser(member, 'updateMessage', { inboxId: inbox.id, message: presentMessage(message, member) });
    }
  },
};

/** A message with the thread it belongs to. */
async function findMessageInThread(db: Executor, id: string): Promise<{ message: MessageRow; inbox: InboxRow } | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ message: messages, inbox: inboxes })
    .from(messages)
    .innerJoin(inboxes, eq(inboxes.id, messages.inboxId))
    .where(eq(messages.id, id))
    .limit(1);
  return row ?? null;
}

async function setMessageModeration(tx: Executor, id: string, state: ModerationState | null, decisionId: string) {
  const values = { moderation: state, moderationDecisionId: state ? decisionId : null };
  // A reversal clears only the state this decision set; a later decision on the message stands.
  await tx
    .update(messages)
    .set(values)
    .where(state ? eq(messages.id, id) : and(eq(messages.id, id), eq(messages.moderationDecisionId, decisionId)));
}
