import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  APPLICATION_CLOSED_REASONS,
  APPLICATION_STATUSES,
  type DrawnApplication,
  type LotteryCriteria,
} from '@mietmatch/contract';
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
    /**
     * The applicant's number on the listing (1, 2, 3… in order of applying): "Bewerbung 7" while the
     * listing's fair selection hides who it is. Given by a trigger at insert (migration 0021) under the
     * listing's lock; 0 asks for the next one.
     */
    number: integer('number').notNull().default(0),
    /**
     * The landlord has been shown who applied: set by a trigger (migration 0021) once the application
     * is invited or offered, and never unset, so a later decline or withdrawal does not hide it again.
     */
    identityRevealed: boolean('identity_revealed').notNull().default(false),
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
    /** The tenant said "I want to rent this flat": the interest stage is released to the landlord. */
    interestAt: timestamp('interest_at', { withTimezone: true }),
    /** The tenant accepted the landlord's offer: the contract stage is released. */
    offerAcceptedAt: timestamp('offer_accepted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('applications_live_pair_idx').on(t.propertyId, t.tenantId).where(LIVE),
    // One number per applicant and listing; the trigger's "last number" reads it too.
    uniqueIndex('applications_property_number_idx').on(t.propertyId, t.number),
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

/**
 * A lottery among a fair-selection listing's applicants, kept as it was drawn: the seed, the criteria,
 * the eligible applications in the order they were shuffled from, and the invited ones. Anyone can
 * shuffle the eligible list again with the seed (seeded-shuffle.ts) and must get the same invitees.
 * The listing may go (the draw stays, unlinked, for the record); the landlord's account erasure takes it.
 */
export const applicationDraws = pgTable(
  'application_draws',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 32 random bytes, hex. */
    seed: text('seed').notNull(),
    criteria: jsonb('criteria').$type<LotteryCriteria>().notNull(),
    /** The eligible applications ordered by their number: the list the seed shuffles. */
    eligible: jsonb('eligible').$type<DrawnApplication[]>().notNull(),
    /** The first `count` of the shuffled list (fewer when fewer were eligible). */
    invited: jsonb('invited').$type<DrawnApplication[]>().notNull(),
    count: integer('count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('application_draws_property_idx').on(t.propertyId, t.createdAt)],
);

export type ApplicationRow = typeof applications.$inferSelect;
export type NewApplicationRow = typeof applications.$inferInsert;
export type ApplicationDrawRow = typeof applicationDraws.$inferSelect;
