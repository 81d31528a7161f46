import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TenantRequest } from '@mietmatch/contract';
import { apiRequest } from '../../../lib/api-client';
import type { Page } from '../../requests/api/keys';

export const favouriteKeys = {
  requests: (page: number, pageSize: number) => ['favourites', 'requests', page, pageSize] as const,
  requestIds: ['favourites', 'request-ids'] as const,
};

export function fetchFavouriteRequests(page: number, pageSize: number) {
  return apiRequest<Page<TenantRequest>>(`/favorites/requests?page=${page}&pageSize=${pageSize}`);
}

export function useFavouriteRequests(page: number, pageSize: number) {
  return useQuery({ queryKey: favouriteKeys.requests(page, pageSize), queryFn: () => fetchFavouriteRequests(page, pageSize), placeholderData: keepPreviousData });
}

/** The ids of all favourite requests, so every heart shows its state (the lists do not say it). */
export function useFavouriteRequestIds(enabled = true) {
  return useQuery({
    queryKey: favouriteKeys.requestIds,
    enabled,
    queryFn: async () => {
      const ids = new Set<string>();
      for (let page = 1; page <= 20; page++) {
        const answer = await fetchFavouriteRequests(page, 50);
        answer.items.forEach((item) => ids.add(item.id));
        if (page * 50 >= answer.total) break;
      }
      return ids;
    },
  });
}

export function toggleFavouriteRequest(id: string) {
  return apiRequest<{ favourite: boolean }>(`/favorites/request/${encodeURIComponent(id)}`, { method: 'POST' });
}

export function useToggleFavouriteRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleFavouriteRequest,
    onSuccess: ({ favourite }, id) => {
      queryClient.setQueryData<Set<string>>(favouriteKeys.requestIds, (ids) => {
        const next = new Set(ids);
        if (favourite) next.add(id);
        else next.delete(id);
        return next;
      });
      void queryClient.invalidateQueries({ queryKey: ['favourites', 'requests'] });
    },
  });
}
