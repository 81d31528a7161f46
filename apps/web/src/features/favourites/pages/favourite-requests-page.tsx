import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Heart, Search } from 'lucide-react';
import { errorText } from '../../../lib/errors';
import { cn } from '../../../lib/utils';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { EmptyState } from '../../../components/empty-state';
import { Pagination } from '../../../components/pagination';
import { RequestCard } from '../../../components/listings/request-card';
import { useFavourites } from '../api/favourites';
import { FavouriteRequestButton } from '../components/favourite-button';

/** /my-favourite-requests: the requests a landlord marked with the heart. */
export function FavouriteRequestsPage() {
  const { t } = useTranslation('favourites');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const favourites = useFavourites('request', page, pageSize);
  const data = favourites.data;

  let body: ReactNode;
  if (favourites.isPending) {
    body = (
      <div className="grid gap-4 md:grid-cols-2" aria-busy="true">
        <Skeleton className="h-56 rounded-xl" />
        <Skeleton className="h-56 rounded-xl" />
      </div>
    );
  } else if (favourites.isError) {
    body = (
      <Alert variant="destructive">
        <AlertDescription>{errorText(favourites.error)}</AlertDescription>
      </Alert>
    );
  } else if (!data || data.items.length === 0) {
    body = (
      <EmptyState
        icon={<Heart />}
        title={t('emptyTitle')}
        action={
          <Link to="/all-tenant-requests" className={buttonClasses('default')}>
            <Search aria-hidden="true" />
            {t('browse')}
          </Link>
        }
      >
        {t('emptyText')}
      </EmptyState>
    );
  } else {
    body = (
      <div className="flex flex-col gap-5">
        {/* The list's heading, so the cards' names (h3) sit under an h2. */}
        <h2 className="text-sm font-normal text-muted-foreground">{t('count', { count: data.total })}</h2>
        <ul className={cn('grid gap-4 md:grid-cols-2', favourites.isPlaceholderData && 'opacity-60')}>
          {data.items.map((item) => (
            <li key={item.id}>
              <RequestCard
                request={item}
                favourite={
                  <FavouriteRequestButton
                    requestId={item.id}
                    label={`${item.firstName} ${item.lastName}`}
                    className="-mr-2 -mt-1"
                  />
                }
              />
            </li>
          ))}
        </ul>
        <Pagination
          page={page}
          pageSize={pageSize}
          total={data.total}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <p className="text-muted-foreground">{t('intro')}</p>
      {body}
    </div>
  );
}
