import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Property } from '@mietmatch/contract';
import { apiRequest } from '../../../lib/api-client';
import { propertyKeys } from './properties';

export interface FavouritePage {
  items: Property[];
  total: number;
  page: number;
  pageSize: number;
}

export function useFavouriteProperties(page: number, pageSize: number) {
  return useQuery({
    queryKey: [...propertyKeys.favourites, page, pageSize],
    queryFn: ({ signal }) => apiRequest<FavouritePage>(`/favorites/properties?page=${page}&pageSize=${pageSize}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The ids of all my favourite properties, so every card and details page can show its heart
 * (a listing does not say whether it is a favourite). Read in pages of 50.
 */
export function useFavouriteIds(enabled: boolean) {
  return useQuery({
    queryKey: propertyKeys.favouriteIds,
    enabled,
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const ids = new Set<string>();
      for (let page = 1; page <= 20; page++) {
        const result = await apiRequest<FavouritePage>(`/favorites/properties?page=${page}&pageSize=50`, { signal });
        for (const item of result.items) ids.add(item.id);
        if (page * 50 >= result.total) break;
      }
      return ids;
    },
  });
}

export function useToggleFavourite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<{ favourite: boolean }>(`/favorites/property/${encodeURIComponent(id)}`, { method: 'POST' }),
    onSuccess: ({ favourite }, id) => {
      client.setQueryData<Set<string>>(propertyKeys.favouriteIds, (old) => {
        const next = new Set(old);
        if (favourite) next.add(id);
        else next.delete(id);
        return next;
      });
      void client.invalidateQueries({ queryKey: propertyKeys.favourites });
    },
  });
}
