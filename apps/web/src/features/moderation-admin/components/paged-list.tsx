import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorText } from '../../../lib/errors';
import { cn } from '../../../lib/utils';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Pagination } from '../../../components/pagination';

/**
 * The states every moderation list shares: skeletons while the first page loads, the server's error
 * with a retry, the empty state, and the pages (the previous page stays dimmed while the next loads).
 */
export function PagedList({
  query,
  count,
  skeleton,
  empty,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  children,
}: {
  query: UseQueryResult<{ total: number }>;
  /** Items on this page. */
  count: number;
  skeleton: ReactNode;
  empty: ReactNode;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('moderation-admin');
  if (query.isError && !query.data) {
    return (
      <Alert variant="destructive">
        <AlertDescription className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
          <span>{errorText(query.error)}</span>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  if (query.isPending) return <div className="flex flex-col gap-4">{skeleton}</div>;
  const total = query.data?.total ?? 0;
  if (count === 0 && total === 0) return <>{empty}</>;
  return (
    <div className="flex flex-col gap-4" aria-busy={query.isPlaceholderData}>
      <div className={cn('flex flex-col gap-4 transition-opacity', query.isPlaceholderData && 'opacity-60')}>
        {children}
      </div>
      <Pagination
        page={page}
        pageSize={pageSize}
        total={total}
        onPageChange={onPageChange}
        onPageSizeChange={onPageSizeChange}
      />
    </div>
  );
}
