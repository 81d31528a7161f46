import { useQuery } from '@tanstack/react-query';
import type { MapSettings } from '@mietmatch/contract';
import { apiRequest } from '../../lib/api-client';

/** The map's style, a setting of the server (`MAP_STYLE_URL`): asked once per visit, without MapLibre's code. */
export function useMapSettings() {
  return useQuery({
    queryKey: ['map', 'settings'],
    queryFn: ({ signal }) => apiRequest<MapSettings>('/map/settings', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
