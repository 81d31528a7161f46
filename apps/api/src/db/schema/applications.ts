import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { APPLICATION_CLOSED_REASONS, APPLICATION_STATUSES } from '@mietmatch/contract';
import { properties } from './properties.ts';
import { tenantRequests } from './tenant-requests.ts';
import { users } from './users.ts';

export const applicationStatusEnum = pgEnum('application_status', APPLICATION_STATUSES);
export const applicationClosedReasonEnum = pgEnum('application_closed_reason', APPLICATION_CLOSED_REASONS);

const LIVE = sql`status in ('new', 'shortlisted', 'invited', 'offered')`;

/**
 * A tenant's application to a listing, with one of their requests as its profile. One live
 * application per tenant and listing (a unique index over the live ones). A deleted listing leaves
 * its applications (closed, with the title they were made for) so the tenant keeps the answer.
 */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    requestId: uuid('request_id')
      .notNull()
      .references(() => tenantRequests.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The listing's title when the tenant applied: what the tenant's list shows once it is deleted. */
    propertyTitle: text('property_title').notNull(),
    status: applicationStatusEnum('status').notNull().default('new'),
    message: text('message'),
    /** The landlord's words with the last status. */
    answer: text('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The landlord's first reaction (or the listing closing): the response figures count from it. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull(),
    /** Set while the application is `new` and unanswered: when it expires. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    closedReason: applicationClosedReasonEnum('closed_reason'),
  },
  (t) => [
    uniqueIndex('applications_live_pair_idx').on(t.propertyId, t.tenantId).where(LIVE),
    // The pipeline pages by listing and status; the counts per status read the same index.
    index('applications_property_idx').on(t.propertyId, t.status, t.createdAt),
    index('applications_tenant_idx').on(t.tenantId, t.createdAt),
    index('applications_tenant_live_idx').on(t.tenantId).where(LIVE),
    // The landlord's response figures read their last 90 days.
    index('applications_landlord_idx').on(t.landlordId, t.createdAt),
    // The expiry sweep touches only the due ones.
    index('applications_expiry_idx').on(t.expiresAt).where(sql`expires_at is not null`),
  ],
);

/**
 * A landlord's response figures, recomputed after each reaction, each expiry and once a day (the
 * window moves): the listing answers and the match order read them without counting again.
 */
export const landlordResponses = pgTable('landlord_responses', {
  landlordId: uuid('landlord_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Share answered within 7 days (0–1); null below the minimum sample. */
  rate: doublePrecision('rate'),
  medianHours: doublePrecision('median_hours'),
  sample: integer('sample').notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
});

export type ApplicationRow = typeof applications.$inferSelect;
export type NewApplicationRow = typeof applications.$inferInsert;
