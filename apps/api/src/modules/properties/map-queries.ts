import { sql, type AnyColumn } from 'drizzle-orm';
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
/**
 * At most this many cells across the box each way (a screen of 2,048 px), whatever zoom a client asks for: the
 * answer stays light.
 */
const MAX_CELLS_ACROSS = 32;
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
  // The values first, bound by name; the query itself is built only when its shape is first prepared (building
  // drizzle's query objects on every request cost more API time than reading the answer).
  const p = new SearchParams();
  const { condition } = searchCondition(p, s);
  if (s.viewerIsAdmin) p.part('manager');
  const viewer = s.viewerIsAdmin ? null : p.value('viewer', s.viewerId);
  const scale = p.value('scale', cellScale(s.zoom, s.filters.bbox));
  const focus = s.focus.length > 0 ? p.value('focus', s.focus) : null;
  const statement = () => {
    const approximate = viewer
      ? sql`(${properties.hideExactAddress} and ${properties.ownerId} <> ${viewer})`
      : sql`false`;
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
    // A cluster of one is a point and names its listing; a larger one names only the listings asked about:
    // naming every member made the answer six times larger and cost more than the clustering.
    const others = focus
      ? sql`coalesce(array_agg(${shown.id}) filter (where ${shown.id} = any(${focus}::uuid[])), '{}')`
      : sql`'{}'::uuid[]`;
    const ids = sql<string[]>`case when count(*) = 1 then array_agg(${shown.id}) else ${others} end`;
    const cellX = sql`floor((${shown.lng} + 180) / 360 * ${scale}::float8)`;
    const cellY = sql`floor((1 - ln(tan(radians(${shown.lat})) + 1 / cos(radians(${shown.lat}))) / pi()) / 2 * ${scale}::float8)`;
    const cells = db
      .select({
        count: sql<number>`count(*)::int`.as('count'),
        lat: sql<number>`avg(${shown.lat})`.as('lat'),
        lng: sql<number>`avg(${shown.lng})`.as('lng'),
        minLat: sql<number>`min(${shown.lat})`.as('minLat'),
        maxLat: sql<number>`max(${shown.lat})`.as('maxLat'),
        minLng: sql<number>`min(${shown.lng})`.as('minLng'),
        maxLng: sql<number>`max(${shown.lng})`.as('maxLng'),
        ids: ids.as('ids'),
        rentCents: sql<number>`min(${shown.rentCents})`.as('rentCents'),
        warmRentCents: sql<number | null>`min(${shown.warmRentCents})`.as('warmRentCents'),
        approximate: sql<boolean>`bool_or(${shown.approximate})`.as('approximate'),
      })
      .from(shown)
      .groupBy(cellX, cellY)
      .as('cells');
    // The cells as one JSON value: parsed at once by the driver, where mapping a few hundred rows field by
    // field took a tenth of the request's time.
    return (
      db
        .with(shown)
        // The subquery's rows by its alias (interpolating it would write the subquery out again).
        .select({ cells: sql<CellRow[] | string>`coalesce(json_agg(${sql.identifier('cells')}), '[]'::json)` })
        .from(cells)
    );
  };
  return { p, statement };
}

/** One screen cell of the map, as the statement's JSON names it. */
interface CellRow {
  count: number;
  lat: number;
  lng: number;
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
  ids: string[];
  rentCents: number;
  warmRentCents: number | null;
  approximate: boolean;
}

const euros = (cents: number | null) => (cents === null ? null : Number(cents) / 100);
/** Six decimals of a degree (about 10 cm): an average's seventeen digits would only lengthen the answer. */
const degrees = (v: number) => Math.round(Number(v) * 1e6) / 1e6;

/** The cells as the map answers them: a cell of one listing is that listing's point, any other a cluster. */
function presentCells(rows: CellRow[], zoom: number): PropertyMap {
  const points: MapPoint[] = [];
  const clusters: MapCluster[] = [];
  let bounds: PropertyMap['bounds'] = null;
  let total = 0;
  for (const r of rows) {
    const count = Number(r.count);
    total += count;
    const [lat, lng] = [degrees(r.lat), degrees(r.lng)];
    const cell = {
      west: degrees(r.minLng),
      south: degrees(r.minLat),
      east: degrees(r.maxLng),
      north: degrees(r.maxLat),
    };
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
  const [row] = (await prepared.execute(p.values)) as { cells: CellRow[] | string }[];
  const cells = row?.cells ?? [];
  return presentCells(typeof cells === 'string' ? (JSON.parse(cells) as CellRow[]) : cells, s.zoom);
}

/**
 * How often the listings have been written (migration 0027): a map answer kept since the value was the same
 * is still the answer. Zero before the first write (the sequence's first value is not yet taken).
 */
export async function listingChanges(db: Executor): Promise<string> {
  const { rows } = await db.execute<{ changes: string }>(
    sql`select case when is_called then last_value else 0 end::text as changes from listing_changes`,
  );
  return rows[0]?.changes ?? '0';
}
