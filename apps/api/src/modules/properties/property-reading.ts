import type { PropertyFilterQuery, PropertyMapQuery } from '@mietmatch/contract';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { findUserById } from '../../db/members.ts';
import { canSeeMember, presentProvider } from '../users/index.ts';
import { searchWithCityFallback } from '../geo/index.ts';
import { searchProperties, type PropertySearch } from './search-queries.ts';
import { searchPropertyMap } from './map-queries.ts';
import { createMapAnswers } from './map-answers.ts';
import * as q from './queries.ts';
import { canSeeProperty } from './policy.ts';
import { type PropertyDeps, withImages } from './property-kit.ts';
import { addressView, addressViews } from './address-privacy.ts';

/** The viewer a tenant's map is built for: an id no account has, so no listing is theirs. */
const NOBODY = '00000000-0000-0000-0000-000000000000';

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
    viewerId = user.id,
  ) {
    return searchWithCityFallback(d.db, filters, (centres, postalCodes, radius) =>
      run({
        filters: { ...filters, radius: radius as PropertyFilterQuery['radius'] },
        centres,
        postalCodes,
        viewerId,
        viewerIsAdmin: user.role === 'admin',
        now: d.clock.now(),
      }),
    );
  }

  const mapAnswers = createMapAnswers(d.db);

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
     * every hidden address at its area's centre. The answer as sent (JSON), shared by every viewer who sees
     * the same map: all tenants, all admins, or one landlord. Only landlords own listings, and an owner sees
     * their houses where others see an area. Tenants' answers are built as nobody's, so no tenant's answer can
     * hold anyone's house.
     */
    async mapAnswer(user: UserRow, query: PropertyMapQuery): Promise<string> {
      await checkListedBy(user, query);
      const viewer = user.role === 'admin' ? 'admin' : user.role === 'contractor' ? user.id : 'tenants';
      const { zoom, ids, ...filters } = query;
      return mapAnswers.answer(JSON.stringify([viewer, query]), async () => {
        const { fallback: _fallback, ...map } = await inArea(
          user,
          filters,
          (search) => searchPropertyMap(d.db, { ...search, zoom, focus: ids }),
          user.role === 'client' ? NOBODY : user.id,
        );
        return map;
      });
    },
  };
}
