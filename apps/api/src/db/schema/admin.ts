import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const adminActionEnum = pgEnum('admin_action', [
  'block',
  'unblock',
  'warn',
  'soft_delete',
  'restore',
  'deactivate',
  'reactivate',
  'business_check',
]);

/** Every admin action on an account: who, what, whom, why, when. */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: adminActionEnum('action').notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_actions_user_idx').on(t.userId, t.createdAt)],
);
