import { integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { roleEnum } from './users.ts';

/**
 * One line per erased account (GDPR Art. 17). It names nobody: the pseudonym is the random id
 * that replaced the person's id in the rows that had to stay (payments, the other member's
 * conversations), so kept payments can be told apart and an erasure can be shown to have happened.
 */
export const accountErasures = pgTable('account_erasures', {
  pseudonym: uuid('pseudonym').primaryKey(),
  role: roleEnum('role').notNull(),
  paymentsKept: integer('payments_kept').notNull(),
  inboxesKept: integer('inboxes_kept').notNull(),
  erasedAt: timestamp('erased_at', { withTimezone: true }).notNull().defaultNow(),
});
