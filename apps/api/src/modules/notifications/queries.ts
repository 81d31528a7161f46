import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { NotificationType } from '@mietmatch/contract';
import type { Executor } from '../../db/client.ts';
import { notifications, type NotificationRow } from '../../db/schema/index.ts';

export async function insertNotification(
  db: Executor,
  n: { userId: string; type: NotificationType; data: Record<string, unknown>; createdAt: Date },
): Promise<NotificationRow> {
  const [row] = await db.insert(notifications).values(n).returning();
  return row!;
}

/** Many notifications in one statement (an alert reaching hundreds of members at once). */
export async function insertNotifications(
  db: Executor,
  items: { userId: string; type: NotificationType; data: Record<string, unknown>; createdAt: Date }[],
): Promise<NotificationRow[]> {
  if (items.length === 0) return [];
  return db.insert(notifications).values(items).returning();
}

/** The unread counts of several members in one grouped query (members with none are absent). */
export async function unreadCounts(db: Executor, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: notifications.userId, n: count() })
    .from(notifications)
    .where(and(inArray(notifications.userId, userIds), isNull(notifications.readAt)))
    .groupBy(notifications.userId);
  return new Map(rows.map((r) => [r.userId, Number(r.n)]));
}

export async function unreadCount(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

export async function listNotifications(
  db: Executor,
  userId: string,
  opts: { page: number; pageSize: number; unreadOnly: boolean },
): Promise<{ rows: NotificationRow[]; total: number }> {
  const where = and(eq(notifications.userId, userId), opts.unreadOnly ? isNull(notifications.readAt) : undefined);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(opts.pageSize)
      .offset((opts.page - 1) * opts.pageSize),
    db.select({ n: count() }).from(notifications).where(where),
  ]);
  return { rows, total: Number(totalRow?.n ?? 0) };
}

/** Marks the member's own notifications read (ids of others change nothing); answers how many changed. */
export async function markRead(db: Executor, userId: string, ids: string[] | 'all', at: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: at })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids === 'all' ? undefined : inArray(notifications.id, ids),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}
