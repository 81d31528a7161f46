import { and, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { NotificationType } from '@mietmatch/contract';
import type { Executor } from '../../db/client.ts';
import {
  alertHits,
  documentAccess,
  inboxes,
  messages,
  notifications,
  properties,
  tenantRequests,
  type NotificationRow,
} from '../../db/schema/index.ts';

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

/**
 * For an erasure: other members' notifications that name the person (their access requests and
 * answers, their messages, matches with their listings or requests) go with them. Only the
 * notifications of members the person dealt with are looked at (by the user index), never the
 * whole table.
 */
export async function deleteNotificationsNaming(tx: Executor, userId: string): Promise<void> {
  const person = sql`${userId}::uuid`;
  const ownItems = sql`(select ${properties.id} from ${properties} where ${properties.ownerId} = ${person}
    union all select ${tenantRequests.id} from ${tenantRequests} where ${tenantRequests.userId} = ${person})`;
  const counterparts = sql`(
    select case when ${inboxes.starterId} = ${person} then ${inboxes.recipientId} else ${inboxes.starterId} end
      from ${inboxes} where ${inboxes.starterId} = ${person} or ${inboxes.recipientId} = ${person}
    union select case when ${documentAccess.tenantId} = ${person} then ${documentAccess.landlordId} else ${documentAccess.tenantId} end
      from ${documentAccess} where ${documentAccess.tenantId} = ${person} or ${documentAccess.landlordId} = ${person}
    union select ${alertHits.userId} from ${alertHits} where ${alertHits.subjectId} in ${ownItems})`;
  const ownMessages = sql`(select ${messages.id}::text from ${messages} join ${inboxes} on ${inboxes.id} = ${messages.inboxId}
    where (${inboxes.starterId} = ${person} or ${inboxes.recipientId} = ${person}) and ${messages.senderId} = ${person})`;
  const data = (key: string) => sql`${notifications.data}->>${key}`;
  await tx.delete(notifications).where(
    and(
      ne(notifications.userId, userId),
      sql`${notifications.userId} in ${counterparts}`,
      sql`(
          (${notifications.type} = 'accessRequested' and ${data('landlordId')} = ${userId})
          or (${notifications.type} = 'accessAnswered' and ${data('tenantId')} = ${userId})
          or (${notifications.type} = 'newMessage' and ${data('messageId')} in ${ownMessages})
          or (${notifications.type} = 'match' and ${data('subjectId')} in (select id::text from ${ownItems} as own(id)))
        )`,
    ),
  );
}
