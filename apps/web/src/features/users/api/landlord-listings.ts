import { useQuery } from '@tanstack/react-query';
import type { PropertyList } from '@mietmatch/contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * The first page of one landlord's visible listings (`GET /landlord/filter?listedBy=`). The key and
 * query string are the ones /properties-list/:landlordId uses for its first page, so "View all"
 * opens from the cache, and saving or deleting a listing (which invalidates `properties/list`)
 * refreshes this too.
 */
export function useLandlordListings(landlordId: string, enabled: boolean) {
  const query = new URLSearchParams({ listedBy: landlordId, page: '1', pageSize: '10' }).toString();
  return useQuery({
    queryKey: ['properties', 'list', query],
    queryFn: ({ signal }) => apiRequest<PropertyList>(`/landlord/filter?${query}`, { signal }),
    enabled,
  });
}
