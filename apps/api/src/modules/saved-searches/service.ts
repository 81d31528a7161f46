import {
  MAX_SAVED_SEARCHES,
  type CreateSavedSearch,
  type PropertyFilterQuery,
  type RequestFilterQuery,
  type SavedSearchKind,
  type UpdateSavedSearch,
} from '@mietmatch/contract';
import type { Db } from '../../db/client.ts';
import type { NewSavedSearchRow, SavedSearchRow, UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PropertyService } from '../properties/index.ts';
import type { TenantRequestService } from '../tenant-requests/index.ts';
import { savedSearchMatchColumns } from './match-columns.ts';
import { filtersAsQuery, filtersForPage, parseFilters, type ParsedFilters } from './filters.ts';
import * as q from './queries.ts';

export interface SavedSearchDeps {
  db: Db;
  clock: Clock;
  properties: PropertyService;
  requests: TenantRequestService;
}

/** Tenants look for listings, landlords for requests; admins keep no searches. */
const KIND_OF_ROLE: Partial<Record<UserRow['role'], SavedSearchKind>> = { client: 'property', contractor: 'request' };

/** The stored filters and the reverse-match columns the alerts read, kept together on every change. */
async function filterColumns(d: SavedSearchDeps, kind: SavedSearchKind, parsed: ParsedFilters) {
  const columns = await savedSearchMatchColumns(d.db, kind, parsed);
  return { ...columns, filters: filtersAsQuery(parsed) } satisfies Partial<NewSavedSearchRow>;
}

/** A member's saved searches: kept, listed with what is new, changed, removed, and run as saved. */
export function createSavedSearchService(d: SavedSearchDeps) {
  async function own(user: UserRow, id: string): Promise<SavedSearchRow> {
    const row = await q.findOwnSavedSearch(d.db, user.id, id);
    if (!row) throw new AppError('NotFound');
    return row;
  }

  /** The search as saved, by the kind's own search service: the same hits the search endpoint answers. */
  async function run(user: UserRow, search: SavedSearchRow, filters: ParsedFilters) {
    if (search.kind === 'property') {
      return { kind: 'property' as const, result: await d.properties.search(user, filters as PropertyFilterQuery) };
    }
    return { kind: 'request' as const, result: await d.requests.search(user, filters as RequestFilterQuery) };
  }

  return {
    async create(user: UserRow, body: CreateSavedSearch) {
      if (KIND_OF_ROLE[user.role] !== body.kind) throw new AppError('Forbidden');
      const columns = await filterColumns(d, body.kind, parseFilters(body.kind, body.filters));
      const now = d.clock.now();
      return d.db.transaction(async (tx) => {
        // Counted under the member's row lock: concurrent creates cannot both see room for one more.
        await q.lockMember(tx, user.id);
        if ((await q.countSavedSearches(tx, user.id)) >= MAX_SAVED_SEARCHES) throw new AppError('SavedSearchLimit');
        return q.insertSavedSearch(tx, {
          ...columns,
          userId: user.id,
          kind: body.kind,
          name: body.name,
          alert: body.alert,
          createdAt: now,
          updatedAt: now,
        });
      });
    },

    async list(user: UserRow, page: number, pageSize: number) {
      const { rows, total } = await q.listSavedSearches(d.db, user.id, page, pageSize);
      const counts = await q.newCounts(
        d.db,
        rows.map((r) => r.id),
      );
      return { items: rows.map((row) => ({ row, newCount: counts.get(row.id) ?? 0 })), total };
    },

    /** The saved search with its new-results count (after a create or an edit). */
    async withNewCount(row: SavedSearchRow) {
      return { row, newCount: (await q.newCounts(d.db, [row.id])).get(row.id) ?? 0 };
    },

    async update(user: UserRow, id: string, body: UpdateSavedSearch) {
      const existing = await own(user, id);
      const columns = body.filters
        ? await filterColumns(d, existing.kind, parseFilters(existing.kind, body.filters))
        : {};
      const row = await q.updateSavedSearch(d.db, user.id, id, {
        ...columns,
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.alert !== undefined ? { alert: body.alert } : {}),
        updatedAt: d.clock.now(),
      });
      if (!row) throw new AppError('NotFound');
      return row;
    },

    async remove(user: UserRow, id: string) {
      if (!(await q.deleteSavedSearch(d.db, user.id, id))) throw new AppError('NotFound');
    },

    /**
     * One page of the search as saved, each hit marked new when it arrived as an alert since the
     * search was last opened. Opening the first page counts as opening the search: after the marks
     * are taken, "last opened" becomes now.
     */
    async results(user: UserRow, id: string, page: number, pageSize: ParsedFilters['pageSize']) {
      const search = await own(user, id);
      const found = await run(user, search, filtersForPage(search.kind, search.filters, page, pageSize));
      const fresh = await q.newSubjects(
        d.db,
        search,
        found.result.hits.map((h) => h.row.id),
      );
      if (page === 1) await q.updateSavedSearch(d.db, user.id, id, { lastOpenedAt: d.clock.now() });
      return { ...found, fresh };
    },
  };
}

export type SavedSearchService = ReturnType<typeof createSavedSearchService>;
