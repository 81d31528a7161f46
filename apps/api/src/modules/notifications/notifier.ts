import type { AppNotification, NotificationType } from '@mietmatch/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client.ts';
import type { NotificationRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { insertNotifications, unreadCount, unreadCounts } from './queries.ts';

export function presentNotification(row: NotificationRow): AppNotification {
  return {
    id: row.id,
    type: row.type,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    data: row.data,
  };
}

export interface Notifier {
  /**
   * Keeps a notification for the member and tells their open sockets (`newNotification`, then
   * `unreadNotificationsCount`). Call it after the event's own transaction committed; a failure is
   * logged, never thrown: the event itself stands either way.
   */
  notify(userId: string, type: NotificationType, data: Record<string, unknown>): Promise<void>;
  /**
   * The same for many members at once (an alert's fan-out): one insert and one grouped count,
   * however many members it reaches.
   */
  notifyMany(items: { userId: string; type: NotificationType; data: Record<string, unknown> }[]): Promise<void>;
  /** Tells the member's sockets their unread count (after marking read). */
  announceUnread(userId: string): Promise<number>;
}

export function createNotifier(d: {
  db: Executor;
  clock: Clock;
  realtime: Pick<Realtime, 'toUser'>;
  log: FastifyBaseLogger;
}): Notifier {
  async function announceUnread(userId: string) {
    const unreadNotificationsCount = await unreadCount(d.db, userId);
    d.realtime.toUser(userId, 'unreadNotificationsCount', { unreadNotificationsCount });
    return unreadNotificationsCount;
  }
  async function notifyMany(items: { userId: string; type: NotificationType; data: Record<string, unknown> }[]) {
    try {
      const createdAt = d.clock.now();
      const rows = await insertNotifications(
        d.db,
        items.map((i) => ({ ...i, createdAt })),
      );
      for (const row of rows) d.realtime.toUser(row.userId, 'newNotification', presentNotification(row));
      const users = [...new Set(rows.map((r) => r.userId))];
      const counts = await unreadCounts(d.db, users);
      for (const userId of users) {
        d.realtime.toUser(userId, 'unreadNotificationsCount', { unreadNotificationsCount: counts.get(userId) ?? 0 });
      }
    } catch (err) {
      d.log.error({ err, count: items.length }, 'notifying members failed');
    }
  }

  return {
    announceUnread,
    notify: (userId, type, data) => notifyMany([{ userId, type, data }]),
    notifyMany,
  };
}
