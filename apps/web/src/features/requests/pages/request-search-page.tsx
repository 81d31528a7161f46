import { useTranslation } from 'react-i18next';
import { SlidersHorizontal } from 'lucide-react';
import { cn } from '../../../lib/utils';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SaveSearchButton } from '../../saved-searches/components/save-search-button';
import { FilterPanel } from '../components/request-search/filter-panel';
import { RequestResults, ResultsToolbar } from '../components/request-search/results';
import { useRequestSearchState } from '../components/request-search/search-state';

/** /all-tenant-requests for landlords: "Looking For Tenants". The filters live in the address. */
export function RequestSearchPage() {
  const { t } = useTranslation('requests');
  const state = useRequestSearchState();
  const { city, filtersOpen, setFiltersOpen } = state;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-muted-foreground">{t('search.intro')}</p>
        <SaveSearchButton kind="request" filters={state.filters} />
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[300px_minmax(0,1fr)]">
        {/* Named: the dashboard's sidebar is a complementary landmark too. */}
        <aside aria-label={t('search.filters')} className="lg:sticky lg:top-24">
          <Button
            variant="outline"
            className="w-full lg:hidden"
            aria-expanded={filtersOpen}
            aria-controls="request-filters"
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <SlidersHorizontal aria-hidden="true" />
            {t('search.filters')}
          </Button>
          <Card
            id="request-filters"
            className={cn('mt-3 p-5 lg:mt-0 lg:block', filtersOpen || !city ? 'block' : 'hidden')}
          >
            {/* On phones the toggle above names the panel. */}
            <h2 className="mb-4 hidden text-base font-semibold lg:block">{t('search.filters')}</h2>
            <FilterPanel
              draft={state.draft}
              setDraft={state.setDraft}
              onSubmit={state.submit}
              cityError={state.cityError}
            />
          </Card>
        </aside>
        <section aria-label={t('search.results')} className="flex min-w-0 flex-col gap-4">
          <ResultsToolbar {...state} />
          <RequestResults {...state} />
        </section>
      </div>
    </div>
  );
}
