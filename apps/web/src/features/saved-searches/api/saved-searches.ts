import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateSavedSearch, SavedSearch, SavedSearchResults, UpdateSavedSearch } from '@mietmatch/contract';
import { apiRequest } from '../../../lib/api-client';

interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

const savedSearchKeys = {
  all: ['saved-searches'] as const,
  list: (page: number, pageSize: number) => ['saved-searches', 'list', page, pageSize] as const,
  results: (id: string, page: number, pageSize: number) => ['saved-searches', 'results', id, page, pageSize] as const,
};

const path = (id: string) => `/saved-searches/${encodeURIComponent(id)}`;

/** `GET /saved-searches`: the member's saved searches with their count of new results. */
export function useSavedSearches(page: number, pageSize: number) {
  return useQuery({
    queryKey: savedSearchKeys.list(page, pageSize),
    queryFn: ({ signal }) =>
      apiRequest<Page<SavedSearch>>(`/saved-searches?page=${page}&pageSize=${pageSize}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * One saved search by id. There is no address for a single one; a member has at most
 * `MAX_SAVED_SEARCHES` (20), so the first page of 50 holds them all.
 */
export function useSavedSearch(id: string) {
  const list = useSavedSearches(1, 50);
  const savedSearch = list.data?.items.find((item) => item.id === id);
  return { ...list, savedSearch, missing: list.isSuccess && !savedSearch };
}

/**
 * `GET /saved-searches/{id}/results`. Opening them marks them seen on the server, so a page once
 * loaded is kept as it was (no refetch on focus): the "New" marks stay until the member leaves.
 */
export function useSavedSearchResults(id: string, page: number, pageSize: number) {
  const client = useQueryClient();
  return useQuery({
    queryKey: savedSearchKeys.results(id, page, pageSize),
    queryFn: async ({ signal }) => {
      const results = await apiRequest<SavedSearchResults>(`${path(id)}/results?page=${page}&pageSize=${pageSize}`, {
        signal,
      });
      // The list's badge counted what is now seen.
      void client.invalidateQueries({ queryKey: ['saved-searches', 'list'] });
      return results;
    },
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useCreateSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSavedSearch) => apiRequest<SavedSearch>('/saved-searches', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}

export function useUpdateSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateSavedSearch & { id: string }) =>
      apiRequest<SavedSearch>(path(id), { method: 'PATCH', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['saved-searches', 'list'] }),
  });
}

export function useDeleteSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<unknown>(path(id), { method: 'DELETE' }),
    onSuccess: (_answer, id) => {
      client.removeQueries({ queryKey: ['saved-searches', 'results', id] });
      return client.invalidateQueries({ queryKey: ['saved-searches', 'list'] });
    },
  });
}
