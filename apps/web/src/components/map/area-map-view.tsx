import { useEffect, useRef } from 'react';
import { boxAround, createMap, drawCircles, drawDots } from './map-kit';

export interface AreaMapViewProps {
  styleUrl: string;
  language: string;
  label: string;
  /** The postal codes' centres (or the town's, without chosen codes). */
  points: { lat: number; lng: number }[];
  /** The radius around each point, 0 for none. */
  radiusKm: number;
}

const AREA_COLOUR = '#0f766e';

/**
 * A still map of a target area: a dot at each postal code's centre and the radius drawn around each. It only
 * shows; moving it would catch the page's scrolling on a phone.
 */
export function AreaMapView({ styleUrl, language, label, points, radiusKm }: AreaMapViewProps) {
  const container = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!container.current || points.length === 0) return;
    const metres = radiusKm * 1000;
    const map = createMap(container.current, {
      styleUrl,
      language,
      label,
      interactive: false,
      // Room around the radius (or around the dots, without one).
      bounds: boxAround(points, Math.max(metres, 600) * 1.15),
    });
    if (metres > 0)
      drawCircles(
        map,
        'target-radius',
        points.map((p) => ({ ...p, metres })),
        AREA_COLOUR,
      );
    drawDots(map, 'target-centres', points, AREA_COLOUR);
    return () => map.remove();
  }, [styleUrl, language, label, points, radiusKm]);
  return <section ref={container} className="h-56 w-full overflow-hidden rounded-lg border bg-muted" />;
}
