import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { BookmarkPlus } from 'lucide-react';
import type { FilterParams, SavedSearchKind } from '@mietmatch/contract';
import { Button } from '../../../components/ui/button';
import { useCreateSavedSearch } from '../api/saved-searches';
import { useFilterSummary } from '../filter-summary';
import { SearchFormDialog } from './search-form-dialog';

interface SaveSearchButtonProps {
  kind: SavedSearchKind;
  /** The search page's filters as its address carries them (without paging). */
  filters: FilterParams;
}

/** "Save search" on a search page: names the current filters and chooses the alert. Needs a city. */
export function SaveSearchButton({ kind, filters }: SaveSearchButtonProps) {
  const { t } = useTranslation('saved-searches');
  const navigate = useNavigate();
  const create = useCreateSavedSearch();
  const { suggestName } = useFilterSummary();
  const [open, setOpen] = useState(false);
  const hasCity = Boolean(filters.city);

  return (
    <>
      <Button
        variant="outline"
        onClick={() => setOpen(true)}
        disabled={!hasCity}
        title={hasCity ? undefined : t('save.needsCity')}
      >
        <BookmarkPlus aria-hidden="true" />
        {t('save.button')}
      </Button>
      <SearchFormDialog
        open={open}
        onOpenChange={setOpen}
        title={t('save.title')}
        description={t('save.description')}
        initial={{ name: suggestName(kind, filters), alert: 'instant' }}
        onSubmit={async (values) => {
          const saved = await create.mutateAsync({ kind, filters, ...values });
          toast.success(t('save.saved', { name: saved.name }), {
            action: { label: t('save.viewList'), onClick: () => void navigate('/saved-searches') },
          });
        }}
      />
    </>
  );
}
