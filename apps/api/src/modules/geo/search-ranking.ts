import { sql } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';

/** Owners on a running 12-month plan come first among equal matches (top search placement). */
export function topPlacement(now: Date) {
  return sql<boolean>`(${users.subscriptionMonths} = 12 and ${users.paymentExpiresAt} > ${now.toISOString()}::timestamptz)`;
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
  return { row: r.row, distanceKm: r.distanceKm === null ? null : Math.round(Number(r.distanceKm) * 10) / 10, topPlacement: Boolean(r.topPlacement) };
}
