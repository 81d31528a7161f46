import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SearchX } from 'lucide-react';
import { errorText } from '../../../lib/errors';
import { ApiError } from '../../../lib/api-client';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';

export function PageSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div role="status" className="flex flex-col gap-6" aria-busy="true" aria-label={t('loading')}>
      <Skeleton className="h-40 w-full rounded-xl" />
      <Skeleton className="h-64 w-full rounded-xl" />
    </div>
  );
}

/** A request that does not exist or is no longer visible, or a failed load. */
export function RequestUnavailable({ error, backTo, missing }: { error: unknown; backTo: string; missing?: boolean }) {
  const { t } = useTranslation('requests');
  const notFound = missing || !error || (error instanceof ApiError && (error.status === 404 || error.status === 403));
  return (
    <EmptyState
      icon={<SearchX />}
      title={notFound ? t('details.notFoundTitle') : errorText(error)}
      action={
        <Link to={backTo} className={buttonClasses('outline')}>
          {t('details.back')}
        </Link>
      }
    >
      {notFound ? t('details.notFoundText') : null}
    </EmptyState>
  );
}
