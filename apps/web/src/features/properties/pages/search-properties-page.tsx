import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import '../../../components/listings/property-texts';
import { SearchLayout } from '../../../components/listings/search-layout';
import { SaveSearchButton } from '../../saved-searches';
import { usePropertySearch } from '../api/properties';
import { FilterPanel } from '../components/filter-panel';
import { activeFilterCount, PropertyResults, SearchToolbar } from '../components/property-search/results';
import { apiQuery, readSearch, writeSearch, type SearchState } from '../search-params';

/** "Search For Property" (/properties-list for tenants): filters in the URL, results as cards. */
export function SearchPropertiesPage() {
  const { t } = useTranslation('properties');
  const [params, setParams] = useSearchParams();
  const search = readSearch(params);
  const query = usePropertySearch(apiQuery(search), Boolean(search.city));
  const update = (next: SearchState) => setParams(writeSearch(next), { replace: true });
  // Reset keeps the town: without one there is nothing to show.
  const reset = () => {
    const next = new URLSearchParams();
    if (search.city) next.set('city', search.city);
    if (search.state) next.set('state', search.state);
    setParams(next, { replace: true });
  };

  return (
    <SearchLayout
      intro={t('search.intro')}
      actions={
        // The filters as the address carries them, without the page.
        <SaveSearchButton
          kind="property"
          filters={Object.fromEntries(writeSearch({ ...search, page: 1, pageSize: 10 }))}
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
      <section className="flex min-w-0 flex-col gap-4" aria-labelledby={search.city ? 'results-heading' : undefined}>
        <SearchToolbar search={search} query={query} update={update} />
        <PropertyResults search={search} query={query} update={update} />
      </section>
    </SearchLayout>
  );
}
