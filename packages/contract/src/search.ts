import { z } from 'zod';
import { PROPERTY_FLAGS, PROPERTY_TYPES, RADIUS_OPTIONS_KM } from './constants.ts';
import { flagFields, propertySchema } from './property.ts';
import { emptyToUndefined, textSchema } from './text.ts';

const optionalNumber = (max: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'onlyPositiveNumbers' })
      .min(0, { error: 'onlyPositiveNumbers' })
      .max(max, { error: 'onlyPositiveNumbers' })
      .optional(),
  );
const optionalFlag = z
  .preprocess(emptyToUndefined, z.enum(['true', 'false'], { error: 'invalidValue' }).optional())
  .transform((v) => (v === undefined ? undefined : v === 'true'));
const commaList = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : v === undefined
        ? []
        : v,
  z.array(z.string().regex(/^\d{5}$/, { error: 'selectValidAddress' })).max(50, { error: 'invalidValue' }),
);

/**
 * The state of the city, as the area data names it: several towns share a name ("Halle" lies in
 * three states), so with a state the city, its centre and its postal codes are that one town's.
 * Without it the name stands for every town so called, each measured from its own centre.
 */
const stateField = z.preprocess(emptyToUndefined, textSchema().trim().max(100, { error: 'textTooLong' }).optional());

/** The area both searches take: a town (and its state), postal codes in it, a radius around them in km. */
const areaFields = {
  city: z.preprocess(emptyToUndefined, textSchema().trim().max(100, { error: 'textTooLong' }).optional()),
  state: stateField,
  postalCodes: commaList,
  radius: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'invalidValue' })
      .pipe(
        z.union(
          RADIUS_OPTIONS_KM.map((r) => z.literal(r)),
          { error: 'invalidValue' },
        ),
      )
      .default(0),
  ),
};

/** Paging shared by every list: page from 1, page size 10, 20 or 50. */
export const pagingSchema = {
  page: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'invalidValue' })
      .int({ error: 'invalidValue' })
      .min(1, { error: 'invalidValue' })
      .max(100_000, { error: 'invalidValue' })
      .default(1),
  ),
  pageSize: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'invalidValue' })
      .pipe(z.union([z.literal(10), z.literal(20), z.literal(50)], { error: 'invalidValue' }))
      .default(10),
  ),
};

/**
 * `GET /tenant/all`: without `userId` a tenant's own requests (every visible one for landlords and
 * admins); with it one member's, as the viewer may see them (their profile's requests).
 */
export const requestListQuerySchema = z.object({
  userId: z.preprocess(emptyToUndefined, z.guid({ error: 'invalidValue' }).optional()),
  ...pagingSchema,
});
export type RequestListQuery = z.infer<typeof requestListQuerySchema>;

/**
 * A map's visible box, `west,south,east,north` in degrees (the order of GeoJSON and OpenStreetMap).
 * No box crosses the antimeridian: the platform's market lies well inside one hemisphere.
 */
const bboxNumbers = (v: string) => v.split(',').map((n) => (n.trim() === '' ? Number.NaN : Number(n)));
const isBbox = ([west, south, east, north]: number[]) =>
  [west, south, east, north].every((n) => n !== undefined && Number.isFinite(n)) &&
  Math.abs(west!) <= 180 &&
  Math.abs(east!) <= 180 &&
  Math.abs(south!) <= 90 &&
  Math.abs(north!) <= 90 &&
  west! < east! &&
  south! < north!;
export const bboxSchema = z.preprocess(
  emptyToUndefined,
  z
    .string({ error: 'invalidValue' })
    .refine((v) => v.split(',').length === 4 && isBbox(bboxNumbers(v)), { error: 'invalidValue' })
    .transform((v) => {
      const [west, south, east, north] = bboxNumbers(v) as [number, number, number, number];
      return { west, south, east, north };
    })
    .optional(),
);
export type Bbox = NonNullable<z.infer<typeof bboxSchema>>;

/**
 * Property search's fields. Filters are named after the fields they constrain; numbers are minimums except
 * `maxPrice` (the warm rent, or the rent where no warm rent is given); flags demand the feature. `bbox`
 * (our addition) keeps only listings inside a map's visible box, besides any city.
 */
export const propertyFilterFields = z.object({
  ...areaFields,
  // A landlord's id: a malformed one is the field's error, never a database error.
  listedBy: z.preprocess(emptyToUndefined, z.guid({ error: 'invalidValue' }).optional()),
  sort: z.preprocess(
    emptyToUndefined,
    z.enum(['newest', 'rent', 'size', 'distance'], { error: 'invalidValue' }).default('newest'),
  ),
  maxPrice: optionalNumber(1_000_000),
  numberOfRooms: optionalNumber(100),
  numberOfBathrooms: optionalNumber(50),
  squareMeters: optionalNumber(100_000),
  propertyType: z.preprocess(emptyToUndefined, z.enum(PROPERTY_TYPES, { error: 'invalidValue' }).optional()),
  ...flagFields(PROPERTY_FLAGS, optionalFlag),
  bbox: bboxSchema,
  ...pagingSchema,
});

/** Property search: a city is required unless listing one landlord's properties (`listedBy`) or a map's box. */
export const propertyFilterQuerySchema = propertyFilterFields.refine((q) => q.city || q.listedBy || q.bbox, {
  error: 'cityRequired',
  path: ['city'],
});
export type PropertyFilterQuery = z.infer<typeof propertyFilterQuerySchema>;

/**
 * A saved property search: the search's fields without a map's box, which alerts cannot match yet
 * (a box sent with it is dropped); a city is required as before.
 */
export const savedPropertyFilterSchema = propertyFilterFields
  .omit({ bbox: true })
  .refine((q) => q.city || q.listedBy, { error: 'cityRequired', path: ['city'] });

export const propertyListItemSchema = propertySchema.extend({
  distanceKm: z.number().nullable(),
  topPlacement: z.boolean(),
});

export const propertyListSchema = z.object({
  items: z.array(propertyListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** "city" when the chosen postal codes had nothing and the whole city is shown instead. */
  fallback: z.literal('city').nullable(),
});
export type PropertyList = z.infer<typeof propertyListSchema>;

/**
 * Request search for landlords. `maxPrice` finds tenants who can pay at least this rent;
 * `requiredRooms`, `numberOfResidents` and `numberOfChildren` are what the landlord offers or
 * accepts (requests needing no more); flags filter tenants by what they need or bring.
 */
export const requestFilterQuerySchema = z
  .object({
    ...areaFields,
    sort: z.preprocess(
      emptyToUndefined,
      z.enum(['newest', 'price', 'distance'], { error: 'invalidValue' }).default('newest'),
    ),
    maxPrice: optionalNumber(1_000_000),
    requiredRooms: optionalNumber(100),
    numberOfResidents: optionalNumber(50),
    numberOfChildren: optionalNumber(30),
    propertyType: z.preprocess(emptyToUndefined, z.enum(PROPERTY_TYPES, { error: 'invalidValue' }).optional()),
    isPetFriendly: optionalFlag,
    garageRequired: optionalFlag,
    smokingAllowed: optionalFlag,
    ...pagingSchema,
  })
  .refine((q) => q.city, { error: 'cityRequired', path: ['city'] });
export type RequestFilterQuery = z.infer<typeof requestFilterQuerySchema>;
