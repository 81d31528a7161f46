import {
  isMessageKey,
  savedSearchFilterSchemas,
  type FilterParams,
  type MessageKey,
  type PropertyFilterQuery,
  type RequestFilterQuery,
  type SavedSearchKind,
} from '@mietmatch/contract';
import { AppError } from '../../lib/app-error.ts';

export type ParsedFilters = PropertyFilterQuery | RequestFilterQuery;

/** Paging belongs to each opening of a search, never to the search as saved. */
const PAGING = new Set(['page', 'pageSize']);

/**
 * The filters as the kind's search reads them, by the search endpoint's own schema; an error names
 * its field under `filters.` with the schema's message, as a query-string error would.
 */
export function parseFilters(kind: SavedSearchKind, params: FilterParams): ParsedFilters {
  const parsed = savedSearchFilterSchemas[kind].safeParse(params);
  if (parsed.success) return parsed.data;
  const fields: Record<string, MessageKey> = {};
  for (const issue of parsed.error.issues) {
    const name = `filters.${issue.path.map(String).join('.') || 'filters'}`;
    if (!fields[name]) fields[name] = isMessageKey(issue.message) ? issue.message : 'invalidValue';
  }
  throw new AppError('ValidationFailed', { fields });
}

/**
 * Parsed filters written back as the query-string text the search endpoint takes: a saved search
 * opens as exactly that address. Empty values and paging are left out.
 */
export function filtersAsQuery(filters: ParsedFilters): Record<string, string> {
  const text: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (PAGING.has(key) || value === undefined || value === null) continue;
    const written = Array.isArray(value) ? value.join(',') : String(value);
    if (written !== '') text[key] = written;
  }
  return text;
}

/** A saved search's stored filters with one page of its results. */
export function filtersForPage(
  kind: SavedSearchKind,
  stored: Record<string, string>,
  page: number,
  pageSize: ParsedFilters['pageSize'],
): ParsedFilters {
  return { ...parseFilters(kind, stored), page, pageSize };
}
