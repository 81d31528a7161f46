import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import type { Bbox } from '@mietmatch/contract';
import { Button } from '../../../../components/ui/button';
import { createMap, type MapLibreMap, toBounds, visibleBox } from '../../../../components/map/map-kit';
import { usePropertyMap } from '../../api/property-map';
import { useAnswerMarkers } from './use-answer-markers';

export interface PropertyMapProps {
  styleUrl: string;
  /** The search's filters as the API's query (no paging, no box). */
  filters: string;
  /** The box the list is searching, when the search is a map's box rather than a city. */
  searchBox: Bbox | null;
  /** The listings of the cards beside the map, whose markers light up with their cards. */
  focus: string[];
  highlighted: string | null;
  onHighlight: (id: string | null) => void;
  onSearchArea: (box: Bbox) => void;
}

/**
 * The results on a map: clusters with counts that split as the map zooms in, a price marker per listing, an
 * area circle (never a pin) where the address is hidden. Moving the map offers "Search this area"; the list
 * beside it follows once that is pressed.
 */
export function PropertyMap({
  styleUrl,
  filters,
  searchBox,
  focus,
  highlighted,
  onHighlight,
  onSearchArea,
}: PropertyMapProps) {
  const { t, i18n } = useTranslation('properties');
  const container = useRef<HTMLElement>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [view, setView] = useState<{ box: Bbox; zoom: number } | null>(null);
  const [moved, setMoved] = useState(false);
  const [moving, setMoving] = useState(false);
  const answer = usePropertyMap(filters, view ?? (searchBox ? { box: searchBox, zoom: 12 } : null), focus);
  const fitted = useRef(Boolean(searchBox));
  const shownStyle = useRef(styleUrl);

  // The map is made once; later changes of the search reach it through its queries, of the theme below.
  // biome-ignore lint/correctness/useExhaustiveDependencies: made once, on mounting
  useEffect(() => {
    if (!container.current) return;
    const created = createMap(container.current, {
      styleUrl: shownStyle.current,
      language: i18n.language,
      bounds: searchBox,
      label: t('map.label'),
    });
    setMap(created);
    const settle = () => setView({ box: visibleBox(created), zoom: Math.floor(created.getZoom()) });
    created.on('load', settle);
    created.on('movestart', () => setMoving(true));
    // One render ends the move and asks for the new view's answer, so the map is never shown as settled between.
    created.on('moveend', () => {
      setMoving(false);
      settle();
    });
    // Only the member's own moves offer a new search (not the map fitting itself to the results).
    created.on('dragstart', () => setMoved(true));
    created.on('zoomstart', (e) => {
      if ('originalEvent' in e && e.originalEvent) setMoved(true);
    });
    return () => {
      created.remove();
      setMap(null);
    };
  }, []);

  // A change of theme swaps the style in place: the view the member chose and the markers (elements of the
  // page, not of the style) stay as they are.
  useEffect(() => {
    if (!map || shownStyle.current === styleUrl) return;
    shownStyle.current = styleUrl;
    map.setStyle(styleUrl);
  }, [map, styleUrl]);

  // A city's search first fits the map to everything it found.
  useEffect(() => {
    const bounds = answer.data?.bounds;
    if (!map || fitted.current || !bounds) return;
    fitted.current = true;
    map.fitBounds(toBounds(bounds), { padding: 48, maxZoom: 15, animate: false });
  }, [map, answer.data]);

  useAnswerMarkers(map, answer.data, highlighted, {
    onHighlight,
    // Pressing a cluster is the member's own move: the map offers a search of the new view.
    onZoom: () => setMoved(true),
  });

  return (
    <div className="relative h-full min-h-80 overflow-hidden rounded-lg border bg-muted">
      {/* MapLibre makes its container `position: relative`: it fills the box by its size, not by insets. */}
      {/* A named section is a region: screen readers list the map among the page's landmarks. */}
      {/* Busy while it moves and until the markers are those of the view it shows (the old ones stay meanwhile). */}
      <section
        ref={container}
        className="h-full w-full"
        aria-busy={moving || answer.isFetching || answer.isPlaceholderData || undefined}
      />
      {moved && view ? (
        <div className="pointer-events-none absolute inset-x-0 top-3 flex justify-center">
          <Button
            size="sm"
            className="pointer-events-auto shadow-md"
            onClick={() => {
              setMoved(false);
              onSearchArea(view.box);
            }}
          >
            <Search aria-hidden="true" />
            {t('map.searchArea')}
          </Button>
        </div>
      ) : null}
      <p className="sr-only">{t('map.listIsEquivalent')}</p>
    </div>
  );
}
