import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { VIEWING_STATUSES } from '@mietmatch/contract';
import { properties } from './properties.ts';
import { users } from './users.ts';

export const viewingStatusEnum = pgEnum('viewing_status', VIEWING_STATUSES);

/**
 * A time a landlord offers for viewing a property. `booked` counts the live and attended bookings;
 * booking raises it only `where booked < capacity` (one conditional update), so however many tenants
 * take the last place at once, one gets it. A cancelled slot keeps its row (its bookings' history).
 */
export const viewingSlots = pgTable(
  'viewing_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
  },
  (t) => [
    index('viewing_slots_property_idx').on(t.propertyId, t.startsAt),
    index('viewing_slots_landlord_idx').on(t.landlordId, t.startsAt),
    check('viewing_slots_places', sql`${t.booked} >= 0 and ${t.booked} <= ${t.capacity}`),
  ],
);

/** A landlord's invitation to one tenant to book a viewing of one property (one per pair). */
export const viewingInvitations = pgTable(
  'viewing_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('viewing_invitations_pair_idx').on(t.propertyId, t.tenantId),
    index('viewing_invitations_tenant_idx').on(t.tenantId, t.createdAt),
  ],
);

/**
 * A tenant's place in a slot. One live (`booked`) booking per tenant and property: booking another
 * slot moves this one (same id, so the same calendar UID, and `sequence` + 1).
 */
export const viewingBookings = pgTable(
  'viewing_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slotId: uuid('slot_id')
      .notNull()
      .references(() => viewingSlots.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: viewingStatusEnum('status').notNull().default('booked'),
    sequence: integer('sequence').notNull().default(0),
    bookedAt: timestamp('booked_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    cancelledBy: text('cancelled_by', { enum: ['tenant', 'landlord'] }),
    /** When the 24-hour reminder went out (null until then): it goes out once. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('viewing_bookings_live_idx').on(t.propertyId, t.tenantId).where(sql`${t.status} = 'booked'`),
    index('viewing_bookings_slot_idx').on(t.slotId),
    index('viewing_bookings_tenant_idx').on(t.tenantId),
    index('viewing_bookings_landlord_idx').on(t.landlordId),
  ],
);

export type ViewingSlotRow = typeof viewingSlots.$inferSelect;
export type ViewingInvitationRow = typeof viewingInvitations.$inferSelect;
export type ViewingBookingRow = typeof viewingBookings.$inferSelect;
