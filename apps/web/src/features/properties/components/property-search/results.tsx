import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import type { Property } from '@mietmatch/contract';
import { List, Map as MapIcon, MapPinned, SearchX } from 'lucide-react';
import { useCurrentUser } from '../../../../lib/current-user';
import { errorText } from '../../../../lib/errors';
import { EmptyState } from '../../../../components/empty-state';
import { Alert, AlertDescription } from '../../../../components/ui/alert';
import { Select } from '../../../../components/ui/select';
import { Pagination } from '../../../../components/pagination';
import { PropertyGridSkeleton } from '../../../../components/listings/listing-skeletons';
import { PropertyCard } from '../../../../components/listings/property-card';
import { RESULT_GRID } from '../../../../components/listings/search-layout-frame';
import { FavouritePropertyButton } from '../../../favourites';
import type { usePropertySearch } from '../../api/properties';
import { scrollToTop } from '../../scroll';
import { SORTS, type SearchState } from '../../search-params';

interface ResultsProps {
  search: SearchState;
  query: ReturnType<typeof usePropertySearch>;
  update: (next: SearchState) => void;
}

/** Whether the search has an area to show: a town, or a map's box. */
export const hasArea = (search: SearchState) => Boolean(search.city || search.bbox);

/** The list or the map: two pressed-or-not buttons, the address keeps the choice. */
function ViewToggle({ search, update }: Pick<ResultsProps, 'search' | 'update'>) {
  const { t } = useTranslation('properties');
  const views = [
    { view: 'list', label: t('map.showList'), icon: <List aria-hidden="true" /> },
    { view: 'map', label: t('map.showMap'), icon: <MapIcon aria-hidden="true" /> },
  ] as const;
  return (
    <div className="inline-flex rounded-md border bg-card p-0.5">
      {views.map(({ view, label, icon }) => (
        <button
          key={view}
          type="button"
          aria-pressed={search.view === view}
          onClick={() => update({ ...search, view })}
          className="inline-flex h-8 items-center gap-1.5 rounded px-3 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-pressed:bg-primary aria-pressed:text-primary-foreground [&_svg]:size-4"
        >
          {icon}
          {label}
        </button>
      ))}
    </div>
  );
}

/** Filters set beyond the town (postal codes, radius, type, numbers, features). */
export function activeFilterCount(search: SearchState) {
  return [
    search.postalCodes.length > 0,
    search.radius > 0,
    search.propertyType,
    ...Object.values(search.numbers),
    ...Object.values(search.flags),
  ].filter(Boolean).length;
}

/** The count of results and the sort order (the phone's filter button is the layout's). */
export function SearchToolbar({ search, query, update }: ResultsProps) {
  const { t } = useTranslation('properties');
  const sortBy = (sort: string) => update({ ...search, sort: sort as SearchState['sort'], page: 1 });
  // Without a town the empty state below says what to do.
  if (!hasArea(search)) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 id="results-heading" className="text-base font-semibold" aria-live="polite">
        {query.data ? t(search.city ? 'search.results' : 'map.resultsInArea', { count: query.data.total }) : ''}
      </h2>
      <div className="flex flex-wrap items-center gap-2">
        <ViewToggle search={search} update={update} />
        <label htmlFor="sort" className="text-sm text-muted-foreground">
          {t('search.sort')}
        </label>
        <Select id="sort" className="h-9 w-auto py-1" value={search.sort} onChange={(e) => sortBy(e.target.value)}>
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`search.sorts.${sort}`)}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}

interface CardsProps extends ResultsProps {
  /** The grid's classes (one column beside the map). */
  grid?: string;
  /** The listing whose card or marker is under the pointer, and who tells when that changes. */
  highlighted?: string | null;
  onHighlight?: (id: string | null) => void;
}

/** The listings as cards (a heart for tenants) with pages, or what stands in their place. */
export function PropertyResults({
  search,
  query,
  update,
  grid = RESULT_GRID,
  highlighted = null,
  onHighlight,
}: CardsProps) {
  const { t } = useTranslation('properties');
  const isTenant = useCurrentUser().data?.role === 'client';
  const heart = (property: Property) => <FavouritePropertyButton propertyId={property.id} title={property.title} />;
  // The cards render at a transition's priority, in slices the browser answers input between: rendered at
  // once as the answer arrives, a page of cards is one long task on a phone.
  const data = useDeferredValue(query.data);

  if (!hasArea(search)) {
    return (
      <EmptyState icon={<MapPinned />} title={t('search.chooseCityTitle')}>
        {t('search.chooseCityText')}
      </EmptyState>
    );
  }
  if (query.isError) {
    return (
      <Alert variant="destructive">
        <AlertDescription>
          {t('search.loadFailed')} {errorText(query.error)}
        </AlertDescription>
      </Alert>
    );
  }
  if (!data) {
    return <PropertyGridSkeleton count={6} className={grid} />;
  }
  const placeholder = query.isPlaceholderData ? 'opacity-60 transition-opacity' : '';
  return (
    <>
      {data.fallback === 'city' ? (
        <Alert role="status">
          <AlertDescription>{t('search.fallback', { city: search.city })}</AlertDescription>
        </Alert>
      ) : null}
      {data.items.length === 0 ? (
        <EmptyState icon={<SearchX />} title={t('search.empty')}>
          {t('search.emptyText')}
        </EmptyState>
      ) : (
        <ul className={`${grid} ${placeholder}`}>
          {data.items.map((property, index) => (
            <li
              key={property.id}
              className="flex"
              onMouseEnter={onHighlight ? () => onHighlight(property.id) : undefined}
              onMouseLeave={onHighlight ? () => onHighlight(null) : undefined}
            >
              <div
                className={`w-full rounded-lg transition-shadow ${highlighted === property.id ? 'ring-2 ring-primary' : ''}`}
              >
                <PropertyCard
                  property={property}
                  favourite={isTenant ? heart(property) : null}
                  // What a wide screen shows without scrolling: two rows of two or three.
                  priority={index < 6}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      {data.total > 0 ? (
        <Pagination
          page={search.page}
          pageSize={search.pageSize}
          total={data.total}
          onPageChange={(page) => {
            update({ ...search, page });
            scrollToTop();
          }}
          onPageSizeChange={(pageSize) => update({ ...search, pageSize, page: 1 })}
        />
      ) : null}
    </>
  );
}
