import { z } from 'zod';
import { businessDetailsAnswerSchema } from './business-details.ts';
import { ALERT_FREQUENCIES, NOTIFICATION_TYPES, SAVED_SEARCH_KINDS } from './matching.ts';
import { VIEWING_STATUSES } from './viewing.ts';

/**
 * A member's own data: the export (GDPR Art. 20) and the erasure of the account (Art. 17).
 * The export is one ZIP: `account.json` (shape below) and the person's uploaded files under `files/`.
 */

/** Raised when the shape of `account.json` changes, so a reader can tell which one it holds. */
export const ACCOUNT_EXPORT_FORMAT = 5;

/** `mietmatch-export-2026-11-21.zip` (UTC date of the export). */
export function accountExportFileName(at: Date): string {
  return `mietmatch-export-${at.toISOString().slice(0, 10)}.zip`;
}

/** Erasure asks for the password again: a stolen session alone must not delete an account. */
export const deleteAccountBodySchema = z.object({
  password: z
    .string({ error: 'passwordRequired' })
    .min(1, { error: 'passwordRequired' })
    .max(200, { error: 'passwordTooLong' }),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

export const deleteAccountResponseSchema = z.object({ message: z.string() });

const iso = z.string();
/** A path inside the ZIP (`files/…`), or null when the stored file could not be read. */
const zipPath = z.string().nullable();
/** The other member of a conversation or access decision, as the app showed them: null once their account is erased. */
const otherMember = z.object({ id: z.string(), name: z.string() }).nullable();

/** A tenant's file a landlord opened: its title (images have none) as it was then, and when. */
const openedFile = {
  fileTitle: z.string().nullable(),
  fileKind: z.enum(['image', 'document']),
  openedAt: iso,
};

/** Listing and request fields are exported as stored (money in cents); their files point into the ZIP. */
const postFields = z.record(z.string(), z.unknown());

export const accountExportSchema = z.object({
  format: z.literal(ACCOUNT_EXPORT_FORMAT),
  exportedAt: iso,
  account: z.object({
    id: z.string(),
    email: z.string(),
    role: z.enum(['client', 'contractor', 'admin']),
    firstName: z.string(),
    lastName: z.string(),
    address: z.string().nullable(),
    postalArea: z.string().nullable(),
    telephone: z.string().nullable(),
    nationality: z.string().nullable(),
    profession: z.string().nullable(),
    relationshipStatus: z.string().nullable(),
    language: z.string(),
    avatar: zipPath,
    emailVerifiedAt: iso.nullable(),
    isBlocked: z.boolean(),
    isSoftDeleted: z.boolean(),
    isWarned: z.boolean(),
    isDeactivated: z.boolean(),
    planId: z.string().nullable(),
    subscriptionMonths: z.number().nullable(),
    paymentExpiresAt: iso.nullable(),
    additionalPlanExpiresAt: iso.nullable(),
    freePlanUsedAt: iso.nullable(),
    createdAt: iso,
    updatedAt: iso,
    /** A landlord's business details (DSA Art. 30) as they gave them, with the check (format 5); null for tenants. */
    businessDetails: businessDetailsAnswerSchema.nullable(),
  }),
  properties: z.array(
    postFields.and(z.object({ id: z.string(), images: z.array(z.object({ position: z.number(), file: zipPath })) })),
  ),
  requests: z.array(
    postFields.and(
      z.object({
        id: z.string(),
        files: z.array(
          z.object({
            kind: z.enum(['image', 'document']),
            title: z.string().nullable(),
            contentType: z.string(),
            position: z.number(),
            file: zipPath,
          }),
        ),
      }),
    ),
  ),
  favourites: z.object({
    properties: z.array(
      z.object({ propertyId: z.string(), title: z.string(), city: z.string().nullable(), addedAt: iso }),
    ),
    requests: z.array(z.object({ requestId: z.string(), targetCity: z.string().nullable(), addedAt: iso })),
  }),
  inquiries: z.array(
    z.object({
      id: z.string(),
      subjectType: z.enum(['property', 'request', 'profile']),
      subjectId: z.string(),
      startedBy: z.enum(['me', 'other']),
      otherMember,
      createdAt: iso,
      messages: z.array(
        z.object({
          from: z.enum(['me', 'other']),
          message: z.string(),
          sentAt: iso,
          editedAt: iso.nullable(),
          readAt: iso.nullable(),
        }),
      ),
    }),
  ),
  documentAccess: z.object({
    /** Landlords who asked for my files, and what I decided. */
    asTenant: z.array(
      z.object({ landlord: otherMember, status: z.string(), requestedAt: iso, decidedAt: iso.nullable() }),
    ),
    /** Tenants whose files I asked for, and what they decided. */
    asLandlord: z.array(
      z.object({ tenant: otherMember, status: z.string(), requestedAt: iso, decidedAt: iso.nullable() }),
    ),
    /** Each time a landlord opened one of my images or documents, a copy stamped with their name (format 5). */
    openedByLandlords: z.array(z.object({ landlord: otherMember, ...openedFile })),
    /** Each time I opened a tenant's image or document (format 5). */
    openedByMe: z.array(z.object({ tenant: otherMember, ...openedFile })),
  }),
  payments: z.array(
    z.object({
      id: z.string(),
      planId: z.string(),
      kind: z.string(),
      months: z.number(),
      amountCents: z.number(),
      currency: z.string(),
      provider: z.string(),
      status: z.string(),
      periodStart: iso.nullable(),
      periodEnd: iso.nullable(),
      createdAt: iso,
      appliedAt: iso.nullable(),
    }),
  ),
  /** Admin decisions about my account (warnings, blocks) with the reason I was given. */
  moderation: z.array(z.object({ action: z.string(), reason: z.string().nullable(), at: iso })),
  /** My saved searches with their filters as saved (format 2). */
  savedSearches: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      kind: z.enum(SAVED_SEARCH_KINDS),
      filters: z.record(z.string(), z.string()),
      alert: z.enum(ALERT_FREQUENCIES),
      createdAt: iso,
    }),
  ),
  /** My notification centre, newest first, as it shows each entry (format 2). */
  notifications: z.array(
    z.object({
      type: z.enum(NOTIFICATION_TYPES),
      data: z.record(z.string(), z.unknown()),
      createdAt: iso,
      readAt: iso.nullable(),
    }),
  ),
  /** Viewings (format 3): the slots I offered, invitations sent or received, bookings on either side. */
  viewings: z.object({
    slots: z.array(
      z.object({
        id: z.string(),
        propertyId: z.string(),
        propertyTitle: z.string(),
        startsAt: iso,
        endsAt: iso,
        capacity: z.number(),
        booked: z.number(),
        note: z.string().nullable(),
        createdAt: iso,
        cancelledAt: iso.nullable(),
        cancelReason: z.string().nullable(),
      }),
    ),
    invitations: z.array(
      z.object({
        id: z.string(),
        direction: z.enum(['sent', 'received']),
        propertyId: z.string(),
        propertyTitle: z.string(),
        otherMember,
        message: z.string().nullable(),
        createdAt: iso,
      }),
    ),
    bookings: z.array(
      z.object({
        id: z.string(),
        /** `tenant`: my booking; `landlord`: a tenant's booking of my slot. */
        as: z.enum(['tenant', 'landlord']),
        propertyId: z.string(),
        propertyTitle: z.string(),
        otherMember,
        status: z.enum(VIEWING_STATUSES),
        startsAt: iso,
        endsAt: iso,
        bookedAt: iso,
        cancelledAt: iso.nullable(),
        cancelReason: z.string().nullable(),
        cancelledBy: z.enum(['tenant', 'landlord']).nullable(),
      }),
    ),
  }),
  /** Applications (format 4): the ones I made as a tenant, and the ones to my listings as a landlord. */
  applications: z.array(
    z.object({
      id: z.string(),
      /** `sent`: my application; `received`: a tenant's application to my listing. */
      direction: z.enum(['sent', 'received']),
      propertyId: z.string().nullable(),
      propertyTitle: z.string(),
      requestId: z.string(),
      /** Also null for a received one that fair selection still hides from me (not invited yet). */
      otherMember,
      status: z.string(),
      message: z.string().nullable(),
      answer: z.string().nullable(),
      createdAt: iso,
      answeredAt: iso.nullable(),
      statusChangedAt: iso,
      closedReason: z.string().nullable(),
    }),
  ),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
