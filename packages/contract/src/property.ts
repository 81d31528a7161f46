import { z } from 'zod';
import { listingProviderSchema } from './business-details.ts';
import { moderationFields } from './moderation.ts';
import { textSchema } from './text.ts';
import {
  ENERGY_CERTIFICATE_TYPES,
  ENERGY_EFFICIENCY_CLASSES,
  PROPERTY_FLAGS,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
} from './constants.ts';

/** The same schema under every name of a flag list, so a schema's flags are exactly the list. */
export function flagFields<const K extends string, S>(names: readonly K[], schema: S): Record<K, S> {
  return Object.fromEntries(names.map((name) => [name, schema])) as Record<K, S>;
}

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const text = (max: number) => textSchema('fieldRequired').trim().max(max, { error: 'textTooLong' });
const optionalText = (max: number) => z.preprocess(emptyToUndefined, text(max).optional());

/** Multipart sends numbers and booleans as text; forms may leave a number empty. */
const nonNegative = (max = 1_000_000) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'onlyPositiveNumbers' })
      .min(0, { error: 'onlyPositiveNumbers' })
      .max(max, { error: 'onlyPositiveNumbers' })
      .optional(),
  );
const flag = z.preprocess(
  (v) =>
    v === 'true' || v === true || v === 'on'
      ? true
      : v === 'false' || v === false || v === '' || v === undefined
        ? false
        : v,
  z.boolean({ error: 'invalidValue' }),
);

/**
 * The landlord's property form, field names as in the specification. Money in euros with at
 * most two decimals (stored as cents). Defaults: status available, rent 0, every flag false —
 * but a listing needs a rent of at least 1 ("Add an estimated rent").
 */
export const propertyFieldsSchema = z.object({
  firstName: text(100).min(2, { error: 'propertyFirstNameRequired' }),
  lastName: text(100).min(2, { error: 'propertyLastNameRequired' }),
  email: z
    .string({ error: 'propertyEmailInvalid' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'propertyEmailInvalid' }).max(254, { error: 'propertyEmailInvalid' })),
  phoneNumber: text(40).min(2, { error: 'phoneNumberRequired' }),
  title: text(160).min(2, { error: 'propertyTitleRequired' }),
  description: optionalText(5000),
  address: text(200).min(1, { error: 'fieldRequired' }),
  postalCode: text(5).regex(/^\d{5}$/, { error: 'selectValidAddress' }),
  /** Our extra: tenants see postal code, city and district only, until they have booked a viewing. */
  hideExactAddress: flag,
  city: optionalText(100),
  state: optionalText(100),
  propertyType: z.preprocess(emptyToUndefined, z.enum(PROPERTY_TYPES, { error: 'invalidValue' }).default('Apartment')),
  numberOfRooms: nonNegative(100),
  numberOfBathrooms: nonNegative(50),
  squareMeters: nonNegative(100_000),
  ...flagFields(PROPERTY_FLAGS, flag),
  status: z.preprocess(emptyToUndefined, z.enum(PROPERTY_STATUSES, { error: 'invalidValue' }).default('available')),
  notes: optionalText(2000),
  rent: z.preprocess(
    (v) => (v === '' || v === undefined ? 0 : v),
    z.coerce
      .number({ error: 'rentRequired' })
      .min(1, { error: 'rentRequired' })
      .max(1_000_000, { error: 'onlyPositiveNumbers' }),
  ),
  additionalCost: nonNegative(),
  warmRent: nonNegative(),
  energyCertificateType: z.preprocess(
    emptyToUndefined,
    z.enum(ENERGY_CERTIFICATE_TYPES, { error: 'invalidValue' }).optional(),
  ),
  energyValue: nonNegative(10_000),
  energyEfficiencyClass: z.preprocess(
    emptyToUndefined,
    z.enum(ENERGY_EFFICIENCY_CLASSES, { error: 'invalidValue' }).optional(),
  ),
  energySource: optionalText(80),
  yearOfConstruction: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'invalidValue' })
      .int({ error: 'invalidValue' })
      .min(1000, { error: 'invalidValue' })
      .max(2100, { error: 'invalidValue' })
      .optional(),
  ),
  /**
   * Our extras, left as they are when absent: the most live applications the listing takes (empty
   * or "null": no limit), and whether it takes applications at all.
   */
  applicationLimit: z.preprocess(
    (v) => (v === '' || v === 'null' ? null : v),
    z
      .union(
        [
          z.null(),
          z.coerce
            .number({ error: 'applicationLimitInvalid' })
            .int({ error: 'applicationLimitInvalid' })
            .min(1, { error: 'applicationLimitInvalid' })
            .max(1000, { error: 'applicationLimitInvalid' }),
        ],
        // A union names no member's own message: without this the form read 'Invalid value'.
        { error: 'applicationLimitInvalid' },
      )
      .optional(),
  ),
  applicationsOpen: z.preprocess(
    (v) => (v === 'true' || v === 'on' ? true : v === 'false' ? false : v === '' ? undefined : v),
    z.boolean({ error: 'invalidValue' }).optional(),
  ),
  /** Our extra, left as it is when absent: fair selection (applicants anonymous until invited, viewings by lot). */
  fairSelection: z.preprocess(
    (v) => (v === 'true' || v === 'on' ? true : v === 'false' ? false : v === '' ? undefined : v),
    z.boolean({ error: 'invalidValue' }).optional(),
  ),
});
export type PropertyFields = z.infer<typeof propertyFieldsSchema>;

export const fileRefSchema = z.object({
  id: z.string(),
  url: z.string(),
  thumbUrl: z.string().optional(),
  title: z.string().optional(),
});

/**
 * How a landlord answers applications (over the last 90 days): the share answered within 7 days (0–1)
 * and the median hours to the first reaction; both null below 3 applications.
 */
export const landlordResponseSchema = z.object({
  rate: z.number().nullable(),
  medianHours: z.number().nullable(),
  sample: z.number().int(),
});
export type LandlordResponse = z.infer<typeof landlordResponseSchema>;

export const propertySchema = z.object({
  id: z.string(),
  listedBy: z.string(),
  avatar: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  /** Our extra (DSA Art. 30): who offers the listing, a private landlord or a business with its details. */
  provider: listingProviderSchema.optional(),
  title: z.string(),
  description: z.string().nullable(),
  address: z.string(),
  postalCode: z.string(),
  /** The landlord hides street and number (and the exact position) until a tenant has booked a viewing. */
  hideExactAddress: z.boolean().optional(),
  /** True when `address` is empty for this reader because the landlord hides it. */
  addressHidden: z.boolean().optional(),
  /** With a hidden address: the postal code's place when it is not the city (null when there is none). */
  district: z.string().nullable().optional(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  propertyType: z.enum(PROPERTY_TYPES),
  numberOfRooms: z.number().nullable(),
  numberOfBathrooms: z.number().nullable(),
  squareMeters: z.number().nullable(),
  ...flagFields(PROPERTY_FLAGS, z.boolean()),
  status: z.enum(PROPERTY_STATUSES),
  notes: z.string().nullable(),
  rent: z.number(),
  additionalCost: z.number().nullable(),
  warmRent: z.number().nullable(),
  energyCertificateType: z.enum(ENERGY_CERTIFICATE_TYPES).nullable(),
  energyValue: z.number().nullable(),
  energyEfficiencyClass: z.enum(ENERGY_EFFICIENCY_CLASSES).nullable(),
  energySource: z.string().nullable(),
  yearOfConstruction: z.number().int().nullable(),
  images: z.array(fileRefSchema),
  createdAt: z.string(),
  /** Our extras: whether the listing takes applications now (its landlord's switch and limit). */
  applicationsOpen: z.boolean().optional(),
  /** To the owner: the most live applications it takes (null: no limit). */
  applicationLimit: z.number().int().nullable().optional(),
  /** To the owner: their own switch (`applicationsOpen` is the switch and the limit together). */
  applicationsEnabled: z.boolean().optional(),
  /** How its landlord answers applications. */
  landlordResponse: landlordResponseSchema.optional(),
  /**
   * Fair selection: "Faire Auswahl: Besichtigungen werden unter allen passenden Bewerbungen verlost".
   * Every answer of ours carries it; optional for answers built elsewhere.
   */
  fairSelection: z.boolean().optional(),
  ...moderationFields,
  updatedAt: z.string(),
});
export type Property = z.infer<typeof propertySchema>;
