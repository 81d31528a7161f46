import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RotateCcw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { SORTS, type UsersFilters } from '../users-filters';

/** Above the users list: how many users match, a reset while filtered, and the sort order. */
export function UsersToolbar({
  total,
  filtered,
  sort,
  onSort,
  onReset,
}: {
  /** Undefined until the first page has arrived. */
  total: number | undefined;
  filtered: boolean;
  sort: UsersFilters['sort'];
  onSort: (sort: UsersFilters['sort']) => void;
  onReset: () => void;
}) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const sortId = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {total !== undefined ? t('filters.results', { count: total, lng: i18n.resolvedLanguage }) : '\u00a0'}
      </p>
      <div className="flex flex-wrap items-center gap-3 max-sm:w-full">
        {filtered ? (
          <Button variant="ghost" size="sm" onClick={onReset}>
            <RotateCcw aria-hidden="true" />
            {t('filters.reset')}
          </Button>
        ) : null}
        <div className="flex items-center gap-2 max-sm:w-full">
          <Label htmlFor={sortId} className="whitespace-nowrap text-muted-foreground">
            {t('filters.sort')}
          </Label>
          <Select
            id={sortId}
            className="h-9 w-full py-1 sm:w-auto sm:min-w-56"
            value={sort}
            onChange={(e) => onSort(e.target.value as UsersFilters['sort'])}
          >
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`sort.${s}`)}
              </option>
            ))}
          </Select>
        </div>
      </div>
    </div>
  );
}
