import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { isoOrNull, type AccountPart } from '../../platform/account-part.ts';
import { deleteNotificationsNaming } from './queries.ts';

/** The notification centre, newest first as the centre lists it. */
async function ownNotifications(db: Executor, userId: string) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
}

/**
 * The centre as it shows itself: a message's preview is what the thread shows the person now (empty
 * once moderation hid the message or it is gone), from the previews the centre is given. The erasure
 * deletes others' notifications that name the member (their own go with the account, by cascade).
 */
export function notificationsAccountData(
  messagePreviews: (ids: string[], viewerId: string) => Promise<Map<string, string>>,
): AccountPart {
  return {
    async export(db, memberId) {
      const rows = await ownNotifications(db, memberId);
      const messageId = (data: Record<string, unknown>) => String(data.messageId ?? '');
      const ids = rows.filter((n) => n.type === 'newMessage').map((n) => messageId(n.data));
      const previews = await messagePreviews(ids, memberId);
      return {
        present: () => ({
          notifications: rows.map((n) => ({
            type: n.type,
            data: n.type === 'newMessage' ? { ...n.data, preview: previews.get(messageId(n.data)) ?? '' } : n.data,
            createdAt: n.createdAt.toISOString(),
            readAt: isoOrNull(n.readAt),
          })),
        }),
      };
    },
    erase: {
      // While the person's messages are still found by their id (before the conversations are pseudonymised).
      async remove(tx, member) {
        await deleteNotificationsNaming(tx, member.id);
        return {};
      },
    },
  };
}
