import { useTranslation } from 'react-i18next';
import { SearchLayout } from '../../../components/listings/search-layout';
import { SaveSearchButton } from '../../saved-searches';
import { FilterPanel } from '../components/request-search/filter-panel';
import { RequestResults, ResultsToolbar } from '../components/request-search/results';
import { useRequestSearchState } from '../components/request-search/search-state';

/** /all-tenant-requests for landlords: "Looking For Tenants". The filters live in the address. */
export function RequestSearchPage() {
  const { t } = useTranslation('requests');
  const state = useRequestSearchState();
  return (
    <SearchLayout
      intro={t('search.intro')}
      actions={<SaveSearchButton kind="request" filters={state.filters} />}
      labels={{
        filters: t('search.filters'),
        showFilters: t('search.showFilters'),
        applyFilters: t('search.applyFilters'),
        reset: t('search.reset'),
      }}
      activeFilters={state.activeFilters}
      onReset={state.reset}
      filters={(idPrefix) => (
        <FilterPanel idPrefix={idPrefix} value={state.values} onChange={state.apply} cityError={state.cityError} />
      )}
    >
      <section aria-label={t('search.results')} className="flex min-w-0 flex-col gap-4">
        <ResultsToolbar {...state} />
        <RequestResults {...state} />
      </section>
    </SearchLayout>
  );
}
