import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { PAGE_SIZE_OPTIONS } from '@mietmatch/contract';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

/** Rows per page (10/20/50), the range shown, previous/next. */
export function Pagination({ page, pageSize, total, onPage, onPageSize }: PaginationProps) {
  const { t } = useTranslation('properties');
  const id = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);

  return (
    <nav aria-label={t('pagination.label')} className="flex flex-col items-center justify-between gap-3 border-t pt-4 text-sm sm:flex-row">
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="text-muted-foreground">
          {t('pagination.rowsPerPage')}
        </label>
        <Select id={id} className="h-9 w-20 py-1" value={String(pageSize)} onChange={(event) => onPageSize(Number(event.target.value))}>
          {PAGE_SIZE_OPTIONS.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </Select>
      </div>
      <p className="text-muted-foreground" aria-live="polite">
        {t('pagination.range', { from, to, total })} · {t('pagination.page', { page, pages })}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="icon" aria-label={t('pagination.previous')} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button variant="outline" size="icon" aria-label={t('pagination.next')} disabled={page >= pages} onClick={() => onPage(page + 1)}>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
