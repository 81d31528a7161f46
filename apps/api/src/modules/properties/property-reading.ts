import type { PropertyFilterQuery, PropertyMapQuery } from '@mietmatch/contract';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { findUserById } from '../../db/members.ts';
import { canSeeMember, presentProvider } from '../users/index.ts';
import { searchWithCityFallback } from '../geo/index.ts';
import { searchProperties, type PropertySearch } from './search-queries.ts';
import { searchPropertyMap } from './map-queries.ts';
import * as q from './queries.ts';
import { canSeeProperty } from './policy.ts';
import { type PropertyDeps, withImages } from './property-kit.ts';
import { addressView, addressViews } from './address-privacy.ts';

/** One listing and the search, each as the viewer may see them. */
export function createPropertyReading(d: PropertyDeps) {
  // One landlord's listings (their profile): a landlord hidden from the viewer is not found.
  async function checkListedBy(user: UserRow, filters: Pick<PropertyFilterQuery, 'listedBy'>) {
    if (filters.listedBy !== undefined && filters.listedBy !== user.id) {
      if (!canSeeMember(user, await findUserById(d.db, filters.listedBy))) throw new AppError('UserNotFound');
    }
  }

  /** Runs a search of the area (the city falling back as the specification says) as this viewer. */
  function inArea<T extends { total: number }>(
    user: UserRow,
    filters: Omit<PropertyFilterQuery, 'radius'> & { radius: number },
    run: (search: PropertySearch) => Promise<T>,
  ) {
    return searchWithCityFallback(d.db, filters, (centres, postalCodes, radius) =>
      run({
        filters: { ...filters, radius: radius as PropertyFilterQuery['radius'] },
        centres,
        postalCodes,
        viewerId: user.id,
        viewerIsAdmin: user.role === 'admin',
        now: d.clock.now(),
      }),
    );
  }

  return {
    async get(user: UserRow, id: string) {
      const row = await q.findProperty(d.db, id);
      if (!row) throw new AppError('NotFound');
      const owner = row.ownerId === user.id ? user : await findUserById(d.db, row.ownerId);
      if (!canSeeProperty(user, row, owner)) throw new AppError('NotFound');
      const view = await addressView(d.db, user, row);
      return withImages(d, row, owner?.avatarKey ?? null, view, presentProvider(owner));
    },

    /**
     * Search by area and filters. When the chosen postal codes have nothing but the city has,
     * the city's results are answered with `fallback: "city"` (the specification's notice).
     */
    async search(user: UserRow, filters: PropertyFilterQuery) {
      await checkListedBy(user, filters);
      const result = await inArea(user, filters, (search) => searchProperties(d.db, search));
      // Each hit brings its images from the search query itself; the routes take them as one list.
      const rows = result.hits.map((h) => h.row);
      const [views, facts] = await Promise.all([addressViews(d.db, user, rows), d.facts?.(rows)]);
      return { ...result, images: result.hits.flatMap((h) => h.images), addressViews: views, facts };
    },

    /**
     * The same search for a map: clusters and points in the area (the city falls back as the list does),
     * every hidden address at its area's centre.
     */
    async map(user: UserRow, query: PropertyMapQuery) {
      await checkListedBy(user, query);
      const { zoom, ids, ...filters } = query;
      return inArea(user, filters, (search) => searchPropertyMap(d.db, { ...search, zoom, focus: ids }));
    },
  };
}
