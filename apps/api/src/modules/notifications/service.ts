import type { AppNotification } from '@mietmatch/contract';
import type { Executor } from '../../db/client.ts';
import type { NotificationRow, UserRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Notifier } from './notifier.ts';
import { presentNotification } from './notifier.ts';
import { listNotifications, markRead, unreadCount } from './queries.ts';

/** The member's own notification centre: reading it page by page and marking entries read. */
export function createNotificationService(d: {
  db: Executor;
  clock: Clock;
  notifier: Pick<Notifier, 'announceUnread'>;
  /** The current previews of messages for a viewer, by id (the inquiries module's; absent when hidden or deleted). */
  messagePreviews: (ids: string[], viewerId: string) => Promise<Map<string, string>>;
}) {
  /**
   * A message's preview shows what its thread shows now: once moderation hides the message, or it
   * or its conversation is deleted, the kept text is not shown any more (an edit shows the new text).
   */
  async function withCurrentPreviews(user: UserRow, rows: NotificationRow[]): Promise<AppNotification[]> {
    const messageIds = rows.filter((r) => r.type === 'newMessage').map((r) => String(r.data.messageId ?? ''));
    const previews = await d.messagePreviews(messageIds, user.id);
    return rows.map((row) => {
      const n = presentNotification(row);
      if (row.type !== 'newMessage') return n;
      return { ...n, data: { ...n.data, preview: previews.get(String(row.data.messageId ?? '')) ?? '' } };
    });
  }

  return {
    async list(user: UserRow, query: { page: number; pageSize: number; unread: boolean }) {
      const { page, pageSize } = query;
      const { rows, total } = await listNotifications(d.db, user.id, { page, pageSize, unreadOnly: query.unread });
      return { items: await withCurrentPreviews(user, rows), total, page, pageSize };
    },

    unreadCount: (user: UserRow) => unreadCount(d.db, user.id),

    /**
     * Marks the member's own entries read (ids of others or unknown ids change nothing) and tells the
     * member's other tabs the new count; answers it.
     */
    async markRead(user: UserRow, body: { ids: string[] } | { all: true }) {
      await markRead(d.db, user.id, 'all' in body ? 'all' : body.ids, d.clock.now());
      return d.notifier.announceUnread(user.id);
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
