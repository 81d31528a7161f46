import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import '../../../components/listings/property-texts';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog, DialogContent, DialogTitle } from '../../../components/ui/dialog';
import { SaveSearchButton } from '../../saved-searches/components/save-search-button';
import { usePropertySearch } from '../api/properties';
import { FilterPanel } from '../components/filter-panel';
import { PropertyResults, SearchToolbar } from '../components/property-search/results';
import { apiQuery, readSearch, writeSearch, type SearchState } from '../search-params';

/** "Search For Property" (/properties-list for tenants): filters in the URL, results as cards. */
export function SearchPropertiesPage() {
  const { t } = useTranslation(['properties', 'common']);
  const [params, setParams] = useSearchParams();
  const search = readSearch(params);
  const [sheetOpen, setSheetOpen] = useState(false);
  const query = usePropertySearch(apiQuery(search), Boolean(search.city));
  const update = (next: SearchState) => setParams(writeSearch(next), { replace: true });
  const reset = () => setParams(new URLSearchParams(), { replace: true });
  const results = { search, query, update, openFilters: () => setSheetOpen(true) };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-muted-foreground">{t('search.intro')}</p>
        {/* The filters as the address carries them, without the page. */}
        <SaveSearchButton
          kind="property"
          filters={Object.fromEntries(writeSearch({ ...search, page: 1, pageSize: 10 }))}
        />
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[300px_minmax(0,1fr)]">
        <Card className="sticky top-24 hidden max-h-[calc(100dvh-7rem)] overflow-y-auto p-5 lg:block">
          <h2 className="mb-4 text-base font-semibold">{t('search.filters')}</h2>
          <FilterPanel idPrefix="filters" value={search} onChange={update} onReset={reset} />
        </Card>

        {/* On phones the filters open as a sheet from the left. */}
        <Dialog open={sheetOpen} onOpenChange={setSheetOpen}>
          <DialogContent
            side="sheet-left"
            closeLabel={t('common:actions.close')}
            aria-describedby={undefined}
            className="w-[min(24rem,100vw)] max-w-[100vw] overflow-y-auto p-5"
          >
            <DialogTitle className="mb-4">{t('search.filters')}</DialogTitle>
            <FilterPanel idPrefix="sheet" value={search} onChange={update} onReset={reset} />
            <Button className="mt-6 w-full" onClick={() => setSheetOpen(false)}>
              {t('search.applyFilters')}
            </Button>
          </DialogContent>
        </Dialog>

        <section className="flex min-w-0 flex-col gap-4" aria-labelledby={search.city ? 'results-heading' : undefined}>
          <SearchToolbar {...results} />
          <PropertyResults {...results} />
        </section>
      </div>
    </div>
  );
}
