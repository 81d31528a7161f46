import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RotateCcw, SlidersHorizontal } from 'lucide-react';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { Dialog, DialogContent, DialogTitle } from '../ui/dialog';
import { useWideScreen } from '../../lib/use-media-query';
import { FILTER_PANEL, INTRO_ROW, RESULTS_COLUMN, SEARCH_GRID } from './search-layout-frame';

interface SearchLayoutProps {
  intro: string;
  /** Beside the intro (saving the search). */
  actions?: ReactNode;
  labels: { filters: string; showFilters: string; applyFilters: string; reset: string };
  /** How many filters beyond the town are set: on the phone's filter button, and whether reset has work. */
  activeFilters: number;
  onReset: () => void;
  /** The filter form, drawn in the desktop panel or in the phone's sheet (ids differ by `idPrefix`). */
  filters: (idPrefix: string) => ReactNode;
  /** The results column. */
  children: ReactNode;
}

/** Whether the panel's body has more below its visible part (then a fade says so). */
function useMoreBelow() {
  const ref = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState(false);
  const measure = useCallback(() => {
    const el = ref.current;
    if (el) setMore(el.scrollHeight - el.scrollTop - el.clientHeight > 4);
  }, []);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);
  return { ref, more, measure };
}

/**
 * The one layout of both searches ("Search For Property", "Looking For Tenants"): every filter applies as it
 * is chosen. On desktop the filters sit in a panel as high as the window beside the results, whose own body
 * scrolls while its heading and reset stay in view, so no section hides below the fold unseen; on phones they
 * open as a sheet from a button that counts the filters set.
 */
export function SearchLayout({ intro, actions, labels, activeFilters, onReset, filters, children }: SearchLayoutProps) {
  const { t } = useTranslation('common');
  const [sheetOpen, setSheetOpen] = useState(false);
  const wide = useWideScreen();
  const body = useMoreBelow();
  const reset = (
    <Button variant="ghost" size="sm" className="text-muted-foreground" onClick={onReset} disabled={!activeFilters}>
      <RotateCcw aria-hidden="true" />
      {labels.reset}
    </Button>
  );
  return (
    <div className={SEARCH_GRID}>
      {/* A phone opens the filters as a sheet: the panel beside the results is drawn only where it stands. */}
      {wide ? (
        <Card className={FILTER_PANEL}>
          <h2 className="border-b px-5 py-4 text-base font-semibold">{labels.filters}</h2>
          <div className="relative flex min-h-0 flex-1 flex-col">
            <div ref={body.ref} onScroll={body.measure} className="min-h-0 flex-1 overflow-y-auto px-5 py-4">
              {filters('filters')}
            </div>
            {body.more ? (
              <div
                aria-hidden="true"
                className="pointer-events-none absolute inset-x-0 bottom-0 h-10 bg-gradient-to-t from-card to-transparent"
              />
            ) : null}
          </div>
          <div className="border-t px-3 py-2">{reset}</div>
        </Card>
      ) : null}

      <Dialog open={sheetOpen} onOpenChange={setSheetOpen}>
        <DialogContent
          side="sheet-left"
          closeLabel={t('actions.close')}
          aria-describedby={undefined}
          className="flex w-[min(24rem,100vw)] max-w-[100vw] flex-col p-0"
        >
          <DialogTitle className="border-b px-5 py-4">{labels.filters}</DialogTitle>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{filters('sheet')}</div>
          <div className="flex items-center justify-between gap-3 border-t px-3 py-3">
            {reset}
            <Button onClick={() => setSheetOpen(false)}>{labels.applyFilters}</Button>
          </div>
        </DialogContent>
      </Dialog>

      <div className={RESULTS_COLUMN}>
        <div className={INTRO_ROW}>
          <p className="text-muted-foreground">{intro}</p>
          {actions}
        </div>
        <Button variant="outline" className="self-start lg:hidden" onClick={() => setSheetOpen(true)}>
          <SlidersHorizontal aria-hidden="true" />
          {labels.showFilters}{' '}
          {activeFilters ? (
            <span className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground">{activeFilters}</span>
          ) : null}
        </Button>
        {children}
      </div>
    </div>
  );
}
