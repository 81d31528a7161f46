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

/** Rows per page (10/20/50), "Page x of y", previous and next. */
export function Pagination({ page, pageSize, total, onPage, onPageSize }: PaginationProps) {
  const { t } = useTranslation('requests');
  const id = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="flex flex-col gap-3 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-end sm:gap-6">
      <div className="flex items-center gap-2">
        <label htmlFor={id}>{t('pagination.rowsPerPage')}</label>
        <Select id={id} value={String(pageSize)} onChange={(event) => onPageSize(Number(event.target.value))} className="h-9 w-20">
          {PAGE_SIZE_OPTIONS.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex items-center gap-2">
        <span aria-live="polite">{t('pagination.pageOf', { page, pages })}</span>
        <Button variant="outline" size="icon" className="size-9" disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={t('pagination.previous')}>
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button variant="outline" size="icon" className="size-9" disabled={page >= pages} onClick={() => onPage(page + 1)} aria-label={t('pagination.next')}>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
