import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Bbox, PropertyMap } from '@mietmatch/contract';
import { apiRequest } from '../../../lib/api-client';
import { propertyKeys } from '../../../lib/property-query';

/** The zoom a city's first map answer is counted at, before the map has fitted itself to the results. */
const FIRST_ZOOM = 11;

const boxParam = (b: Bbox) => [b.west, b.south, b.east, b.north].join(',');

/**
 * `GET /landlord/filter/map?…`: the search's listings as clusters and points in the map's visible box at its
 * zoom; before the map knows its box (a city's search), the city's at a town's zoom, with the bounds to fit.
 */
export function usePropertyMap(filters: string, view: { box: Bbox; zoom: number } | null, focus: string[]) {
  const area = view ? `bbox=${boxParam(view.box)}&zoom=${view.zoom}` : `zoom=${FIRST_ZOOM}`;
  // The cards' listings: each cluster then names those it holds, and the card under the pointer finds its marker.
  const query = `${filters}&${area}${focus.length > 0 ? `&ids=${focus.join(',')}` : ''}`;
  return useQuery({
    queryKey: [...propertyKeys.all, 'map', query],
    queryFn: ({ signal }) => apiRequest<PropertyMap>(`/landlord/filter/map?${query}`, { signal }),
    enabled: view !== null || /(^|&)city=/.test(filters),
    // The markers stay while the next box's answer comes: the map never blinks empty while it moves.
    placeholderData: keepPreviousData,
    retry: false,
  });
}
