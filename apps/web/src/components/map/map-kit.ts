import {
  type GeoJSONSource,
  type LngLatBounds,
  type LngLatBoundsLike,
  Map as MapLibreMap,
  NavigationControl,
  setWorkerUrl,
} from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import type { Bbox } from '@mietmatch/contract';

/*
 * MapLibre is only ever imported from here, and this file only through a lazy import: the map's code is a
 * chunk of its own that no page loads before a map is opened. Its worker is a file of the app's own origin
 * (the page's policy allows workers from 'self' only).
 */
setWorkerUrl(workerUrl);

export type { MapLibreMap };

/** The control texts MapLibre shows, in the page's language. */
const LOCALES: Record<string, Record<string, string>> = {
  de: {
    'NavigationControl.ZoomIn': 'Vergrößern',
    'NavigationControl.ZoomOut': 'Verkleinern',
    'NavigationControl.ResetBearing': 'Nach Norden ausrichten',
    'AttributionControl.ToggleAttribution': 'Quellenangaben',
    'Map.Title': 'Karte',
  },
  en: {},
};

/** Germany as a whole, where a map starts before it knows what to show. */
const GERMANY: LngLatBoundsLike = [
  [5.87, 47.27],
  [15.04, 55.06],
];

export interface MapStart {
  styleUrl: string;
  language: string;
  /** Where to start; Germany when absent. */
  bounds?: Bbox | null;
  /** What the map's region is called for screen readers. */
  label: string;
  interactive?: boolean;
}

export function toBounds(b: Bbox): LngLatBoundsLike {
  return [
    [b.west, b.south],
    [b.east, b.north],
  ];
}

/** A map in the element, with zoom buttons; the caller removes it (`map.remove()`) when the element goes. */
export function createMap(container: HTMLElement, start: MapStart): MapLibreMap {
  const map = new MapLibreMap({
    container,
    style: start.styleUrl,
    bounds: start.bounds ? toBounds(start.bounds) : GERMANY,
    // A box from the address is shown as it was, not shrunk by a margin.
    fitBoundsOptions: { padding: 0, maxZoom: 16 },
    maxZoom: 18,
    locale: LOCALES[start.language] ?? {},
    interactive: start.interactive ?? true,
    attributionControl: { compact: true },
    // Rotation helps nobody find a flat and confuses a screen's north.
    dragRotate: false,
    pitchWithRotate: false,
    touchPitch: false,
  });
  map.touchZoomRotate.disableRotation();
  if (start.interactive !== false) map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
  container.setAttribute('aria-label', start.label);
  return map;
}

/** The map's visible box, rounded to 4 decimals (about 10 m): small moves keep one address and one query. */
export function visibleBox(map: MapLibreMap): Bbox {
  const b: LngLatBounds = map.getBounds();
  const round = (n: number) => Math.round(n * 10_000) / 10_000;
  return {
    west: round(Math.max(-180, b.getWest())),
    south: round(Math.max(-90, b.getSouth())),
    east: round(Math.min(180, b.getEast())),
    north: round(Math.min(90, b.getNorth())),
  };
}

/** A circle of `metres` around a point as a GeoJSON ring (64 corners), for areas drawn on the map. */
function circleRing(lng: number, lat: number, metres: number): [number, number][] {
  const ring: [number, number][] = [];
  const dLat = metres / 111_320;
  const dLng = metres / (111_320 * Math.cos((lat * Math.PI) / 180));
  for (let i = 0; i <= 64; i += 1) {
    const angle = (i / 64) * 2 * Math.PI;
    ring.push([lng + dLng * Math.cos(angle), lat + dLat * Math.sin(angle)]);
  }
  return ring;
}

/** Draws (or redraws) filled circles as one layer pair of the map, once its style has loaded. */
export function drawCircles(
  map: MapLibreMap,
  id: string,
  circles: { lng: number; lat: number; metres: number }[],
  colour: string,
) {
  const data = {
    type: 'FeatureCollection' as const,
    features: circles.map((c) => ({
      type: 'Feature' as const,
      properties: {},
      geometry: { type: 'Polygon' as const, coordinates: [circleRing(c.lng, c.lat, c.metres)] },
    })),
  };
  const apply = () => {
    const source = map.getSource<GeoJSONSource>(id);
    if (source) {
      source.setData(data);
      return;
    }
    map.addSource(id, { type: 'geojson', data });
    map.addLayer({ id: `${id}-fill`, type: 'fill', source: id, paint: { 'fill-color': colour, 'fill-opacity': 0.18 } });
    map.addLayer({
      id: `${id}-line`,
      type: 'line',
      source: id,
      paint: { 'line-color': colour, 'line-width': 1.5, 'line-dasharray': [2, 2] },
    });
  };
  if (map.isStyleLoaded()) apply();
  else map.once('load', apply);
}

/** Round dots of a few pixels at each point (postal-code centres), as one layer of the map. */
export function drawDots(map: MapLibreMap, id: string, points: { lng: number; lat: number }[], colour: string) {
  const data = {
    type: 'FeatureCollection' as const,
    features: points.map((p) => ({
      type: 'Feature' as const,
      properties: {},
      geometry: { type: 'Point' as const, coordinates: [p.lng, p.lat] },
    })),
  };
  const apply = () => {
    map.addSource(id, { type: 'geojson', data });
    map.addLayer({
      id,
      type: 'circle',
      source: id,
      paint: {
        'circle-color': colour,
        'circle-radius': 4,
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 1.5,
      },
    });
  };
  if (map.isStyleLoaded()) apply();
  else map.once('load', apply);
}

/** The box around points and a margin of `metres` around each (a radius drawn around them). */
export function boxAround(points: { lng: number; lat: number }[], metres: number): Bbox {
  const dLat = metres / 111_320;
  const lats = points.map((p) => p.lat);
  const maxAbsLat = Math.max(...lats.map(Math.abs));
  const dLng = metres / (111_320 * Math.cos((maxAbsLat * Math.PI) / 180));
  const lngs = points.map((p) => p.lng);
  return {
    west: Math.min(...lngs) - dLng,
    south: Math.min(...lats) - dLat,
    east: Math.max(...lngs) + dLng,
    north: Math.max(...lats) + dLat,
  };
}
