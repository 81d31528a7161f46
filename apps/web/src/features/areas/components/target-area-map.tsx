import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMapStyle } from '../../../components/map/map-settings';
import { findCity, useAreas } from '../api/areas';
import '../i18n';

// MapLibre's code comes with the first map a page shows, never before.
const AreaMapView = lazy(() =>
  import('../../../components/map/area-map-view').then((m) => ({ default: m.AreaMapView })),
);

interface TargetArea {
  city: string | null;
  state: string | null;
  postalCodes: string[];
  radiusKm: number;
}

/**
 * A tenant's target area on a map: the chosen postal codes' centres (every code of the town when none is
 * chosen) and the radius around them. Nothing when the area data or the map's style is not there.
 */
export function TargetAreaMap({ area }: { area: TargetArea }) {
  const { t, i18n } = useTranslation('areas');
  const areas = useAreas();
  const styleUrl = useMapStyle();
  const points = useMemo(() => {
    const city = areas.data ? findCity(areas.data, area.city, area.state) : undefined;
    if (!city) return [];
    const chosen = city.postalCodes.filter((p) => area.postalCodes.includes(p.code));
    return (chosen.length > 0 ? chosen : city.postalCodes).map(({ lat, lng }) => ({ lat, lng }));
  }, [areas.data, area.city, area.state, area.postalCodes]);
  if (points.length === 0 || !styleUrl) return null;
  const placeholder = <div className="h-56 w-full rounded-lg border bg-muted" aria-busy="true" />;
  return (
    <Suspense fallback={placeholder}>
      <AreaMapView
        styleUrl={styleUrl}
        language={i18n.language}
        label={t('targetMap', { area: area.city })}
        points={points}
        radiusKm={area.radiusKm}
      />
    </Suspense>
  );
}
