import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
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
import { ALERT_FREQUENCIES, NOTIFICATION_TYPES, SAVED_SEARCH_KINDS } from '@mietmatch/contract';
import { users } from './users.ts';
import { propertyTypeEnum } from './properties.ts';
import { tenantRequests } from './tenant-requests.ts';

export const savedSearchKindEnum = pgEnum('saved_search_kind', SAVED_SEARCH_KINDS);
export const alertFrequencyEnum = pgEnum('alert_frequency', ALERT_FREQUENCIES);
export const notificationTypeEnum = pgEnum('notification_type', NOTIFICATION_TYPES);

/**
 * A member's saved search. `filters` are the search's query parameters as saved; the columns after
 * it are the same filters in the shape the reverse match needs ("which saved searches does this
 * new listing meet?"), kept by the service whenever the filters change.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: savedSearchKindEnum('kind').notNull(),
    name: text('name').notNull(),
    alert: alertFrequencyEnum('alert').notNull().default('instant'),
    filters: jsonb('filters').$type<Record<string, string>>().notNull(),
    /** Keys a listing or request in the area carries (`c:`city, `cs:`city|state, `p:`postal code, `g:`grid cell, `o:`owner). */
    areaKeys: text('area_keys').array().notNull().default([]),
    city: text('city'),
    state: text('state'),
    postalCodes: text('postal_codes').array().notNull().default([]),
    radiusKm: integer('radius_km').notNull().default(0),
    centreLats: doublePrecision('centre_lats').array().notNull().default([]),
    centreLngs: doublePrecision('centre_lngs').array().notNull().default([]),
    listedBy: uuid('listed_by'),
    maxPriceCents: integer('max_price_cents'),
    numberOfRooms: doublePrecision('number_of_rooms'),
    numberOfBathrooms: doublePrecision('number_of_bathrooms'),
    squareMeters: doublePrecision('square_meters'),
    requiredRooms: doublePrecision('required_rooms'),
    numberOfResidents: doublePrecision('number_of_residents'),
    numberOfChildren: doublePrecision('number_of_children'),
    propertyType: propertyTypeEnum('property_type'),
    /** Bit i set: the kind's flag i (in the filter schema's order) must be true / must be false. */
    flagsOn: integer('flags_on').notNull().default(0),
    flagsOff: integer('flags_off').notNull().default(0),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.createdAt),
    index('saved_searches_area_keys_idx').using('gin', t.areaKeys).with({ fastupdate: false }),
  ],
);

/**
 * One listing or request that appeared for a saved search or for a tenant request's alerts
 * (exactly one of the two): the source of `newCount`, `isNew`, the notification and the mails.
 */
export const alertHits = pgTable(
  'alert_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    savedSearchId: uuid('saved_search_id').references(() => savedSearches.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id').references(() => tenantRequests.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectType: savedSearchKindEnum('subject_type').notNull(),
    subjectId: uuid('subject_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When the hit went out by mail (instant bundle or daily digest); null until then. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    check('alert_hits_one_target', sql`num_nonnulls(${t.savedSearchId}, ${t.requestId}) = 1`),
    index('alert_hits_saved_search_idx').on(t.savedSearchId, t.createdAt),
    index('alert_hits_request_idx').on(t.requestId, t.createdAt),
    index('alert_hits_unmailed_idx').on(t.createdAt).where(sql`${t.mailedAt} is null`),
    // A target's last mail, one probe each (migration 0026): only mailed hits, none when a hit is written.
    index('alert_hits_saved_search_mailed_idx').on(t.savedSearchId, t.mailedAt).where(sql`${t.mailedAt} is not null`),
    index('alert_hits_request_mailed_idx').on(t.requestId, t.mailedAt).where(sql`${t.mailedAt} is not null`),
    index('alert_hits_subject_idx').on(t.subjectId),
  ],
);

/** The notification centre: what a member should see again later. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: notificationTypeEnum('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

/**
 * Work done off the request path, claimed once across every node (`for update skip locked`).
 * A kind and key exist once while pending: enqueuing the same work again adds nothing.
 * Database triggers enqueue `propertyVisible` / `requestVisible` when a row becomes findable.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jobs_kind_key_idx').on(t.kind, t.key),
    // In the claim's order (migration 0025): a claim reads the rows it takes, however many are due at once.
    index('jobs_due_idx').on(t.runAt, t.id),
    // The jobs held right now (migration 0026): a few per node, found at once by kind and key.
    index('jobs_claimed_idx').on(t.kind, t.key).where(sql`${t.claimedUntil} is not null`),
  ],
);

export type SavedSearchRow = typeof savedSearches.$inferSelect;
export type NewSavedSearchRow = typeof savedSearches.$inferInsert;
export type AlertHitRow = typeof alertHits.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
export type JobRow = typeof jobs.$inferSelect;
