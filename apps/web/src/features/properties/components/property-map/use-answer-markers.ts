import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MAP_AREA_RADIUS_M, type MapCluster, type PropertyMap } from '@mietmatch/contract';
import { formatEuros } from '../../../../components/listings/property-format';
import { drawCircles, type MapLibreMap, toBounds } from '../../../../components/map/map-kit';
import { placeMarkers } from './map-markers';

/** The hidden addresses' areas: the brand's teal, which reads on light and dark map styles. */
const AREA_COLOUR = '#0f766e';

/**
 * The markers of each map answer (taken off again before the next one's), the area circles of hidden addresses,
 * and the highlight of the listing under the pointer.
 */
export function useAnswerMarkers(
  map: MapLibreMap | null,
  answer: PropertyMap | undefined,
  highlighted: string | null,
  on: { onHighlight: (id: string | null) => void; onZoom: () => void },
) {
  const { t, i18n } = useTranslation('properties');
  const navigate = useNavigate();
  const markers = useRef<ReturnType<typeof placeMarkers> | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the markers change with the answer only
  useEffect(() => {
    if (!map || !answer) return;
    const language = i18n.language;
    markers.current = placeMarkers(
      map,
      answer,
      {
        price: (amount) => formatEuros(amount, language),
        point: (price, approximate) => t(approximate ? 'map.openApproximate' : 'map.open', { price }),
        cluster: (count) => t('map.cluster', { count }),
      },
      {
        open: (id) => navigate(`/property-details/${id}`),
        highlight: on.onHighlight,
        zoomInto: (cluster: MapCluster) => {
          on.onZoom();
          const b = cluster.bounds;
          // Listings at one point (hidden addresses of one area) cannot be split: closer is all a zoom can do.
          if (b.east - b.west < 1e-6 && b.north - b.south < 1e-6) {
            map.easeTo({ center: [cluster.lng, cluster.lat], zoom: Math.min(map.getZoom() + 2, 18) });
          } else {
            map.fitBounds(toBounds(b), { padding: 64, maxZoom: 18 });
          }
        },
      },
    );
    drawCircles(
      map,
      'hidden-addresses',
      answer.points.filter((p) => p.approximate).map((p) => ({ lng: p.lng, lat: p.lat, metres: MAP_AREA_RADIUS_M })),
      AREA_COLOUR,
    );
    return () => {
      markers.current?.clear();
      markers.current = null;
    };
  }, [map, answer]);

  // New markers come with each answer: the highlight is set on them again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the answer is a trigger
  useEffect(() => markers.current?.highlight(highlighted), [highlighted, answer]);
}
