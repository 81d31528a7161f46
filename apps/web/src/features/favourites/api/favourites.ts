import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Property, TenantRequest } from '@mietmatch/contract';
import { apiRequest } from '../../../lib/api-client';

/** What a member can keep with the heart: landlords keep requests, tenants keep properties. */
export type FavouriteKind = 'property' | 'request';
interface Favourites {
  property: Property;
  request: TenantRequest;
}
interface FavouritePage<K extends FavouriteKind> {
  items: Favourites[K][];
  total: number;
  page: number;
  pageSize: number;
}

// The API names the list in the plural and one toggle in the singular.
const LIST_PATH = { property: '/favorites/properties', request: '/favorites/requests' } as const;

export const favouriteKeys = {
  pages: (kind: FavouriteKind) => ['favourites', kind, 'page'] as const,
  page: (kind: FavouriteKind, page: number, pageSize: number) => ['favourites', kind, 'page', page, pageSize] as const,
  ids: (kind: FavouriteKind) => ['favourites', kind, 'ids'] as const,
};

function fetchFavourites<K extends FavouriteKind>(kind: K, page: number, pageSize: number, signal?: AbortSignal) {
  return apiRequest<FavouritePage<K>>(`${LIST_PATH[kind]}?page=${page}&pageSize=${pageSize}`, { signal });
}

export function useFavourites<K extends FavouriteKind>(kind: K, page: number, pageSize: number) {
  return useQuery({
    queryKey: favouriteKeys.page(kind, page, pageSize),
    queryFn: ({ signal }) => fetchFavourites(kind, page, pageSize, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * The ids of all my favourites of a kind, so every heart shows its state (a listing does not say
 * whether it is a favourite). Read in pages of 50.
 */
export function useFavouriteIds(kind: FavouriteKind) {
  return useQuery({
    queryKey: favouriteKeys.ids(kind),
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const ids = new Set<string>();
      for (let page = 1; page <= 20; page++) {
        const answer = await fetchFavourites(kind, page, 50, signal);
        for (const item of answer.items) ids.add(item.id);
        if (page * 50 >= answer.total) break;
      }
      return ids;
    },
  });
}

export function useToggleFavourite(kind: FavouriteKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ favourite: boolean }>(`/favorites/${kind}/${encodeURIComponent(id)}`, { method: 'POST' }),
    onSuccess: ({ favourite }, id) => {
      client.setQueryData<Set<string>>(favouriteKeys.ids(kind), (old) => {
        const next = new Set(old);
        if (favourite) next.add(id);
        else next.delete(id);
        return next;
      });
      void client.invalidateQueries({ queryKey: favouriteKeys.pages(kind) });
    },
  });
}
