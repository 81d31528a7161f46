import { useTranslation } from 'react-i18next';
import '../i18n';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import type { useAreas } from '../api/areas';

/**
 * What a picker shows while the area data loads or after it failed (with a retry), so the city and the
 * address pickers say it the same way; `null` once the data is there.
 */
export function AreaDataState({ areas, label }: { areas: ReturnType<typeof useAreas>; label: string }) {
  const { t } = useTranslation('areas');
  if (areas.isPending) {
    return (
      <div className="flex flex-col gap-2" aria-busy="true">
        <span className="text-sm font-medium">{label}</span>
        <Skeleton className="h-10 w-full" />
        <span className="sr-only">{t('loading')}</span>
      </div>
    );
  }
  if (areas.isError) {
    return (
      <div className="flex flex-col gap-2 rounded-md border border-destructive/40 p-3 text-sm" role="alert">
        <span>{t('loadFailed')}</span>
        <Button variant="outline" size="sm" onClick={() => void areas.refetch()} busy={areas.isFetching}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  return null;
}
