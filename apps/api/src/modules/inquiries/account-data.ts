import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { inboxes, messages, users } from '../../db/schema/index.ts';
import { isoOrNull, type AccountPart } from '../../platform/account-part.ts';

/** Every conversation the person is a member of, with all its messages, oldest first. */
async function ownInboxes(db: Executor, userId: string) {
  const rows = await db
    .select()
    .from(inboxes)
    .where(or(eq(inboxes.starterId, userId), eq(inboxes.recipientId, userId)))
    .orderBy(asc(inboxes.createdAt), asc(inboxes.id));
  const all = rows.length
    ? await db
        .select()
        .from(messages)
        .where(
          inArray(
            messages.inboxId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(messages.createdAt), asc(messages.id))
    : [];
  return rows.map((row) => ({ row, messages: all.filter((m) => m.inboxId === row.id) }));
}

/**
 * Conversations: one whose other member is still an account stays for that member, with the
 * erased side replaced by the pseudonym (its messages then read as from a member who is no longer
 * available); one whose other member is gone too has no reader left and is deleted.
 * Answers how many were kept.
 */
async function pseudonymiseInboxes(tx: Executor, userId: string, pseudonym: string): Promise<number> {
  const mine = or(eq(inboxes.starterId, userId), eq(inboxes.recipientId, userId));
  const other = sql`CASE WHEN ${inboxes.starterId} = ${userId} THEN ${inboxes.recipientId} ELSE ${inboxes.starterId} END`;
  await tx.delete(inboxes).where(and(mine, sql`NOT EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${other})`));
  await tx.update(messages).set({ senderId: pseudonym }).where(eq(messages.senderId, userId));
  const p = sql`${pseudonym}::uuid`;
  const kept = await tx
    .update(inboxes)
    .set({
      starterId: sql`CASE WHEN ${inboxes.starterId} = ${userId} THEN ${p} ELSE ${inboxes.starterId} END`,
      recipientId: sql`CASE WHEN ${inboxes.recipientId} = ${userId} THEN ${p} ELSE ${inboxes.recipientId} END`,
      // The pair stays ordered (lower id first), as the inquiry queries store it.
      memberLow: sql`LEAST(${p}, ${other})`,
      memberHigh: sql`GREATEST(${p}, ${other})`,
      // A conversation about the person's profile named them as its subject.
      subjectId: sql`CASE WHEN ${inboxes.subjectType} = 'profile' AND ${inboxes.subjectId} = ${userId} THEN ${p} ELSE ${inboxes.subjectId} END`,
    })
    .where(mine)
    .returning({ id: inboxes.id });
  return kept.length;
}

/** The conversations, the other member by name only; the erasure keeps them for the other side. */
export const inquiriesAccountData: AccountPart = {
  async export(db, memberId) {
    const conversations = await ownInboxes(db, memberId);
    const me = memberId;
    const otherOf = (row: (typeof conversations)[number]['row']) =>
      row.starterId === me ? row.recipientId : row.starterId;
    return {
      members: conversations.map(({ row }) => otherOf(row)),
      present: ({ member }) => ({
        inquiries: conversations.map(({ row, messages }) => ({
          id: row.id,
          subjectType: row.subjectType,
          subjectId: row.subjectId,
          startedBy: row.starterId === me ? ('me' as const) : ('other' as const),
          otherMember: member(otherOf(row)),
          createdAt: row.createdAt.toISOString(),
          messages: messages.map((m) => ({
            from: m.senderId === me ? ('me' as const) : ('other' as const),
            // A message moderation removed or restricted keeps its text for its sender only, as in the thread.
            message: m.moderation && m.senderId !== me ? '' : m.body,
            sentAt: m.createdAt.toISOString(),
            editedAt: isoOrNull(m.editedAt),
            readAt: isoOrNull(m.readAt),
          })),
        })),
      }),
    };
  },
  erase: {
    pseudonymise: async (tx, member, pseudonym) => ({
      kept: { inboxesKept: await pseudonymiseInboxes(tx, member.id, pseudonym) },
    }),
  },
};
