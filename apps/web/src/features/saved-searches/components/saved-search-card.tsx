import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { Pencil, SlidersHorizontal, Trash2 } from 'lucide-react';
import type { AlertFrequency, SavedSearch } from '@mietmatch/contract';
import { toastActionError } from '../../../lib/error-toast';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDeleteSavedSearch, useUpdateSavedSearch } from '../api/saved-searches';
import { searchPageHref, useFilterSummary } from '../filter-summary';
import { AlertSelect } from './alert-choice';
import { SearchFormDialog } from './search-form-dialog';

/** The filters as short phrases (city first). */
export function FilterChips({ search }: { search: Pick<SavedSearch, 'kind' | 'filters'> }) {
  const { summary } = useFilterSummary();
  return (
    <ul className="flex flex-wrap gap-1.5">
      {summary(search.kind, search.filters).map((part, index) => (
        <li key={part}>
          <Badge variant={index === 0 ? 'default' : 'secondary'}>{part}</Badge>
        </li>
      ))}
    </ul>
  );
}

/** Name and alert (with "Change filters", which opens the search page with the saved filters). */
function EditDialog({
  search,
  open,
  onOpenChange,
}: {
  search: SavedSearch;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const { t } = useTranslation('saved-searches');
  const update = useUpdateSavedSearch();
  return (
    <SearchFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('edit.title')}
      description={t('edit.description')}
      initial={{ name: search.name, alert: search.alert }}
      onSubmit={async (values) => {
        await update.mutateAsync({ id: search.id, ...values });
        toast.success(t('edit.saved'));
      }}
    >
      <Link to={searchPageHref(search.kind, search.filters)} className={buttonClasses('outline', 'sm', 'self-start')}>
        <SlidersHorizontal aria-hidden="true" />
        {t('edit.changeFilters')}
      </Link>
    </SearchFormDialog>
  );
}

/** One saved search: name, new results, filters, the alert (changed in place), open, edit, delete. */
export function SavedSearchCard({ search }: { search: SavedSearch }) {
  const { t } = useTranslation('saved-searches');
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const [editing, setEditing] = useState(false);
  const resultsHref = `/saved-searches/${search.id}`;

  const changeAlert = (alert: AlertFrequency) =>
    update.mutate(
      { id: search.id, alert },
      {
        onSuccess: () => toast.success(t('alert.changed')),
        onError: (error) => toastActionError(error),
      },
    );

  return (
    <Card className="flex flex-col gap-4 p-5">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 break-words text-base font-semibold">
          <Link
            to={resultsHref}
            className="rounded-sm hover:text-primary focus-visible:outline-2 focus-visible:outline-ring"
          >
            {search.name}
          </Link>
        </h2>
        {search.newCount > 0 ? (
          <Badge className="shrink-0 border-transparent bg-primary text-primary-foreground">
            {t('list.newCount', { count: search.newCount })}
          </Badge>
        ) : (
          <span className="shrink-0 text-xs text-muted-foreground">{t('list.noneNew')}</span>
        )}
      </div>
      <FilterChips search={search} />
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted-foreground" aria-hidden="true">
          {t('alert.legend')}
        </span>
        <AlertSelect
          value={search.alert}
          onChange={changeAlert}
          disabled={update.isPending}
          label={`${t('alert.legend')}: ${search.name}`}
        />
      </div>
      <div className="flex flex-wrap gap-2 border-t pt-4">
        <Link
          to={resultsHref}
          className={buttonClasses('default', 'sm')}
          aria-label={t('list.openNamed', { name: search.name })}
        >
          {t('list.open')}
        </Link>
        <Button
          variant="outline"
          size="sm"
          onClick={() => setEditing(true)}
          aria-label={t('edit.buttonNamed', { name: search.name })}
        >
          <Pencil aria-hidden="true" />
          {t('edit.button')}
        </Button>
        <ConfirmDialog
          trigger={
            <Button
              variant="ghost"
              size="sm"
              className="text-destructive hover:bg-destructive/10 hover:text-destructive"
              aria-label={t('delete.buttonNamed', { name: search.name })}
            >
              <Trash2 aria-hidden="true" />
              {/* On phones the bin alone keeps the three actions on one line. */}
              <span className="sr-only sm:not-sr-only">{t('delete.button')}</span>
            </Button>
          }
          title={t('delete.title')}
          description={t('delete.text', { name: search.name })}
          confirmLabel={t('delete.confirm')}
          busyLabel={t('delete.deleting')}
          destructive
          onConfirm={async () => {
            await remove.mutateAsync(search.id);
            toast.success(t('delete.done'));
          }}
          onError={(error) => toastActionError(error)}
        />
      </div>
      <EditDialog search={search} open={editing} onOpenChange={setEditing} />
    </Card>
  );
}

export function SavedSearchCardSkeleton() {
  return (
    <Card className="flex flex-col gap-4 p-5" aria-hidden="true">
      <div className="flex justify-between gap-3">
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-5 w-14 rounded-full" />
      </div>
      <div className="flex gap-1.5">
        <Skeleton className="h-5 w-20 rounded-full" />
        <Skeleton className="h-5 w-28 rounded-full" />
        <Skeleton className="h-5 w-16 rounded-full" />
      </div>
      <Skeleton className="h-9 w-40" />
      <div className="flex gap-2 border-t pt-4">
        <Skeleton className="h-8 w-20" />
        <Skeleton className="h-8 w-24" />
      </div>
    </Card>
  );
}
