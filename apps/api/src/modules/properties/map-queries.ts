import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Bbox, MapCluster, MapPoint, PropertyMap } from '@mietmatch/contract';
import type { Executor } from '../../db/client.ts';
import { properties } from '../../db/schema/index.ts';
import { preparedSearch, SearchParams } from '../geo/index.ts';
import { searchCondition, type PropertySearch } from './search-queries.ts';

/** The grid a hidden address is moved to (see `MAP_AREA_RADIUS_M` in the contract): about 400 × 400 m. */
const LAT_STEP = 0.0036;
const LNG_STEP = 0.0055;
/** Listings closer than this many screen pixels at the map's zoom are counted as one cluster. */
const CELL_PX = 64;
/** At most this many cells across the box each way, whatever zoom a client asks for: the answer stays light. */
const MAX_CELLS_ACROSS = 48;
export interface MapSearch extends PropertySearch {
  zoom: number;
  /** Listings whose cluster the client asks for (the cards beside the map). */
  focus: string[];
}

/** Web Mercator's y of a latitude, as a share of the world's height (0 at the top). */
const mercatorY = (lat: number) => {
  const rad = (lat * Math.PI) / 180;
  return (1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2;
};

/** Cells per world width at this zoom, coarser when the box would otherwise hold too many cells. */
function cellScale(zoom: number, bbox: Bbox | undefined): number {
  const atZoom = (2 ** zoom * 256) / CELL_PX;
  if (!bbox) return atZoom;
  const across = (bbox.east - bbox.west) / 360;
  const down = Math.abs(mercatorY(bbox.south) - mercatorY(bbox.north));
  return Math.min(atZoom, MAX_CELLS_ACROSS / Math.max(across, down, 1e-9));
}

/**
 * The map's statement: the search's condition, each listing at the position a reader may see (a hidden
 * address at its grid cell's centre; only its owner and admins see the house), then grouped by screen
 * cells at the zoom. Clusters are averaged over the shown positions, so no answer is finer than they are.
 */
function mapStatement(db: Executor, s: MapSearch) {
  const p = new SearchParams();
  const { condition } = searchCondition(p, s);
  let approximate: SQL;
  if (s.viewerIsAdmin) {
    p.part('manager');
    approximate = sql`false`;
  } else {
    approximate = sql`(${properties.hideExactAddress} and ${properties.ownerId} <> ${p.value('viewer', s.viewerId)})`;
  }
  const snap = (column: AnyColumn, step: number) =>
    sql`(floor(${column} / ${sql.raw(String(step))}) + 0.5) * ${sql.raw(String(step))}`;
  const shown = db.$with('shown').as(
    db
      .select({
        id: sql<string>`${properties.id}`.as('id'),
        rentCents: sql<number>`${properties.rentCents}`.as('rent_cents'),
        warmRentCents: sql<number | null>`${properties.warmRentCents}`.as('warm_rent_cents'),
        approximate: sql<boolean>`${approximate}`.as('approximate'),
        lat: sql<number>`case when ${approximate} then ${snap(properties.lat, LAT_STEP)} else ${properties.lat} end`.as(
          'lat',
        ),
        lng: sql<number>`case when ${approximate} then ${snap(properties.lng, LNG_STEP)} else ${properties.lng} end`.as(
          'lng',
        ),
      })
      .from(properties)
      .where(sql`${condition ?? sql`true`} and ${properties.lat} is not null and ${properties.lng} is not null`),
  );
  const scale = p.value('scale', cellScale(s.zoom, s.filters.bbox));
  // A cluster of one is a point and names its listing; a larger one names only the listings asked about: naming
  // every member made the answer six times larger and cost more than the clustering.
  let ids = sql<string[]>`case when count(*) = 1 then array_agg(${shown.id}) else '{}'::uuid[] end`;
  if (s.focus.length > 0) {
    ids = sql<
      string[]
    >`case when count(*) = 1 then array_agg(${shown.id}) else coalesce(array_agg(${shown.id}) filter (where ${shown.id} = any(${p.value('focus', s.focus)}::uuid[])), '{}') end`;
  }
  const cellX = sql`floor((${shown.lng} + 180) / 360 * ${scale}::float8)`;
  const cellY = sql`floor((1 - ln(tan(radians(${shown.lat})) + 1 / cos(radians(${shown.lat}))) / pi()) / 2 * ${scale}::float8)`;
  const statement = () =>
    db
      .with(shown)
      .select({
        count: sql<number>`count(*)::int`,
        lat: sql<number>`avg(${shown.lat})`,
        lng: sql<number>`avg(${shown.lng})`,
        minLat: sql<number>`min(${shown.lat})`,
        maxLat: sql<number>`max(${shown.lat})`,
        minLng: sql<number>`min(${shown.lng})`,
        maxLng: sql<number>`max(${shown.lng})`,
        ids,
        rentCents: sql<number>`min(${shown.rentCents})`,
        warmRentCents: sql<number | null>`min(${shown.warmRentCents})`,
        approximate: sql<boolean>`bool_or(${shown.approximate})`,
      })
      .from(shown)
      .groupBy(cellX, cellY);
  return { p, statement };
}

type CellRow = Awaited<ReturnType<ReturnType<typeof mapStatement>['statement']>>[number];

const euros = (cents: number | null) => (cents === null ? null : Number(cents) / 100);

/** The cells as the map answers them: a cell of one listing is that listing's point, any other a cluster. */
function presentCells(rows: CellRow[], zoom: number): PropertyMap {
  const points: MapPoint[] = [];
  const clusters: MapCluster[] = [];
  let bounds: PropertyMap['bounds'] = null;
  let total = 0;
  for (const r of rows) {
    const count = Number(r.count);
    total += count;
    const [lat, lng] = [Number(r.lat), Number(r.lng)];
    const cell = { west: Number(r.minLng), south: Number(r.minLat), east: Number(r.maxLng), north: Number(r.maxLat) };
    if (count === 1) {
      points.push({
        id: r.ids[0]!,
        lat,
        lng,
        rent: euros(r.rentCents)!,
        warmRent: euros(r.warmRentCents),
        approximate: Boolean(r.approximate),
      });
    } else {
      clusters.push({ lat, lng, count, ids: r.ids, bounds: cell });
    }
    bounds = bounds
      ? {
          west: Math.min(bounds.west, cell.west),
          south: Math.min(bounds.south, cell.south),
          east: Math.max(bounds.east, cell.east),
          north: Math.max(bounds.north, cell.north),
        }
      : cell;
  }
  return { total, zoom, points, clusters, bounds };
}

/** The search's listings as clusters and points at the map's zoom, one prepared statement per shape. */
export async function searchPropertyMap(db: Executor, s: MapSearch): Promise<PropertyMap> {
  const { p, statement } = mapStatement(db, s);
  const prepared = preparedSearch(db, 'properties-map', p.key, (name) => statement().prepare(name));
  const rows = (await prepared.execute(p.values)) as CellRow[];
  return presentCells(rows, s.zoom);
}
