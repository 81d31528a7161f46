import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { requestKeys, type RequestSearchResult } from './keys';

/** Landlords' search; `query` holds only the filters that are set (a city is required). */
function searchRequests(query: Record<string, string>) {
  return apiRequest<RequestSearchResult>(`/tenant/filter?${new URLSearchParams(query).toString()}`);
}

export function useRequestSearch(query: Record<string, string>) {
  return useQuery({
    queryKey: requestKeys.search(query),
    queryFn: () => searchRequests(query),
    enabled: Boolean(query.city),
    placeholderData: keepPreviousData,
  });
}
