import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { BookmarkPlus } from 'lucide-react';
import type { FilterParams, SavedSearchKind } from '@mietmatch/contract';
import { Button } from '../../../components/ui/button';
import { useCreateSavedSearch } from '../api/saved-searches';
import { useFilterSummary } from '../filter-summary';

// The form and its checks (zod and the contract's schemas, ~40 kB compressed) load when the person reaches
// for the button, not with every search page that shows it.
const loadDialog = () => import('./search-form-dialog');
const SearchFormDialog = lazy(() => loadDialog().then((m) => ({ default: m.SearchFormDialog })));

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
  const [wanted, setWanted] = useState(false);
  const hasCity = Boolean(filters.city);

  return (
    <>
      <Button
        variant="outline"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        disabled={!hasCity}
        title={hasCity ? undefined : t('save.needsCity')}
      >
        <BookmarkPlus aria-hidden="true" />
        {t('save.button')}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
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
        </Suspense>
      ) : null}
    </>
  );
}
