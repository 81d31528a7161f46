import type { ViewingCard } from '@mietmatch/contract';
import { index, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { moderationColumns } from './moderation-state.ts';

export const subjectTypeEnum = pgEnum('inquiry_subject_type', ['property', 'request', 'profile']);

/**
 * A conversation between two members about one subject. The pair is stored in a fixed order
 * (lower id first) so "the same two people about the same thing" is one row.
 */
export const inboxes = pgTable(
  'inboxes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // No FK to users: when a member erases their account the other member keeps the conversation,
    // and the erased side is replaced by a pseudonym that belongs to no account (account_erasures).
    starterId: uuid('starter_id').notNull(),
    recipientId: uuid('recipient_id').notNull(),
    memberLow: uuid('member_low').notNull(),
    memberHigh: uuid('member_high').notNull(),
    subjectType: subjectTypeEnum('subject_type').notNull(),
    subjectId: uuid('subject_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('inboxes_pair_subject_unique').on(t.memberLow, t.memberHigh, t.subjectType, t.subjectId),
    index('inboxes_starter_idx').on(t.starterId, t.updatedAt),
    index('inboxes_recipient_idx').on(t.recipientId, t.updatedAt),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inboxId: uuid('inbox_id')
      .notNull()
      .references(() => inboxes.id, { onDelete: 'cascade' }),
    /** The author; an erased author's pseudonym (no FK, like the inbox members). */
    senderId: uuid('sender_id').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** A viewing's step the thread shows as a card; `body` then holds its text for plain clients. */
    viewing: jsonb('viewing').$type<ViewingCard>(),
    ...moderationColumns(),
  },
  (t) => [
    index('messages_inbox_idx').on(t.inboxId, t.createdAt),
    index('messages_unread_idx').on(t.inboxId, t.senderId, t.readAt),
  ],
);

export type InboxRow = typeof inboxes.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
