import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { cn } from '../lib/utils';
import { Button } from './ui/button';
import { Select } from './ui/select';

/** Rows per page every list offers (the API accepts exactly these). */
export const PAGE_SIZES = [10, 20, 50] as const;

/** A page size from a URL parameter: one of `PAGE_SIZES`, else the first. */
export function pageSizeFrom(value: string | null | undefined, options: readonly number[] = PAGE_SIZES): number {
  const size = Number(value);
  return options.includes(size) ? size : options[0]!;
}

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  pageSize: number;
  /** Rows in the whole list (the API's `total`). */
  total: number;
  onPageChange: (page: number) => void;
  /** Called with the new size; the caller goes back to page 1 (the old page may not exist any more). */
  onPageSizeChange: (pageSize: number) => void;
  pageSizeOptions?: readonly number[];
  className?: string;
}

/**
 * The one pagination of every list (properties, requests, favourites, users): rows per page,
 * "1–10 of 25 · Page 1 of 3", first/previous/next/last. Texts come from `common:pagination`.
 */
export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions = PAGE_SIZES,
  className,
}: PaginationProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);

  // Deleting the last row of the last page leaves the list past its end: go back to the new last page.
  useEffect(() => {
    if (total > 0 && page > pages) onPageChange(pages);
  }, [total, page, pages, onPageChange]);

  // The parts wrap by the room the list has, not by the screen's width: beside the map a wide screen's
  // list is narrow, and one row squeezed the count into a column of single words.
  return (
    <nav
      aria-label={t('pagination.label')}
      className={cn(
        'flex flex-wrap items-center justify-center gap-3 border-t pt-4 text-sm sm:justify-between',
        className,
      )}
    >
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="text-muted-foreground">
          {t('pagination.rowsPerPage')}
        </label>
        <Select
          id={id}
          className="h-9 w-20 py-1"
          value={String(pageSize)}
          onChange={(event) => onPageSizeChange(Number(event.target.value))}
        >
          {pageSizeOptions.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </Select>
      </div>
      <p className="text-center text-muted-foreground tabular-nums" aria-live="polite">
        {t('pagination.range', { from, to, total })} · {t('pagination.page', { page: Math.min(page, pages), pages })}
      </p>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="icon"
          className="size-9"
          aria-label={t('pagination.first')}
          disabled={page <= 1}
          onClick={() => onPageChange(1)}
        >
          <ChevronsLeft aria-hidden="true" />
        </Button>
        <Button
          variant="outline"
          size="icon"
          className="size-9"
          aria-label={t('pagination.previous')}
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button
          variant="outline"
          size="icon"
          className="size-9"
          aria-label={t('pagination.next')}
          disabled={page >= pages}
          onClick={() => onPageChange(page + 1)}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
        <Button
          variant="outline"
          size="icon"
          className="size-9"
          aria-label={t('pagination.last')}
          disabled={page >= pages}
          onClick={() => onPageChange(pages)}
        >
          <ChevronsRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
