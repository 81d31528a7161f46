import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BookmarkPlus, Search } from 'lucide-react';
import type { SavedSearchKind } from '@mietmatch/contract';
import { useCurrentUser } from '../../../lib/current-user';
import { errorText } from '../../../lib/errors';
import { cn } from '../../../lib/utils';
import { EmptyState } from '../../../components/empty-state';
import { Pagination } from '../../../components/pagination';
import { usePageParams } from '../../../components/pagination-params';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useSavedSearches } from '../api/saved-searches';
import { searchPageHref } from '../filter-summary';
import { SavedSearchCard, SavedSearchCardSkeleton } from '../components/saved-search-card';
import '../i18n';

/** Where this member saves searches: tenants look for listings, landlords for requests. */
function useOwnKind(): SavedSearchKind {
  return useCurrentUser().data?.role === 'contractor' ? 'request' : 'property';
}

function NoSavedSearches() {
  const { t } = useTranslation('saved-searches');
  const kind = useOwnKind();
  return (
    <EmptyState
      icon={<BookmarkPlus />}
      title={t('list.emptyTitle')}
      action={
        <Link to={searchPageHref(kind, {})} className={buttonClasses('default')}>
          <Search aria-hidden="true" />
          {t(`list.goSearch.${kind}`)}
        </Link>
      }
    >
      {t(`list.emptyText.${kind}`)}
    </EmptyState>
  );
}

/** /saved-searches: the member's saved searches as cards, with their alerts and new results. */
export function SavedSearchesPage() {
  const { t } = useTranslation('saved-searches');
  const paging = usePageParams();
  const list = useSavedSearches(paging.page, paging.pageSize);
  const items = list.data?.items ?? [];

  let body: ReactNode;
  if (list.isError && !list.data) {
    body = (
      <Alert variant="destructive">
        <AlertDescription className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
          <span>{errorText(list.error)}</span>
          <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
            {t('list.retry')}
          </Button>
        </AlertDescription>
      </Alert>
    );
  } else if (list.isPending) {
    body = (
      <div className="grid gap-4 lg:grid-cols-2" aria-busy="true">
        <SavedSearchCardSkeleton />
        <SavedSearchCardSkeleton />
      </div>
    );
  } else if (list.data.total === 0) {
    body = <NoSavedSearches />;
  } else {
    body = (
      <>
        <ul
          aria-label={t('list.label')}
          className={cn('grid gap-4 transition-opacity lg:grid-cols-2', list.isPlaceholderData && 'opacity-60')}
        >
          {items.map((search) => (
            <li key={search.id} className="flex flex-col [&>*]:flex-1">
              <SavedSearchCard search={search} />
            </li>
          ))}
        </ul>
        <Pagination total={list.data.total} {...paging} />
      </>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <p className="text-muted-foreground">{t('list.intro')}</p>
      {body}
    </div>
  );
}
