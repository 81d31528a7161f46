import { z } from 'zod';
import { propertyFilterFields } from './search.ts';
import { emptyToUndefined } from './text.ts';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Zoom levels as web maps count them: 0 shows the world, 20 a few houses. */
export const MAP_MAX_ZOOM = 20;

/**
 * A listing whose exact address is hidden (`hideExactAddress`) stands on the map at the centre of a grid
 * cell of about 400 × 400 m (0.0036° of latitude, 0.0055° of longitude), the same point for every house in
 * that cell, drawn as an area circle of this radius: the circle always contains the house (the cell's half
 * diagonal is under 300 m between latitudes 47° and 55°), and the point never tells one house from another.
 */
export const MAP_AREA_RADIUS_M = 300;

/**
 * `GET /api/landlord/filter/map`: the property search's filters, answered for a map. The area is the city
 * (with its postal codes and radius) and the visible box, each when given; one of city, `listedBy` or
 * `bbox` is required. `zoom` sets how close listings may stand before they are counted as one cluster.
 */
export const propertyMapQuerySchema = propertyFilterFields
  .extend({
    zoom: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'invalidValue' })
        .int({ error: 'invalidValue' })
        .min(0, { error: 'invalidValue' })
        .max(MAP_MAX_ZOOM, { error: 'invalidValue' })
        .default(12),
    ),
    /** Listings whose cluster the client wants to know (the cards beside the map): each cluster names those it holds. */
    ids: z.preprocess(
      (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : (v ?? [])),
      z
        .array(z.string(), { error: 'invalidValue' })
        .max(50, { error: 'invalidValue' })
        // One error for the field, not one per id.
        .refine((ids) => ids.every((id) => GUID.test(id)), { error: 'invalidValue' }),
    ),
  })
  .refine((q) => q.city || q.listedBy || q.bbox, { error: 'cityRequired', path: ['city'] });
export type PropertyMapQuery = z.infer<typeof propertyMapQuerySchema>;

const position = { lat: z.number(), lng: z.number() };

/** One listing on the map; `approximate` marks a hidden address, shown as an area, never as the house. */
export const mapPointSchema = z.object({
  id: z.guid(),
  ...position,
  rent: z.number(),
  warmRent: z.number().nullable(),
  approximate: z.boolean(),
});
export type MapPoint = z.infer<typeof mapPointSchema>;

const boxSchema = z.object({ west: z.number(), south: z.number(), east: z.number(), north: z.number() });

/**
 * Listings standing close at this zoom, counted as one; `ids` names those of the query's `ids` it holds (so the
 * card under the pointer can light up its cluster), `bounds` is the box around them (as shown), which a map zooms
 * to so that they stand apart.
 */
export const mapClusterSchema = z.object({
  ...position,
  count: z.number().int(),
  ids: z.array(z.guid()),
  bounds: boxSchema,
});
export type MapCluster = z.infer<typeof mapClusterSchema>;

export const propertyMapSchema = z.object({
  /** Every listing the search finds in the area (the clusters' counts and the points added up). */
  total: z.number().int(),
  zoom: z.number().int(),
  points: z.array(mapPointSchema),
  clusters: z.array(mapClusterSchema),
  /** The box around everything found (as shown: hidden addresses at their area's centre); null for none. */
  bounds: boxSchema.nullable(),
});
export type PropertyMap = z.infer<typeof propertyMapSchema>;

/**
 * `GET /api/map/settings`: where the web app loads the map's style from (`MAP_STYLE_URL`), and the style of
 * the dark theme (`MAP_STYLE_DARK_URL`).
 */
export const mapSettingsSchema = z.object({ styleUrl: z.string(), styleDarkUrl: z.string() });
export type MapSettings = z.infer<typeof mapSettingsSchema>;
