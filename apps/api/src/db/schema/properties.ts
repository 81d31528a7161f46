import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { moderationColumns } from './moderation-state.ts';

export const propertyTypeEnum = pgEnum('property_type', ['Apartment', 'House', 'Studio', 'Penthouse']);
export const propertyStatusEnum = pgEnum('property_status', ['available', 'rented', 'deactivated']);
export const energyCertificateTypeEnum = pgEnum('energy_certificate_type', ['consumption', 'demand']);

/** The rows others may find: what the partial search indexes hold and the search's WHERE repeats. */
const searchable = (t: { status: AnyPgColumn; ownerVisible: AnyPgColumn }) =>
  sql`${t.status} = 'available' and ${t.ownerVisible}`;

/** A landlord's listing. Money in cents; position from the postal-code table for radius search. */
export const properties = pgTable(
  'properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    address: text('address').notNull(),
    postalCode: text('postal_code').notNull(),
    /** Tenants see postal code, city and district only, until they have a booking for a viewing here. */
    hideExactAddress: boolean('hide_exact_address').notNull().default(false),
    city: text('city'),
    state: text('state'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    propertyType: propertyTypeEnum('property_type').notNull().default('Apartment'),
    numberOfRooms: doublePrecision('number_of_rooms'),
    numberOfBathrooms: doublePrecision('number_of_bathrooms'),
    squareMeters: doublePrecision('square_meters'),
    isFurnished: boolean('is_furnished').notNull().default(false),
    isPetFriendly: boolean('is_pet_friendly').notNull().default(false),
    haveGarage: boolean('have_garage').notNull().default(false),
    smokingAllowed: boolean('smoking_allowed').notNull().default(false),
    haveTerrace: boolean('have_terrace').notNull().default(false),
    kitchenFitted: boolean('kitchen_fitted').notNull().default(false),
    status: propertyStatusEnum('status').notNull().default('available'),
    notes: text('notes'),
    rentCents: integer('rent_cents').notNull().default(0),
    additionalCostCents: integer('additional_cost_cents'),
    warmRentCents: integer('warm_rent_cents'),
    energyCertificateType: energyCertificateTypeEnum('energy_certificate_type'),
    energyValue: doublePrecision('energy_value'),
    energyEfficiencyClass: text('energy_efficiency_class'),
    energySource: text('energy_source'),
    yearOfConstruction: integer('year_of_construction'),
    /**
     * The owner's facts for search, set by database triggers (migration 0008) when the listing is
     * created and whenever the owner's account or plan changes; never written by the app.
     * Visible = the owner is neither blocked, soft-deleted nor deactivated.
     */
    ownerVisible: boolean('owner_visible').notNull().default(true),
    /** End of the owner's 12-month plan (top placement while it is later than now), else null. */
    ownerTopUntil: timestamp('owner_top_until', { withTimezone: true }),
    /** The landlord's switch: whether the listing takes applications at all. */
    applicationsOpen: boolean('applications_open').notNull().default(true),
    /** The most live applications the listing takes (then "no new applications"); null: no limit. */
    applicationLimit: integer('application_limit'),
    /**
     * Fair selection: applicants are shown without name, photo or contact until invited, and the
     * landlord may draw the viewings by lot among those meeting the must-have criteria.
     */
    fairSelection: boolean('fair_selection').notNull().default(false),
    ...moderationColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('properties_owner_idx').on(t.ownerId),
    // Others search only available listings of visible owners: the search indexes hold just
    // those rows (cities compared case-insensitively, postal codes, the position for radius).
    index('properties_search_city_idx').on(sql`lower(${t.city})`).where(searchable(t)),
    index('properties_search_geo_idx').on(t.lat, t.lng).where(searchable(t)),
    index('properties_search_postal_code_idx').on(t.postalCode).where(searchable(t)),
    // The map's grouping reads `properties_map_idx` (lat, lng INCLUDE id, rents, hidden address, owner), written
    // in migration 0023 alone: drizzle's index builder has no INCLUDE.
    // The scam signal "rent far below the area" takes the median over visible listings of the same
    // type and postal region (first two digits); this index holds exactly those rows.
    index('properties_rent_area_idx')
      .on(t.propertyType, sql`left(${t.postalCode}, 2)`)
      .where(sql`${searchable(t)} and ${t.moderation} is null`),
  ],
);

export const propertyImages = pgTable(
  'property_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('property_images_property_idx').on(t.propertyId, t.position)],
);

export type PropertyRow = typeof properties.$inferSelect;
export type NewPropertyRow = typeof properties.$inferInsert;
export type PropertyImageRow = typeof propertyImages.$inferSelect;
