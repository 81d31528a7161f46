import { z } from 'zod';
import { PROPERTY_TYPES, RELATIONSHIP_STATUSES } from './constants.ts';
import { fileRefSchema, flagFields } from './property.ts';
import { moderationFields } from './moderation.ts';
import { textSchema } from './text.ts';
import { DOCUMENT_KINDS, INCOME_BANDS, REQUEST_STAGES } from './request-stages.ts';

export const REQUEST_STATUSES = ['available', 'found', 'paused'] as const;
export const MAX_REQUEST_IMAGES = 10;
export const MAX_REQUEST_DOCUMENTS = 20;
export const DOCUMENT_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
/** What the tenant wishes for, yes or no, in the order the form and the details show it. */
export const REQUEST_FLAGS = [
  'garageRequired',
  'smokingAllowed',
  'needTerrace',
  'kitchenFitted',
  'isFurnished',
  'isPetFriendly',
] as const;
export type RequestFlag = (typeof REQUEST_FLAGS)[number];

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const text = (max: number) => textSchema('fieldRequired').trim().max(max, { error: 'textTooLong' });
const optionalText = (max: number) => z.preprocess(emptyToUndefined, text(max).optional());
const count = (fallback: number, max = 1000) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'onlyPositiveNumbers' })
      .min(0, { error: 'onlyPositiveNumbers' })
      .max(max, { error: 'onlyPositiveNumbers' })
      .default(fallback),
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
/** Lists travel comma-joined in forms, as the specification says; empty entries are dropped. */
const commaList = (item: z.ZodType<string>, max: number) =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : (v ?? []),
    z.array(item).max(max, { error: 'invalidValue' }),
  );

/**
 * The tenant request form, field names as in the specification, with its defaults
 * (Single, 2 rooms, 2 bathrooms, 200 m², max price 0, additional cost 0, radius 0, available).
 * `targetCity` names the city the target postal codes belong to (the area is chosen city first);
 * without it the server finds the town from the postal codes or the target addresses.
 */
export const tenantRequestFieldsSchema = z.object({
  firstName: text(100).min(2, { error: 'firstNameRequired' }),
  lastName: text(100).min(2, { error: 'lastNameRequired' }),
  email: z
    .string({ error: 'requestEmailInvalid' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'requestEmailInvalid' }).max(254, { error: 'requestEmailInvalid' })),
  telephone: text(40).min(2, { error: 'telephoneRequired' }),
  nationality: optionalText(80),
  profession: optionalText(120),
  /** Our additions, released to a landlord only at the interest stage (request-stages.ts). */
  employer: optionalText(120),
  incomeBand: z.preprocess(emptyToUndefined, z.enum(INCOME_BANDS, { error: 'invalidValue' }).optional()),
  relationshipStatus: z.preprocess(
    emptyToUndefined,
    z.enum(RELATIONSHIP_STATUSES, { error: 'relationshipStatusInvalid' }).default('Single'),
  ),
  numberOfResidents: count(1, 50),
  animalsInfo: optionalText(500),
  numberOfChildren: count(0, 30),
  childrenInfo: optionalText(500),
  numberOfVehicles: count(0, 20),
  additionalCost: count(0, 1_000_000),
  ...flagFields(REQUEST_FLAGS, flag),
  allowedFileView: flag,
  /** Our addition: alerts about new matching listings (on when a new request leaves it out; kept on update). */
  alertsEnabled: z.preprocess(
    (v) => (v === 'true' || v === 'on' ? true : v === 'false' ? false : v === '' || v === null ? undefined : v),
    z.boolean({ error: 'invalidValue' }).optional(),
  ),
  propertyType: z.preprocess(emptyToUndefined, z.enum(PROPERTY_TYPES, { error: 'invalidValue' }).default('Apartment')),
  requiredRooms: count(2, 100),
  currentPostalCode: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .regex(/^\d{5}$/, { error: 'selectValidAddress' })
      .optional(),
  ),
  currentAddress: optionalText(200),
  targetCity: z.preprocess(emptyToUndefined, text(100).optional()),
  /** The target city's state (same-named towns); without it the server takes it from the postal-code table where the name is unique. */
  targetState: z.preprocess(emptyToUndefined, text(100).optional()),
  targetPostalCode: commaList(z.string().regex(/^\d{5}$/, { error: 'selectTargetArea' }), 50),
  targetAddress: commaList(textSchema().max(200, { error: 'textTooLong' }), 50),
  residentialPreferences: optionalText(2000),
  maxPrice: count(0, 1_000_000),
  numberOfBathrooms: count(2, 50),
  squareMeters: count(200, 100_000),
  radius: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'invalidValue' })
      .pipe(
        z.union([z.literal(0), z.literal(5), z.literal(10), z.literal(20), z.literal(50)], { error: 'invalidValue' }),
      )
      .default(0),
  ),
  lat: z.preprocess(emptyToUndefined, z.coerce.number({ error: 'invalidValue' }).min(-90).max(90).optional()),
  lng: z.preprocess(emptyToUndefined, z.coerce.number({ error: 'invalidValue' }).min(-180).max(180).optional()),
  status: z.preprocess(emptyToUndefined, z.enum(REQUEST_STATUSES, { error: 'invalidValue' }).default('available')),
  notes: optionalText(2000),
  /**
   * The consent checkbox. The specification names no field for it (its form checks it before
   * sending), so a form without the field counts as consented; one sent unticked is refused.
   */
  consent: z.preprocess(
    (v) => v === undefined || v === 'true' || v === true || v === 'on',
    z.literal(true, { error: 'consentRequired' }),
  ),
});
export type TenantRequestFields = z.infer<typeof tenantRequestFieldsSchema>;

/** `kind` decides from which stage a landlord may open the document (request-stages.ts). */
export const documentRefSchema = fileRefSchema.extend({
  title: z.string(),
  contentType: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
});
/** A document's kind as chosen at upload, one `documentKinds` part per document; "other" when left out. */
export const documentKindSchema = z.preprocess(
  (v) => (v === '' || v === undefined || v === null ? 'other' : v),
  z.enum(DOCUMENT_KINDS, { error: 'invalidValue' }),
);

export const ACCESS_STATES = ['none', 'pending', 'granted', 'removed', 'public', 'owner'] as const;
export type AccessState = (typeof ACCESS_STATES)[number];

export const tenantRequestSchema = z.object({
  id: z.string(),
  userId: z.string(),
  avatar: z.string().nullable(),
  /**
   * How far this viewer sees the request (request-stages.ts): its owner and admins "contract" (all);
   * a landlord the stage they reached with this tenant. Fields above it are absent, not null.
   */
  stage: z.enum(REQUEST_STAGES),
  firstName: z.string(),
  /** Below the contact stage only the initial ("M."). */
  lastName: z.string(),
  email: z.string().optional(),
  telephone: z.string().optional(),
  /** Never to landlords. */
  nationality: z.string().nullable().optional(),
  profession: z.string().nullable().optional(),
  employer: z.string().nullable().optional(),
  incomeBand: z.enum(INCOME_BANDS).nullable().optional(),
  /** Never to landlords. */
  relationshipStatus: z.enum(RELATIONSHIP_STATUSES).optional(),
  numberOfResidents: z.number(),
  animalsInfo: z.string().nullable(),
  numberOfChildren: z.number(),
  childrenInfo: z.string().nullable(),
  numberOfVehicles: z.number(),
  additionalCost: z.number(),
  ...flagFields(REQUEST_FLAGS, z.boolean()),
  allowedFileView: z.boolean(),
  /** Only to the owner: whether they are alerted to new matching listings (a published request is a standing search). */
  alertsEnabled: z.boolean().optional(),
  propertyType: z.enum(PROPERTY_TYPES),
  requiredRooms: z.number(),
  currentPostalCode: z.string().nullable().optional(),
  currentAddress: z.string().nullable().optional(),
  targetCity: z.string().nullable(),
  targetState: z.string().nullable(),
  targetPostalCode: z.array(z.string()),
  targetAddress: z.array(z.string()),
  residentialPreferences: z.string().nullable(),
  maxPrice: z.number(),
  numberOfBathrooms: z.number(),
  squareMeters: z.number(),
  radius: z.number(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  status: z.enum(REQUEST_STATUSES),
  notes: z.string().nullable(),
  /** What the viewer may see of the files: they are listed only when released. */
  fileAccess: z.enum(ACCESS_STATES),
  /** `thumbUrl`: the image's thumbnail, through the same guarded file route (`?size=thumb`). */
  images: z.array(fileRefSchema.extend({ thumbUrl: z.string() })),
  documents: z.array(documentRefSchema),
  createdAt: z.string(),
  ...moderationFields,
  updatedAt: z.string(),
});
export type TenantRequest = z.infer<typeof tenantRequestSchema>;
