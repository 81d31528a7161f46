import type { SavedSearch, SavedSearchResults } from '@mietmatch/contract';
import type { SavedSearchRow } from '../../db/schema/index.ts';
import type { ImageStore } from '../../adapters/storage/image-store.ts';
import { presentPropertyHits } from '../properties/index.ts';
import { presentRequestHits } from '../tenant-requests/index.ts';
import type { SavedSearchService } from './service.ts';

export function presentSavedSearch({ row, newCount }: { row: SavedSearchRow; newCount: number }): SavedSearch {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    filters: row.filters,
    alert: row.alert,
    newCount,
    lastOpenedAt: row.lastOpenedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

type Results = Awaited<ReturnType<SavedSearchService['results']>>;

/** The hits as the kind's search endpoint presents them, each marked new or not. */
export function presentResults(
  found: Results,
  paging: { page: number; pageSize: number },
  images: ImageStore,
): SavedSearchResults {
  const { total } = found.result;
  if (found.kind === 'property') {
    const items = presentPropertyHits(found.result, images).map((p) => ({ ...p, isNew: found.fresh.has(p.id) }));
    return { kind: 'property', items, total, ...paging };
  }
  const items = presentRequestHits(found.result.hits).map((r) => ({ ...r, isNew: found.fresh.has(r.id) }));
  return { kind: 'request', items, total, ...paging };
}
