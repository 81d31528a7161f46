import { and, asc, count, desc, eq, getTableColumns, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ViewingCard } from '@mietmatch/contract';
import type { Executor } from '../../db/client.ts';
import { inboxes, messages, users, type InboxRow, type MessageRow, type UserRow } from '../../db/schema/index.ts';
import { isUuid } from '../../lib/uuid.ts';

const pair = (a: string, b: string) => (a < b ? { memberLow: a, memberHigh: b } : { memberLow: b, memberHigh: a });

export async function findInboxFor(
  db: Executor,
  a: string,
  b: string,
  subjectType: InboxRow['subjectType'],
  subjectId: string,
): Promise<InboxRow | null> {
  // Ids come from clients too (inbox-for): a malformed one is simply no inbox, not a database error.
  if (![a, b, subjectId].every(isUuid)) return null;
  const p = pair(a, b);
  const [row] = await db
    .select()
    .from(inboxes)
    .where(
      and(
        eq(inboxes.memberLow, p.memberLow),
        eq(inboxes.memberHigh, p.memberHigh),
        eq(inboxes.subjectType, subjectType),
        eq(inboxes.subjectId, subjectId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Creates the inbox, or answers the existing one when two requests race to create it. */
export async function insertInbox(
  db: Executor,
  starterId: string,
  recipientId: string,
  subjectType: InboxRow['subjectType'],
  subjectId: string,
): Promise<InboxRow> {
  const [row] = await db
    .insert(inboxes)
    .values({ starterId, recipientId, ...pair(starterId, recipientId), subjectType, subjectId })
    .onConflictDoNothing()
    .returning();
  return row ?? (await findInboxFor(db, starterId, recipientId, subjectType, subjectId))!;
}

/** An inbox only its two members can reach; anyone else gets nothing. */
export async function findMemberInbox(db: Executor, id: string, userId: string): Promise<InboxRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(inboxes)
    .where(and(eq(inboxes.id, id), or(eq(inboxes.starterId, userId), eq(inboxes.recipientId, userId))))
    .limit(1);
  return row ?? null;
}

/** What sending needs to know about the other member: whether they can still be written to. */
export type OtherMember = Pick<UserRow, 'id' | 'isBlocked' | 'isSoftDeleted' | 'isDeactivated'>;

/**
 * The inbox of a member together with the other member's state (null when the account no longer
 * exists), in one round trip: sending checks both before every message.
 */
export async function findMemberInboxWithOther(
  db: Executor,
  id: string,
  userId: string,
): Promise<{ inbox: InboxRow; other: OtherMember | null } | null> {
  if (!isUuid(id)) return null;
  const otherId = sql`case when ${inboxes.starterId} = ${userId} then ${inboxes.recipientId} else ${inboxes.starterId} end`;
  const [row] = await db
    .select({
      inbox: inboxes,
      other: {
        id: users.id,
        isBlocked: users.isBlocked,
        isSoftDeleted: users.isSoftDeleted,
        isDeactivated: users.isDeactivated,
      },
    })
    .from(inboxes)
    .leftJoin(users, eq(users.id, otherId))
    .where(and(eq(inboxes.id, id), or(eq(inboxes.starterId, userId), eq(inboxes.recipientId, userId))))
    .limit(1);
  return row ?? null;
}

/**
 * One statement, one round trip between a send and the live events the recipient waits for: the
 * message, the inbox's new activity time, and the recipient's unread total. The count runs on the
 * statement's snapshot, which does not contain the new row yet, hence the + 1 (the new message is
 * always unread for the recipient).
 */
export async function insertMessage(
  db: Executor,
  inboxId: string,
  senderId: string,
  body: string,
  recipientId: string,
  viewing: ViewingCard | null = null,
): Promise<{ message: MessageRow; recipientUnread: number }> {
  const touched = db
    .$with('touched')
    .as(db.update(inboxes).set({ updatedAt: sql`now()` }).where(eq(inboxes.id, inboxId)).returning({ id: inboxes.id }));
  const m = alias(messages, 'unread_m');
  const i = alias(inboxes, 'unread_i');
  const unreadBefore = db
    .select({ n: count() })
    .from(m)
    .innerJoin(i, eq(i.id, m.inboxId))
    .where(
      and(
        or(eq(i.starterId, recipientId), eq(i.recipientId, recipientId)),
        ne(m.senderId, recipientId),
        isNull(m.readAt),
      ),
    );
  const [row] = await db
    .with(touched)
    .insert(messages)
    .values({ inboxId, senderId, body, viewing })
    .returning({ ...getTableColumns(messages), recipientUnread: sql<number>`(${unreadBefore}) + 1`.mapWith(Number) });
  const { recipientUnread, ...message } = row!;
  return { message, recipientUnread };
}

export async function findOwnMessage(db: Executor, id: string, senderId: string): Promise<MessageRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.id, id), eq(messages.senderId, senderId)))
    .limit(1);
  return row ?? null;
}

/** The messages of these ids that still exist (what a notification previews is read from them). */
export async function findMessagesByIds(db: Executor, ids: string[]): Promise<MessageRow[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  return db.select().from(messages).where(inArray(messages.id, valid));
}

export async function updateMessage(db: Executor, id: string, body: string, at: Date): Promise<MessageRow> {
  const [row] = await db.update(messages).set({ body, editedAt: at }).where(eq(messages.id, id)).returning();
  return row!;
}

export async function deleteMessage(db: Executor, id: string) {
  await db.delete(messages).where(eq(messages.id, id));
}

export async function deleteInbox(db: Executor, id: string) {
  await db.delete(inboxes).where(eq(inboxes.id, id));
}

export async function listInboxes(
  db: Executor,
  userId: string,
  filter: 'sent' | 'received' | 'all',
  page: number,
  limit: number,
) {
  const where =
    filter === 'sent'
      ? eq(inboxes.starterId, userId)
      : filter === 'received'
        ? eq(inboxes.recipientId, userId)
        : or(eq(inboxes.starterId, userId), eq(inboxes.recipientId, userId));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(inboxes)
      .where(where)
      .orderBy(desc(inboxes.updatedAt), asc(inboxes.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(inboxes).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** The newest message of each inbox, in one query. */
export async function lastMessages(db: Executor, inboxIds: string[]): Promise<MessageRow[]> {
  if (inboxIds.length === 0) return [];
  return db
    .selectDistinctOn([messages.inboxId])
    .from(messages)
    .where(inArray(messages.inboxId, inboxIds))
    .orderBy(messages.inboxId, desc(messages.createdAt), desc(messages.id));
}

/** Unread messages for a reader, per inbox. */
export async function unreadCounts(db: Executor, readerId: string, inboxIds: string[]): Promise<Map<string, number>> {
  if (inboxIds.length === 0) return new Map();
  const rows = await db
    .select({ inboxId: messages.inboxId, n: count() })
    .from(messages)
    .where(and(inArray(messages.inboxId, inboxIds), ne(messages.senderId, readerId), isNull(messages.readAt)))
    .groupBy(messages.inboxId);
  return new Map(rows.map((r) => [r.inboxId, Number(r.n)]));
}

export async function totalUnread(db: Executor, readerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .innerJoin(inboxes, eq(inboxes.id, messages.inboxId))
    .where(
      and(
        or(eq(inboxes.starterId, readerId), eq(inboxes.recipientId, readerId)),
        ne(messages.senderId, readerId),
        isNull(messages.readAt),
      ),
    );
  return Number(row?.n ?? 0);
}

export async function threadMessages(db: Executor, inboxId: string, max = 500): Promise<MessageRow[]> {
  const rows = await db
    .select()
    .from(messages)
    .where(eq(messages.inboxId, inboxId))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(max);
  return rows.reverse();
}

export async function markRead(db: Executor, inboxId: string, readerId: string, at: Date): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ readAt: at })
    .where(and(eq(messages.inboxId, inboxId), ne(messages.senderId, readerId), isNull(messages.readAt)))
    .returning({ id: messages.id });
  return rows.length;
}

/**
 * The conversation of two members a viewing's step goes to: the one about the property, else their
 * most recently active one; none when they never wrote to each other.
 */
export async function findInboxForViewing(
  db: Executor,
  a: string,
  b: string,
  propertyId: string,
): Promise<InboxRow | null> {
  const p = pair(a, b);
  const [row] = await db
    .select()
    .from(inboxes)
    .where(and(eq(inboxes.memberLow, p.memberLow), eq(inboxes.memberHigh, p.memberHigh)))
    .orderBy(
      sql`(${inboxes.subjectType} = 'property' and ${inboxes.subjectId} = ${propertyId}) desc`,
      desc(inboxes.updatedAt),
    )
    .limit(1);
  return row ?? null;
}
