import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PropertyMatchList, RequestMatchList } from '@mietmatch/contract';
import { apiRequest } from '../../../lib/api-client';

interface Paging {
  page: number;
  pageSize: number;
}

const pagingQuery = ({ page, pageSize }: Paging) =>
  new URLSearchParams({ page: String(page), pageSize: String(pageSize) });

/** `GET /matches/properties/{id}`: the requests the owner's listing fits, best first. */
export function usePropertyMatches(propertyId: string, paging: Paging) {
  return useQuery({
    queryKey: ['matches', 'property', propertyId, paging],
    queryFn: () =>
      apiRequest<PropertyMatchList>(`/matches/properties/${encodeURIComponent(propertyId)}?${pagingQuery(paging)}`),
    enabled: propertyId !== '',
    placeholderData: keepPreviousData,
  });
}

/** `GET /matches/requests/{id}`: the listings that fit the owner's request, best first. */
export function useRequestMatches(requestId: string, paging: Paging) {
  return useQuery({
    queryKey: ['matches', 'request', requestId, paging],
    queryFn: () =>
      apiRequest<RequestMatchList>(`/matches/requests/${encodeURIComponent(requestId)}?${pagingQuery(paging)}`),
    enabled: requestId !== '',
    placeholderData: keepPreviousData,
  });
}
