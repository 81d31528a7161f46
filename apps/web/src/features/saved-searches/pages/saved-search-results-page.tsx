import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, Bell, SearchX, SlidersHorizontal } from 'lucide-react';
import { ApiError } from '../../../lib/api-client';
import { placeholderKeys } from '../../../lib/list-keys';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { Pagination } from '../../../components/pagination';
import { usePageParams } from '../../../components/pagination-params';
import { buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSavedSearch, useSavedSearchResults } from '../api/saved-searches';
import { searchPageHref } from '../filter-summary';
import { useAlertLabel } from '../components/alert-choice';
import { ResultList } from '../components/result-list';
import { FilterChips } from '../components/saved-search-card';
import '../i18n';

function BackLink() {
  const { t } = useTranslation('saved-searches');
  return (
    <Link to="/saved-searches" className={buttonClasses('ghost', 'sm', '-ml-2 self-start')}>
      <ArrowLeft aria-hidden="true" />
      {t('results.back')}
    </Link>
  );
}

/** /saved-searches/:id: the search as saved, what arrived since it was last opened marked "New". */
export function SavedSearchResultsPage() {
  const { t } = useTranslation('saved-searches');
  const alertLabel = useAlertLabel();
  const id = useParams().id ?? '';
  const paging = usePageParams();
  const saved = useSavedSearch(id);
  const results = useSavedSearchResults(id, paging.page, paging.pageSize);
  const search = saved.savedSearch;
  const gone = saved.missing || (results.error instanceof ApiError && results.error.status === 404);

  if (gone) {
    return (
      <EmptyState
        icon={<SearchX />}
        title={t('results.notFoundTitle')}
        action={
          <Link to="/saved-searches" className={buttonClasses('outline')}>
            {t('results.back')}
          </Link>
        }
      />
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <BackLink />
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-3">
          {search ? (
            <>
              <h2 className="break-words text-xl font-semibold tracking-tight">{search.name}</h2>
              <FilterChips search={search} />
              <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
                <Bell className="size-4" aria-hidden="true" />
                {t('alert.legend')}: {alertLabel(search.alert)}
              </p>
            </>
          ) : (
            <Skeleton className="h-7 w-64" />
          )}
        </div>
        {search ? (
          <Link
            to={searchPageHref(search.kind, search.filters)}
            className={buttonClasses('outline', 'default', 'shrink-0 self-start')}
          >
            <SlidersHorizontal aria-hidden="true" />
            {t('edit.changeFilters')}
          </Link>
        ) : null}
      </header>
      <section aria-labelledby="saved-results-count" className="flex flex-col gap-4">
        <p id="saved-results-count" className="text-sm text-muted-foreground" aria-live="polite">
          {results.data ? t('results.count', { count: results.data.total }) : '\u00a0'}
        </p>
        {results.isPending ? (
          <div className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-3" aria-busy="true">
            {placeholderKeys(4).map((key) => (
              <Skeleton key={key} className="h-72 rounded-xl" />
            ))}
          </div>
        ) : results.isError ? (
          <LoadError error={results.error} />
        ) : results.data.total === 0 ? (
          <EmptyState icon={<SearchX />} title={t('results.emptyTitle')}>
            {t('results.emptyText')}
          </EmptyState>
        ) : (
          <>
            <ResultList results={results.data} dimmed={results.isPlaceholderData} />
            <Pagination total={results.data.total} {...paging} />
          </>
        )}
      </section>
    </div>
  );
}
