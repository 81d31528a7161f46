import {
  type AnyPgColumn,
  boolean,
  uniqueIndex,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

export const roleEnum = pgEnum('user_role', ['client', 'contractor', 'admin']);
export const relationshipStatusEnum = pgEnum('relationship_status', ['Single', 'Married', 'Divorced', 'Widowed']);
export const languageEnum = pgEnum('language', ['de', 'en']);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: roleEnum('role').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    address: text('address'),
    postalArea: text('postal_area'),
    telephone: text('telephone'),
    nationality: text('nationality'),
    profession: text('profession'),
    relationshipStatus: relationshipStatusEnum('relationship_status'),
    language: languageEnum('language').notNull().default('de'),
    avatarKey: text('avatar_key'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    isBlocked: boolean('is_blocked').notNull().default(false),
    isSoftDeleted: boolean('is_soft_deleted').notNull().default(false),
    isWarned: boolean('is_warned').notNull().default(false),
    isDeactivated: boolean('is_deactivated').notNull().default(false),
    planId: text('plan_id'),
    subscriptionMonths: integer('subscription_months'),
    paymentExpiresAt: timestamp('payment_expires_at', { withTimezone: true }),
    additionalPlanExpiresAt: timestamp('additional_plan_expires_at', { withTimezone: true }),
    freePlanUsedAt: timestamp('free_plan_used_at', { withTimezone: true }),
    /** The expiry a reminder was sent for: one reminder per term, whichever node sends it. */
    expiryReminderFor: timestamp('expiry_reminder_for', { withTimezone: true }),
    additionalExpiryReminderFor: timestamp('additional_expiry_reminder_for', { withTimezone: true }),
    /**
     * A landlord listing as a business (DSA Art. 30): the details they gave, when they certified and when
     * (and by which admin) they were checked. Saved complete or not at all (contract `businessDetailsSchema`).
     */
    isBusiness: boolean('is_business').notNull().default(false),
    businessName: text('business_name'),
    businessAddress: text('business_address'),
    businessPhone: text('business_phone'),
    businessEmail: text('business_email'),
    /** Null with `businessNoTradeRegister` (the business said it has no entry). */
    businessTradeRegister: text('business_trade_register'),
    businessNoTradeRegister: boolean('business_no_trade_register').notNull().default(false),
    businessCertifiedAt: timestamp('business_certified_at', { withTimezone: true }),
    businessCheckedAt: timestamp('business_checked_at', { withTimezone: true }),
    businessCheckedBy: uuid('business_checked_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Emails are stored lower-cased by the contract schema; the index enforces one account each.
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
