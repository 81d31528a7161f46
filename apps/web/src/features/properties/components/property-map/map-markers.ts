import { Marker } from 'maplibre-gl';
import type { MapCluster, MapPoint } from '@mietmatch/contract';
import type { MapLibreMap } from '../../../../components/map/map-kit';

export interface MarkerTexts {
  /** A listing's marker: its price, and that pressing it opens the listing. */
  point: (price: string, approximate: boolean) => string;
  /** A cluster's marker: how many listings, and that pressing it zooms in. */
  cluster: (count: number) => string;
  price: (amount: number) => string;
}

export interface MarkerActions {
  open: (id: string) => void;
  zoomInto: (cluster: MapCluster) => void;
  highlight: (id: string | null) => void;
}

/** A marker element: a button in the tab order, so keyboard users reach it like any other control. */
function button(className: string, label: string, text: string) {
  const el = document.createElement('button');
  el.type = 'button';
  el.className = className;
  el.setAttribute('aria-label', label);
  el.textContent = text;
  return el;
}

const POINT =
  'rounded-full border border-primary/40 bg-card px-2 py-0.5 text-xs font-semibold text-foreground shadow-md transition-colors hover:bg-primary hover:text-primary-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring data-[active=true]:bg-primary data-[active=true]:text-primary-foreground';
const APPROXIMATE = 'border-dashed';
// Nothing that scales or moves the element itself: MapLibre places markers by `transform`, which a `scale` or a
// transition would multiply or slide (a hovered marker would jump away from the pointer).
const CLUSTER =
  'flex min-h-9 min-w-9 items-center justify-center rounded-full border-4 border-primary/30 bg-primary px-2 text-sm font-bold text-primary-foreground shadow-md bg-clip-padding hover:ring-2 hover:ring-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring data-[active=true]:ring-2 data-[active=true]:ring-foreground';

/** The markers of one answer on the map; `clear` takes them off again before the next answer's. */
export function placeMarkers(
  map: MapLibreMap,
  answer: { points: MapPoint[]; clusters: MapCluster[] },
  texts: MarkerTexts,
  actions: MarkerActions,
) {
  const placed: { marker: Marker; ids: string[] }[] = [];
  for (const point of answer.points) {
    const price = texts.price(point.warmRent ?? point.rent);
    const el = button(`${POINT} ${point.approximate ? APPROXIMATE : ''}`, texts.point(price, point.approximate), price);
    el.dataset.listing = point.id;
    el.addEventListener('click', () => actions.open(point.id));
    el.addEventListener('mouseenter', () => actions.highlight(point.id));
    el.addEventListener('mouseleave', () => actions.highlight(null));
    placed.push({ marker: new Marker({ element: el }).setLngLat([point.lng, point.lat]).addTo(map), ids: [point.id] });
  }
  for (const cluster of answer.clusters) {
    const el = button(CLUSTER, texts.cluster(cluster.count), String(cluster.count));
    el.dataset.cluster = String(cluster.count);
    el.addEventListener('click', () => actions.zoomInto(cluster));
    placed.push({
      marker: new Marker({ element: el }).setLngLat([cluster.lng, cluster.lat]).addTo(map),
      ids: cluster.ids,
    });
  }
  return {
    /** Lights up the marker that holds the listing (the card under the pointer), and no other. */
    highlight(id: string | null) {
      for (const { marker, ids } of placed) {
        marker.getElement().dataset.active = String(id !== null && ids.includes(id));
      }
    },
    clear() {
      for (const { marker } of placed) marker.remove();
    },
  };
}
