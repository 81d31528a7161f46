import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Bbox } from '@mietmatch/contract';
import '../../../components/listings/property-texts';
import { SearchLayout } from '../../../components/listings/search-layout';
import { useMapStyle } from '../../../components/map/map-settings';
import { SaveSearchButton } from '../../saved-searches';
import { usePropertySearch } from '../api/properties';
import { FilterPanel } from '../components/filter-panel';
import { activeFilterCount, hasArea, PropertyResults, SearchToolbar } from '../components/property-search/results';
import { apiQuery, readSearch, writeSearch, type SearchState } from '../search-params';

// MapLibre's code comes only with the map: no other page, nor the list, loads it.
const PropertyMap = lazy(() =>
  import('../components/property-map/property-map').then((m) => ({ default: m.PropertyMap })),
);

/** The map's place: as high as the window beside the cards on wide screens, most of the screen on phones. */
const MAP_BOX = 'h-[70dvh] min-h-80 xl:sticky xl:top-20 xl:h-[calc(100dvh-13rem)]';

/** The map, once its style's address is known; a quiet box of its size until then. */
function MapPanel(props: {
  filters: string;
  searchBox: Bbox | null;
  focus: string[];
  highlighted: string | null;
  onHighlight: (id: string | null) => void;
  onSearchArea: (box: Bbox) => void;
}) {
  const styleUrl = useMapStyle();
  const placeholder = <div className="h-full rounded-lg border bg-muted" aria-busy="true" />;
  return (
    <div className={MAP_BOX}>
      {styleUrl ? (
        <Suspense fallback={placeholder}>
          <PropertyMap styleUrl={styleUrl} {...props} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}

/** "Search For Property" (/properties-list for tenants): filters in the URL, results as cards or on a map. */
export function SearchPropertiesPage() {
  const { t } = useTranslation('properties');
  const [params, setParams] = useSearchParams();
  const search = readSearch(params);
  const query = usePropertySearch(apiQuery(search), hasArea(search));
  const [highlighted, setHighlighted] = useState<string | null>(null);
  // Choosing a town makes it the area again: the map's box gives way.
  const update = (next: SearchState) =>
    setParams(writeSearch(next.city && next.city !== search.city ? { ...next, bbox: null } : next), {
      replace: true,
    });
  // Reset keeps the town (or the map's box) and the view: without an area there is nothing to show.
  const reset = () => {
    const next = new URLSearchParams();
    for (const key of ['city', 'state', 'bbox', 'view']) {
      const value = params.get(key);
      if (value && (key !== 'state' || search.city)) next.set(key, value);
    }
    setParams(next, { replace: true });
  };
  // The map's filters: the search's, without the box (the map sends its own) and without paging.
  const mapFilters = (() => {
    const q = new URLSearchParams(apiQuery({ ...search, bbox: null }));
    for (const key of ['page', 'pageSize', 'sort']) q.delete(key);
    return q.toString();
  })();
  const onMap = search.view === 'map' && hasArea(search);

  const results = (grid?: string) => (
    <PropertyResults
      search={search}
      query={query}
      update={update}
      grid={grid}
      highlighted={highlighted}
      onHighlight={onMap ? setHighlighted : undefined}
    />
  );
  return (
    <SearchLayout
      intro={t('search.intro')}
      actions={
        // The filters as the address carries them, without the page; a map's box is no saved area (alerts
        // match towns), so a search of a box alone cannot be saved.
        <SaveSearchButton
          kind="property"
          filters={Object.fromEntries(writeSearch({ ...search, page: 1, pageSize: 10, bbox: null, view: 'list' }))}
        />
      }
      labels={{
        filters: t('search.filters'),
        showFilters: t('search.showFilters'),
        applyFilters: t('search.applyFilters'),
        reset: t('search.reset'),
      }}
      activeFilters={activeFilterCount(search)}
      onReset={reset}
      filters={(idPrefix) => <FilterPanel idPrefix={idPrefix} value={search} onChange={update} />}
    >
      <section
        className="flex min-w-0 flex-col gap-4"
        aria-labelledby={hasArea(search) ? 'results-heading' : undefined}
      >
        <SearchToolbar search={search} query={query} update={update} />
        {onMap ? (
          <div className="grid items-start gap-4 xl:grid-cols-[minmax(0,1fr)_minmax(0,1.25fr)]">
            {/* Beside the map on wide screens; on narrower ones the map alone, the list a press away. */}
            <div className="hidden min-w-0 flex-col gap-4 xl:flex">{results('grid grid-cols-1 gap-4')}</div>
            <MapPanel
              filters={mapFilters}
              searchBox={search.bbox}
              focus={query.data?.items.map((item) => item.id) ?? []}
              highlighted={highlighted}
              onHighlight={setHighlighted}
              onSearchArea={(bbox) =>
                update({ ...search, city: '', state: '', postalCodes: [], radius: 0, bbox, page: 1 })
              }
            />
          </div>
        ) : (
          results()
        )}
      </section>
    </SearchLayout>
  );
}
