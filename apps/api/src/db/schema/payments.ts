import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const paymentKindEnum = pgEnum('payment_kind', ['subscription', 'additional']);
export const paymentStatusEnum = pgEnum('payment_status', ['pending', 'applied', 'canceled']);

/**
 * Every payment, from checkout to application. Amount and months are copied from the server's
 * plan table when the checkout starts; `applied_at` is set exactly once (a conditional update).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The payer; after an erasure of the account, its pseudonym (no FK: see account_erasures). */
    userId: uuid('user_id').notNull(),
    planId: text('plan_id').notNull(),
    kind: paymentKindEnum('kind').notNull(),
    months: integer('months').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('eur'),
    provider: text('provider').notNull(),
    providerSessionId: text('provider_session_id').notNull(),
    status: paymentStatusEnum('status').notNull().default('pending'),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_provider_session_unique').on(t.provider, t.providerSessionId),
    index('payments_user_idx').on(t.userId),
  ],
);

/** Webhook events seen, by the provider's event id: a redelivered event is recognised and skipped. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_unique').on(t.provider, t.eventId)],
);

export const localCheckoutStatusEnum = pgEnum('local_checkout_status', ['open', 'paid', 'canceled']);

/** The built-in test checkout's own records: what a real provider would keep on its side. */
export const localCheckoutSessions = pgTable('local_checkout_sessions', {
  id: text('id').primaryKey(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  description: text('description').notNull(),
  email: text('email').notNull(),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  status: localCheckoutStatusEnum('status').notNull().default('open'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
});
