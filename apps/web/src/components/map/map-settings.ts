import { useQuery } from '@tanstack/react-query';
import type { MapSettings } from '@mietmatch/contract';
import { apiRequest } from '../../lib/api-client';
import { useDarkPage } from '../../lib/theme';

/** The map's styles, settings of the server (`MAP_STYLE_URL`, `MAP_STYLE_DARK_URL`): asked once per visit, without MapLibre's code. */
function useMapSettings() {
  return useQuery({
    queryKey: ['map', 'settings'],
    queryFn: ({ signal }) => apiRequest<MapSettings>('/map/settings', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** The style of the page's theme (a dark page gets dark tiles); undefined until the settings are known. */
export function useMapStyle(): string | undefined {
  const settings = useMapSettings();
  const dark = useDarkPage();
  return settings.data ? (dark ? settings.data.styleDarkUrl : settings.data.styleUrl) : undefined;
}
