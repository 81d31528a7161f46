import type { PropertyFilterQuery, RequestFilterQuery, SavedSearchKind } from '@mietmatch/contract';
import type { Executor } from '../../db/client.ts';
import type { NewSavedSearchRow } from '../../db/schema/index.ts';

/**
 * A saved search's filters in the columns the reverse match reads (area keys, centres, limits,
 * flag masks): the saved-search service stores them whenever the filters change.
 */
export async function savedSearchMatchColumns(
  _db: Executor,
  _kind: SavedSearchKind,
  _filters: PropertyFilterQuery | RequestFilterQuery,
): Promise<Partial<NewSavedSearchRow>> {
  return {};
}
