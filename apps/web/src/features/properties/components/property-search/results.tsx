import { useTranslation } from 'react-i18next';
import type { Property } from '@mietmatch/contract';
import { MapPinned, SearchX } from 'lucide-react';
import { useCurrentUser } from '../../../../lib/current-user';
import { errorText } from '../../../../lib/errors';
import { EmptyState } from '../../../../components/empty-state';
import { Alert, AlertDescription } from '../../../../components/ui/alert';
import { Select } from '../../../../components/ui/select';
import { Pagination } from '../../../../components/pagination';
import { PropertyCard, PropertyCardSkeleton } from '../../../../components/listings/property-card';
import { RESULT_GRID } from '../../../../components/listings/search-layout';
import { FavouritePropertyButton } from '../../../favourites';
import type { usePropertySearch } from '../../api/properties';
import { scrollToTop } from '../../scroll';
import { SORTS, type SearchState } from '../../search-params';
import { placeholderKeys } from '../../../../lib/list-keys';

interface ResultsProps {
  search: SearchState;
  query: ReturnType<typeof usePropertySearch>;
  update: (next: SearchState) => void;
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
  if (!search.city) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 id="results-heading" className="text-base font-semibold" aria-live="polite">
        {query.data ? t('search.results', { count: query.data.total }) : ''}
      </h2>
      <div className="flex items-center gap-2">
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

/** The listings as cards (a heart for tenants) with pages, or what stands in their place. */
export function PropertyResults({ search, query, update }: ResultsProps) {
  const { t } = useTranslation('properties');
  const isTenant = useCurrentUser().data?.role === 'client';
  const heart = (property: Property) => <FavouritePropertyButton propertyId={property.id} title={property.title} />;

  if (!search.city) {
    return (
      <EmptyState icon={<MapPinned />} title={t('search.chooseCityTitle')}>
        {t('search.chooseCityText')}
      </EmptyState>
    );
  }
  if (query.isPending) {
    return (
      <div className={RESULT_GRID} aria-busy="true">
        {placeholderKeys(6).map((key) => (
          <PropertyCardSkeleton key={key} />
        ))}
      </div>
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
  const placeholder = query.isPlaceholderData ? 'opacity-60 transition-opacity' : '';
  return (
    <>
      {query.data.fallback === 'city' ? (
        <Alert role="status">
          <AlertDescription>{t('search.fallback', { city: search.city })}</AlertDescription>
        </Alert>
      ) : null}
      {query.data.items.length === 0 ? (
        <EmptyState icon={<SearchX />} title={t('search.empty')}>
          {t('search.emptyText')}
        </EmptyState>
      ) : (
        <ul className={`${RESULT_GRID} ${placeholder}`}>
          {query.data.items.map((property, index) => (
            <li key={property.id} className="flex">
              <div className="w-full">
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
      {query.data.total > 0 ? (
        <Pagination
          page={search.page}
          pageSize={search.pageSize}
          total={query.data.total}
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
