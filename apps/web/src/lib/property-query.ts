import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Property } from '@mietmatch/contract';
import { apiRequest } from './api-client';

/*
 * One listing as the API answers it. Its owner's pages, the viewings it offers and the requests it
 * matches all show it, so its query lives here rather than inside one feature folder; the listing's own
 * feature writes the answers of its changes into the same cache entry.
 */
export const propertyKeys = {
  all: ['properties'] as const,
  detail: (id: string) => ['properties', 'detail', id] as const,
  list: (query: string) => ['properties', 'list', query] as const,
};

export function propertyQueryOptions(id: string) {
  return queryOptions({
    queryKey: propertyKeys.detail(id),
    queryFn: ({ signal }) => apiRequest<Property>(`/landlord/${encodeURIComponent(id)}`, { signal }),
    retry: false,
  });
}

export function useProperty(id: string) {
  return useQuery({ ...propertyQueryOptions(id), enabled: id !== '' });
}
