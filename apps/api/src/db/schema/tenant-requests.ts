import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { DOCUMENT_KINDS, type IncomeBand, REQUEST_STAGES } from '@mietmatch/contract';
import { relationshipStatusEnum, users } from './users.ts';
import { properties, propertyTypeEnum } from './properties.ts';
import { moderationColumns } from './moderation-state.ts';

export const requestStatusEnum = pgEnum('request_status', ['available', 'found', 'paused']);

const searchable = (t: { status: AnyPgColumn; ownerVisible: AnyPgColumn }) =>
  sql`${t.status} = 'available' and ${t.ownerVisible}`;

/** A tenant's request profile; money in cents, the target area's position for radius search. */
export const tenantRequests = pgTable(
  'tenant_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    telephone: text('telephone').notNull(),
    nationality: text('nationality'),
    profession: text('profession'),
    relationshipStatus: relationshipStatusEnum('relationship_status').notNull().default('Single'),
    numberOfResidents: integer('number_of_residents').notNull().default(1),
    animalsInfo: text('animals_info'),
    numberOfChildren: integer('number_of_children').notNull().default(0),
    childrenInfo: text('children_info'),
    numberOfVehicles: integer('number_of_vehicles').notNull().default(0),
    additionalCostCents: integer('additional_cost_cents').notNull().default(0),
    garageRequired: boolean('garage_required').notNull().default(false),
    smokingAllowed: boolean('smoking_allowed').notNull().default(false),
    needTerrace: boolean('need_terrace').notNull().default(false),
    kitchenFitted: boolean('kitchen_fitted').notNull().default(false),
    isFurnished: boolean('is_furnished').notNull().default(false),
    isPetFriendly: boolean('is_pet_friendly').notNull().default(false),
    allowedFileView: boolean('allowed_file_view').notNull().default(false),
    /** A published request is a standing search: its owner is alerted to new matching listings. */
    alertsEnabled: boolean('alerts_enabled').notNull().default(true),
    propertyType: propertyTypeEnum('property_type').notNull().default('Apartment'),
    requiredRooms: doublePrecision('required_rooms').notNull().default(2),
    currentPostalCode: text('current_postal_code'),
    currentAddress: text('current_address'),
    targetCity: text('target_city'),
    /** The target city's state: several towns share a name (null where it could not be told). */
    targetState: text('target_state'),
    targetPostalCodes: text('target_postal_codes').array().notNull().default([]),
    targetAddresses: text('target_addresses').array().notNull().default([]),
    residentialPreferences: text('residential_preferences'),
    maxPriceCents: integer('max_price_cents').notNull().default(0),
    numberOfBathrooms: doublePrecision('number_of_bathrooms').notNull().default(2),
    squareMeters: doublePrecision('square_meters').notNull().default(200),
    radiusKm: integer('radius_km').notNull().default(0),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    status: requestStatusEnum('status').notNull().default('available'),
    notes: text('notes'),
    /** Released to a landlord at the interest stage only (contract request-stages.ts). */
    employer: text('employer'),
    incomeBand: text('income_band').$type<IncomeBand>(),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    /** The owner's facts for search, kept by database triggers (see `properties.ownerVisible`). */
    ownerVisible: boolean('owner_visible').notNull().default(true),
    ownerTopUntil: timestamp('owner_top_until', { withTimezone: true }),
    ...moderationColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tenant_requests_user_idx').on(t.userId),
    // Landlords search only available requests of visible tenants: the indexes hold just those.
    index('tenant_requests_search_city_idx').on(sql`lower(${t.targetCity})`).where(searchable(t)),
    index('tenant_requests_search_geo_idx').on(t.lat, t.lng).where(searchable(t)),
    index('tenant_requests_search_postal_codes_idx').using('gin', t.targetPostalCodes).where(searchable(t)),
    // A new listing's alerts look up the requests that may reach it (migration 0024): those with a
    // radius by radius band and position, those without postal codes by city. The city index above
    // holds every request of a city, most of which name postal codes and cannot be reached that way.
    index('tenant_requests_reach_idx')
      .on(t.radiusKm, t.lat, t.lng)
      .where(sql`${t.status} = 'available' and ${t.ownerVisible} and ${t.radiusKm} > 0`),
    index('tenant_requests_city_only_idx')
      .on(sql`lower(${t.targetCity})`)
      .where(sql`${t.status} = 'available' and ${t.ownerVisible} and cardinality(${t.targetPostalCodes}) = 0`),
  ],
);

export const requestDocumentKindEnum = pgEnum('request_document_kind', DOCUMENT_KINDS);
export const requestStageEnum = pgEnum('request_stage', REQUEST_STAGES);

export const requestFileKindEnum = pgEnum('request_file_kind', ['image', 'document']);

/** A tenant's images and documents: private, served only after an access check per request. */
export const requestFiles = pgTable(
  'request_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => tenantRequests.id, { onDelete: 'cascade' }),
    kind: requestFileKindEnum('kind').notNull(),
    title: text('title'),
    /** A document's kind decides the stage that releases it; images have none. */
    documentKind: requestDocumentKindEnum('document_kind'),
    contentType: text('content_type').notNull(),
    storageKey: text('storage_key').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('request_files_request_idx').on(t.requestId, t.kind, t.position)],
);

export const documentAccessStatusEnum = pgEnum('document_access_status', ['pending', 'granted', 'removed']);

/** A landlord's access to one tenant's files, asked by the landlord and decided by the tenant. */
export const documentAccess = pgTable(
  'document_access',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: documentAccessStatusEnum('status').notNull().default('pending'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** While granted: the stage the tenant released to this landlord (their interest, an approval, an accepted offer). */
    releasedStage: requestStageEnum('released_stage'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.landlordId] }), index('document_access_landlord_idx').on(t.landlordId)],
);

/**
 * The tenant applied to, wrote to or answered this landlord: contact data is released to them.
 * Written by database triggers on applications and messages (migration 0019), so no module has to
 * remember it.
 */
export const requestContacts = pgTable(
  'request_contacts',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.landlordId] }), index('request_contacts_landlord_idx').on(t.landlordId)],
);

export const favouriteProperties = pgTable(
  'favourite_properties',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.propertyId] })],
);

export const favouriteRequests = pgTable(
  'favourite_requests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id')
      .notNull()
      .references(() => tenantRequests.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.requestId] })],
);

export type TenantRequestRow = typeof tenantRequests.$inferSelect;
export type NewTenantRequestRow = typeof tenantRequests.$inferInsert;
export type RequestFileRow = typeof requestFiles.$inferSelect;
