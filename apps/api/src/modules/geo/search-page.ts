import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { preparedSearch, totalOf, windowTotal, type SearchParams } from './search-ranking.ts';

export interface SearchPageSpec {
  table: PgTable;
  id: PgColumn;
  condition: SQL | undefined;
  /** Sorted before everything else when given (a match's score), descending. */
  rank?: SQL<number>;
  /** Top placement, sorted first (after the rank, if any; see `topPlacement`). */
  top: SQL<boolean>;
  /** The sort after the top placement; the page query repeats it over the page's rows. */
  sortKeys: SQL[];
  /** Distance to the nearest centre, or null without an area. */
  distance: SQL | null;
  page: number;
  pageSize: number;
  /** Further columns of each page row, read in the page query (e.g. a listing's images). */
  extra?: Record<string, SQL>;
}

/** A page row as the page query answers it; `row` is the table's row. */
export interface SearchPageRow {
  row: unknown;
  distanceKm: unknown;
  /** The rank the page was sorted by (0 without one). */
  rank: unknown;
  topPlacement: unknown;
  total: number;
  [extra: string]: unknown;
}

/**
 * The page and the count of a search over one table, its values bound through `p`.
 * One pass finds the page's ids, their placement and the total (a window count) over narrow rows;
 * only the page's rows are then read whole. Sorting the matches with every column (arrays and
 * texts included) cost more than finding them. A page past the end needs its own count.
 */
export function searchPageStatement(db: Executor, p: SearchParams, s: SearchPageSpec) {
  const limit = p.value('limit', s.pageSize);
  const offset = p.value('offset', (s.page - 1) * s.pageSize);
  // The rank is computed once, in the select list; the order names it (it would be computed again).
  const rank = s.rank ?? sql<number>`0`;
  const page = () => {
    const ids = db.$with('page').as(
      db
        .select({
          id: s.id,
          rank: sql<number>`${rank}`.as('rank'),
          top: sql<boolean>`${s.top}`.as('top'),
          total: sql<number>`${windowTotal}`.as('total'),
        })
        .from(s.table)
        .where(s.condition)
        .orderBy(...(s.rank ? [sql`"rank" desc`] : []), desc(s.top), ...s.sortKeys)
        .limit(limit)
        .offset(offset),
    );
    return db
      .with(ids)
      .select({
        row: s.table,
        distanceKm: s.distance ?? sql<null>`null`,
        rank: ids.rank,
        topPlacement: ids.top,
        total: ids.total,
        ...s.extra,
      })
      .from(ids)
      .innerJoin(s.table, eq(s.id, ids.id))
      .orderBy(...(s.rank ? [desc(ids.rank)] : []), desc(ids.top), ...s.sortKeys);
  };
  const total = () => db.select({ n: count() }).from(s.table).where(s.condition);
  return { page, total };
}

/** Runs a search's page as a prepared statement of its shape, and its count only when needed. */
export async function runSearchPage(
  db: Executor,
  kind: string,
  p: SearchParams,
  statement: ReturnType<typeof searchPageStatement>,
  page: number,
): Promise<{ rows: SearchPageRow[]; total: number }> {
  const prepared = preparedSearch(db, kind, p.key, (name) => statement.page().prepare(name));
  const rows = (await prepared.execute(p.values)) as SearchPageRow[];
  const total = await totalOf(rows, page, async () => {
    const counting = preparedSearch(db, `${kind}-total`, p.key, (name) => statement.total().prepare(name));
    const counted = await counting.execute(p.values);
    return Number(counted[0]?.n ?? 0);
  });
  return { rows, total };
}
