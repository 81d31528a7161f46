import { isNotNull, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { perExecutor } from '../../db/per-executor.ts';
import { boundingBoxes } from './distance.ts';
import type { GeoPoint } from './queries.ts';

/**
 * Owners on a running 12-month plan come first among equal matches (top placement). The plan's
 * end sits on the listing row (`owner_top_until`, kept by a trigger), so ranking needs no join and
 * a plan that runs out drops at that instant without any update. No plan counts as false, never
 * as NULL (which would sort first in a descending order).
 */
export function topPlacement(ownerTopUntil: AnyColumn, now: Placeholder) {
  return sql<boolean>`coalesce(${ownerTopUntil} > ${now}::timestamptz, false)`;
}

/**
 * What others may find: available listings of visible owners, neither removed nor restricted by
 * moderation. Written with literals (not parameters) so that the planner can always match it to the
 * partial search indexes; the moderation condition is checked on the rows those indexes find.
 */
export function searchable(status: AnyColumn, ownerVisible: AnyColumn, moderation: AnyColumn) {
  return sql`${status} = 'available' and ${ownerVisible} and ${moderation} is null`;
}

/**
 * Rows within `radius` km of the nearest centre: boxes around the centres (see `boundingBoxes`)
 * narrow the rows on the position index before the exact distance is computed for the few left.
 * One box keeps the value names it always had; several (same-named towns far apart) number theirs.
 */
export function withinRadius(
  p: SearchParams,
  lat: AnyColumn,
  lng: AnyColumn,
  centres: GeoPoint[],
  distance: SQL,
  radius: number,
): SQL {
  const boxes = boundingBoxes(centres, radius);
  const inBox = boxes.map((box, i) => {
    const name = (key: string) => (boxes.length === 1 ? key : `b${i}${key}`);
    return sql`${lat} between ${p.value(name('minLat'), box.minLat)} and ${p.value(name('maxLat'), box.maxLat)}
      and ${lng} between ${p.value(name('minLng'), box.minLng)} and ${p.value(name('maxLng'), box.maxLng)}`;
  });
  const anyBox =
    inBox.length === 1
      ? inBox[0]!
      : sql`(${sql.join(
          inBox.map((b) => sql`(${b})`),
          sql` or `,
        )})`;
  return sql`(${isNotNull(lat)} and ${anyBox} and ${distance} <= ${p.value('radius', radius)})`;
}

/** `count(*) over ()` beside each row answers the total in the same pass as the page. */
export const windowTotal = sql<number>`count(*) over ()`;

/**
 * The total from the page's window count; only a page past the end (no rows) needs a count of
 * its own, and on page 1 no rows means none at all.
 */
export async function totalOf(rows: { total: number }[], page: number, count: () => Promise<number>): Promise<number> {
  if (rows.length > 0) return Number(rows[0]!.total);
  return page === 1 ? 0 : count();
}

/** A hit as the search answers it: distance to one decimal, top placement as a boolean. */
export function toHit<R>(r: { row: R; distanceKm: unknown; topPlacement: unknown }) {
  return {
    row: r.row,
    distanceKm: r.distanceKm === null ? null : Math.round(Number(r.distanceKm) * 10) / 10,
    topPlacement: Boolean(r.topPlacement),
  };
}

/**
 * The values of one search, each bound to a named placeholder. Every value of a search MUST go
 * through `value` (a literal would be frozen into the cached statement and answer the next search
 * with this one's value); every choice that changes the SQL text without a value (a sort, a
 * missing visibility filter) is named with `part`. The names in order are the statement's shape.
 */
export class SearchParams {
  readonly values: Record<string, unknown> = {};
  private readonly shape: string[] = [];

  value(name: string, v: unknown): Placeholder {
    this.values[name] = v;
    this.shape.push(name);
    return sql.placeholder(name);
  }

  part(token: string): void {
    this.shape.push(`#${token}`);
  }

  /** Points as placeholders, for the distance formulas of distance.ts (which interpolate them). */
  points(prefix: string, points: GeoPoint[]): GeoPoint[] {
    return points.map(
      (c, i) =>
        ({
          lat: this.value(`${prefix}${i}lat`, c.lat),
          lng: this.value(`${prefix}${i}lng`, c.lng),
        }) as unknown as GeoPoint,
    );
  }

  get key(): string {
    return this.shape.join(',');
  }
}

interface Prepared<T> {
  execute(values: Record<string, unknown>): Promise<T>;
}

/**
 * Building a search's SQL with drizzle costs about as much Node time as PostgreSQL needs to run it
 * (the 40 columns of a listing alone take ~0.3 ms), and PostgreSQL would parse and plan it again
 * each time. So each shape of search is built once per database and kept as a prepared statement;
 * a search only binds its values. The first shapes get server-side names (PostgreSQL keeps their
 * plans per connection); past that number, new shapes are sent unnamed, so that odd combinations
 * of filters cannot fill the server with statements. Kept shapes are bounded too.
 */
const MAX_SHAPES = 256;
const MAX_NAMED = 64;
const statementsOf = perExecutor(() => new Map<string, Prepared<unknown>>());
let named = 0;

export function preparedSearch<T>(
  db: Executor,
  kind: string,
  key: string,
  build: (name: string) => Prepared<T>,
): Prepared<T> {
  const byShape = statementsOf(db);
  const id = `${kind}:${key}`;
  let prepared = byShape.get(id) as Prepared<T> | undefined;
  if (!prepared) {
    if (byShape.size >= MAX_SHAPES) byShape.delete(byShape.keys().next().value!);
    // An empty name sends the statement unnamed (node-postgres), parsed anew each time.
    prepared = build(named < MAX_NAMED ? `mm_search_${++named}` : '');
    byShape.set(id, prepared as Prepared<unknown>);
  }
  return prepared;
}
