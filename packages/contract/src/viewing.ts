import { z } from 'zod';
import { isExistingBerlinTime } from './berlin-time.ts';
import { pagingSchema } from './search.ts';
import { textSchema } from './text.ts';

/** A viewing slot lasts 30 minutes to 4 hours and takes 1 (individual) to 50 (group) tenants. */
export const VIEWING_SLOT_MIN_MINUTES = 30;
export const VIEWING_SLOT_MAX_MINUTES = 240;
export const VIEWING_SLOT_MAX_CAPACITY = 50;
/** The reminder goes out this many hours before the start, to both sides, once. */
export const VIEWING_REMINDER_HOURS = 24;

/** `booked` is the live state; a move keeps the booking (its calendar UID) and changes its slot. */
export const VIEWING_STATUSES = ['booked', 'cancelled', 'attended', 'noShow'] as const;
export type ViewingStatus = (typeof VIEWING_STATUSES)[number];

const id = z.string({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(100, { error: 'invalidValue' });
const note = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  textSchema('fieldRequired').trim().max(500, { error: 'textTooLong' }).optional(),
);
const reason = textSchema('viewingReasonRequired')
  .trim()
  .min(1, { error: 'viewingReasonRequired' })
  .max(1000, { error: 'textTooLong' });

/** ISO 8601 with an offset, naming a time that exists in Berlin (see isExistingBerlinTime). */
const berlinTimestamp = z
  .string({ error: 'viewingTimeInvalid' })
  .pipe(z.iso.datetime({ offset: true, error: 'viewingTimeInvalid' }))
  .refine(isExistingBerlinTime, { error: 'viewingTimeNotInBerlin' });

/** `POST /properties/{id}/viewing-slots`. "Not in the past" needs the clock: the service checks it. */
export const createViewingSlotSchema = z
  .object({
    startsAt: berlinTimestamp,
    endsAt: berlinTimestamp,
    capacity: z.coerce
      .number({ error: 'viewingCapacityInvalid' })
      .int({ error: 'viewingCapacityInvalid' })
      .min(1, { error: 'viewingCapacityInvalid' })
      .max(VIEWING_SLOT_MAX_CAPACITY, { error: 'viewingCapacityInvalid' }),
    note,
  })
  .refine(
    (s) => {
      const minutes = (Date.parse(s.endsAt) - Date.parse(s.startsAt)) / 60_000;
      return minutes >= VIEWING_SLOT_MIN_MINUTES && minutes <= VIEWING_SLOT_MAX_MINUTES;
    },
    { error: 'viewingSlotLength', path: ['endsAt'] },
  );
export type CreateViewingSlot = z.infer<typeof createViewingSlotSchema>;

export const viewingReasonSchema = z.object({ reason });
export const viewingAttendanceSchema = z.object({ attended: z.boolean({ error: 'invalidValue' }) });
export const viewingInvitationBodySchema = z.object({
  propertyId: id,
  tenantId: id,
  message: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    textSchema('fieldRequired').trim().max(1000, { error: 'textTooLong' }).optional(),
  ),
});
export type ViewingInvitationBody = z.infer<typeof viewingInvitationBodySchema>;

export const viewingsQuerySchema = z.object({
  /** Default: the caller's own side (tenants `tenant`, landlords `landlord`). */
  role: z.enum(['tenant', 'landlord'], { error: 'invalidValue' }).optional(),
  /** `upcoming`: live bookings not yet over, soonest first; `past`: over or cancelled, latest first. */
  when: z.enum(['upcoming', 'past'], { error: 'invalidValue' }).default('upcoming'),
  ...pagingSchema,
});
export type ViewingsQuery = z.infer<typeof viewingsQuerySchema>;

const personSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatarUrl: z.string().nullable(),
});
export type ViewingPerson = z.infer<typeof personSchema>;

/** One tenant's place in a slot, as its landlord sees it. */
export const slotBookingSchema = z.object({
  id: z.string(),
  status: z.enum(VIEWING_STATUSES),
  tenant: personSchema,
  bookedAt: z.string(),
});

/**
 * A slot. The owner gets `bookings` (live and attended ones); an invited tenant gets only the slots
 * with free places, no other tenant's name, and `bookedByMe`.
 */
export const viewingSlotSchema = z.object({
  id: z.string(),
  propertyId: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  capacity: z.number().int(),
  booked: z.number().int(),
  note: z.string().nullable(),
  bookings: z.array(slotBookingSchema).optional(),
  bookedByMe: z.boolean().optional(),
});
export type ViewingSlot = z.infer<typeof viewingSlotSchema>;
export const viewingSlotListSchema = z.object({ items: z.array(viewingSlotSchema) });

/** The place as a viewing shows it: the street only to the landlord and to a tenant with a booking. */
export const viewingPlaceSchema = z.object({
  id: z.string(),
  title: z.string(),
  address: z.string(),
  postalCode: z.string(),
  city: z.string().nullable(),
  district: z.string().nullable(),
  addressHidden: z.boolean(),
});

/** `POST /viewing-slots/{id}/book` answers `{ id, slotId, propertyId, status }` and the rest as extras. */
export const viewingSchema = z.object({
  id: z.string(),
  slotId: z.string(),
  propertyId: z.string(),
  status: z.enum(VIEWING_STATUSES),
  startsAt: z.string(),
  endsAt: z.string(),
  note: z.string().nullable(),
  /** Raised by every move and cancellation: the calendar file's SEQUENCE. */
  sequence: z.number().int(),
  property: viewingPlaceSchema,
  tenant: personSchema,
  landlord: personSchema,
  cancelReason: z.string().nullable(),
  cancelledBy: z.enum(['tenant', 'landlord']).nullable(),
  bookedAt: z.string(),
});
export type Viewing = z.infer<typeof viewingSchema>;
export const viewingPageSchema = z.object({
  items: z.array(viewingSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const viewingInvitationSchema = z.object({
  id: z.string(),
  propertyId: z.string(),
  tenantId: z.string(),
  landlordId: z.string(),
  message: z.string().nullable(),
  createdAt: z.string(),
  property: viewingPlaceSchema,
  landlord: personSchema,
  /** The tenant's live booking for this property, if any. */
  bookingId: z.string().nullable(),
  /** Future slots with free places. */
  openSlots: z.number().int(),
});
export type ViewingInvitation = z.infer<typeof viewingInvitationSchema>;
export const viewingInvitationListSchema = z.object({ items: z.array(viewingInvitationSchema) });

/** Realtime payloads, to the two members concerned only. */
export const viewingEventSchemas = {
  viewingInvitation: z.object({ invitation: viewingInvitationSchema }),
  /** A booking made or moved (`moved`); to the landlord, and to the tenant's other tabs. */
  viewingBooked: z.object({ viewing: viewingSchema, moved: z.boolean() }),
  /** A booking cancelled by either side or with its slot; `reason` as given. */
  viewingCancelled: z.object({ viewing: viewingSchema, reason: z.string() }),
} as const;

/** The compact card a thread shows for a viewing's step (an extra on the message). */
export const VIEWING_CARD_EVENTS = ['invited', 'booked', 'moved', 'cancelled'] as const;
export const viewingCardSchema = z.object({
  event: z.enum(VIEWING_CARD_EVENTS),
  propertyId: z.string(),
  bookingId: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  reason: z.string().nullable(),
});
export type ViewingCard = z.infer<typeof viewingCardSchema>;
