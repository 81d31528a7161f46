import { sql, type SQL, type AnyColumn } from 'drizzle-orm';
import type { GeoPoint } from './queries.ts';

const EARTH_KM = 6371;
/** A degree of latitude on the sphere the distance is measured on (~111.19 km). */
const KM_PER_DEGREE_LAT = (EARTH_KM * Math.PI) / 180;
/**
 * The boxes only narrow, the distance decides: widened by 1 % so that a box holds every point within
 * the radius (a box exactly as wide would lose some to rounding, and to the great circle's curve).
 */
const BOX_MARGIN = 1.01;

/**
 * Great-circle distance in km between a row's position and a point, in SQL. The point may be SQL
 * too (a placeholder, or the centres a saved search keeps): every caller measures with this formula.
 */
export function distanceKm(lat: AnyColumn | SQL, lng: AnyColumn | SQL, p: GeoPoint): SQL<number> {
  return sql<number>`(${EARTH_KM} * 2 * asin(sqrt(power(sin(radians(${lat} - ${p.lat}) / 2), 2) + cos(radians(${p.lat})) * cos(radians(${lat})) * power(sin(radians(${lng} - ${p.lng}) / 2), 2))))`;
}

/** Distance to the nearest of several points. */
export function nearestDistanceKm(lat: AnyColumn, lng: AnyColumn, points: GeoPoint[]): SQL<number> {
  if (points.length === 1) return distanceKm(lat, lng, points[0]!);
  return sql<number>`least(${sql.join(
    points.map((p) => distanceKm(lat, lng, p)),
    sql`, `,
  )})`;
}

/**
 * A box around the points, widened by the radius: an index on (lat, lng) narrows the rows
 * before the exact distance is computed for the few left.
 */
export function boundingBox(points: GeoPoint[], radiusKm: number) {
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const dLat = (radiusKm * BOX_MARGIN) / KM_PER_DEGREE_LAT;
  const maxAbsLat = Math.max(...lats.map(Math.abs));
  const dLng =
    (radiusKm * BOX_MARGIN) / (KM_PER_DEGREE_LAT * Math.cos((Math.min(maxAbsLat + dLat, 89) * Math.PI) / 180));
  return {
    minLat: Math.min(...lats) - dLat,
    maxLat: Math.max(...lats) + dLat,
    minLng: Math.min(...lngs) - dLng,
    maxLng: Math.max(...lngs) + dLng,
  };
}

export type Box = ReturnType<typeof boundingBox>;

const overlaps = (a: Box, b: Box) =>
  a.minLat <= b.maxLat && b.minLat <= a.maxLat && a.minLng <= b.maxLng && b.minLng <= a.maxLng;

/**
 * Boxes around the points, widened by the radius, where boxes that overlap are merged into one.
 * Points close together (the postal codes of one city) give the one box of `boundingBox`; towns
 * far apart (same-named towns in several states) each keep a box of their own, since one box
 * around all of them would span half the country and no index could narrow it.
 */
export function boundingBoxes(points: GeoPoint[], radiusKm: number): Box[] {
  let groups = points.map((p) => ({ points: [p], box: boundingBox([p], radiusKm) }));
  for (let merged = true; merged && groups.length > 1; ) {
    merged = false;
    outer: for (let i = 0; i < groups.length; i++) {
      for (let j = i + 1; j < groups.length; j++) {
        if (overlaps(groups[i]!.box, groups[j]!.box)) {
          const all = [...groups[i]!.points, ...groups[j]!.points];
          groups = [...groups.filter((_, k) => k !== i && k !== j), { points: all, box: boundingBox(all, radiusKm) }];
          merged = true;
          break outer;
        }
      }
    }
  }
  // The order of the boxes is their position, so that the same area always gives the same SQL.
  return groups.map((g) => g.box).sort((a, b) => a.minLat - b.minLat || a.minLng - b.minLng);
}
