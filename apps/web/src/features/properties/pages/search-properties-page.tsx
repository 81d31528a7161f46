import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Property } from '@mietmatch/contract';
import { MapPinned, SearchX, SlidersHorizontal } from 'lucide-react';
import '../../../components/listings/property-texts';
import { scrollToTop } from '../scroll';
import { useCurrentUser } from '../../../lib/current-user';
import { errorText } from '../../../lib/errors';
import { EmptyState } from '../../../components/empty-state';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog, DialogContent, DialogTitle } from '../../../components/ui/dialog';
import { Select } from '../../../components/ui/select';
import { usePropertySearch } from '../api/properties';
import { FilterPanel } from '../components/filter-panel';
import { Pagination } from '../../../components/pagination';
import { PropertyCard, PropertyCardSkeleton } from '../../../components/listings/property-card';
import { FavouritePropertyButton } from '../../favourites/components/favourite-button';
import { apiQuery, readSearch, SORTS, writeSearch, type SearchState } from '../search-params';

/** "Search For Property" (/properties-list for tenants): filters in the URL, results as cards. */
export function SearchPropertiesPage() {
  const { t } = useTranslation(['properties', 'common']);
  const [params, setParams] = useSearchParams();
  const isTenant = useCurrentUser().data?.role === 'client';
  const heart = (property: Property) => <FavouritePropertyButton propertyId={property.id} title={property.title} />;
  const search = readSearch(params);
  const [sheetOpen, setSheetOpen] = useState(false);
  const query = usePropertySearch(apiQuery(search), Boolean(search.city));
  const update = (next: SearchState) => setParams(writeSearch(next), { replace: true });
  const reset = () => setParams(new URLSearchParams(), { replace: true });
  const activeFilters = [search.postalCodes.length > 0, search.radius > 0, search.propertyType, ...Object.values(search.numbers), ...Object.values(search.flags)].filter(Boolean).length;

  return (
    <div className="flex flex-col gap-6">
      <p className="text-muted-foreground">{t('search.intro')}</p>
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[300px_minmax(0,1fr)]">
        <Card className="sticky top-24 hidden max-h-[calc(100dvh-7rem)] overflow-y-auto p-5 lg:block">
          <h2 className="mb-4 text-base font-semibold">{t('search.filters')}</h2>
          <FilterPanel idPrefix="filters" value={search} onChange={update} onReset={reset} />
        </Card>

        <Dialog open={sheetOpen} onOpenChange={setSheetOpen}>
          <DialogContent side="sheet-left" closeLabel={t('common:actions.close')} aria-describedby={undefined} className="w-[min(24rem,100vw)] max-w-[100vw] overflow-y-auto p-5">
            <DialogTitle className="mb-4">{t('search.filters')}</DialogTitle>
            <FilterPanel idPrefix="sheet" value={search} onChange={update} onReset={reset} />
            <Button className="mt-6 w-full" onClick={() => setSheetOpen(false)}>
              {t('search.applyFilters')}
            </Button>
          </DialogContent>
        </Dialog>

        <section className="flex min-w-0 flex-col gap-4" aria-labelledby={search.city ? 'results-heading' : undefined}>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Button variant="outline" className="lg:hidden" onClick={() => setSheetOpen(true)}>
              <SlidersHorizontal aria-hidden="true" />
              {t('search.showFilters')}
              {activeFilters ? <span className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground">{activeFilters}</span> : null}
            </Button>
            {search.city ? (
              <h2 id="results-heading" className="text-base font-semibold" aria-live="polite">
                {query.data ? t('search.results', { count: query.data.total }) : ''}
              </h2>
            ) : null}
            {search.city ? (
              <div className="flex items-center gap-2">
                <label htmlFor="sort" className="text-sm text-muted-foreground">
                  {t('search.sort')}
                </label>
                <Select id="sort" className="h-9 w-auto py-1" value={search.sort} onChange={(event) => update({ ...search, sort: event.target.value as SearchState['sort'], page: 1 })}>
                  {SORTS.map((sort) => (
                    <option key={sort} value={sort}>
                      {t(`search.sorts.${sort}`)}
                    </option>
                  ))}
                </Select>
              </div>
            ) : null}
          </div>

          {!search.city ? (
            <EmptyState
              icon={<MapPinned />}
              title={t('search.chooseCityTitle')}
              action={
                <Button className="lg:hidden" onClick={() => setSheetOpen(true)}>
                  <SlidersHorizontal aria-hidden="true" />
                  {t('search.showFilters')}
                </Button>
              }
            >
              {t('search.chooseCityText')}
            </EmptyState>
          ) : query.isPending ? (
            <div className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-3" aria-busy="true">
              {Array.from({ length: 6 }, (_, i) => (
                <PropertyCardSkeleton key={i} />
              ))}
            </div>
          ) : query.isError ? (
            <Alert variant="destructive">
              <AlertDescription>
                {t('search.loadFailed')} {errorText(query.error)}
              </AlertDescription>
            </Alert>
          ) : (
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
                <ul className={`grid gap-4 sm:grid-cols-2 2xl:grid-cols-3 ${query.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}`}>
                  {query.data.items.map((property) => (
                    <li key={property.id} className="flex">
                      <div className="w-full">
                        <PropertyCard property={property} favourite={isTenant ? heart(property) : null} />
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
          )}
        </section>
      </div>
    </div>
  );
}
