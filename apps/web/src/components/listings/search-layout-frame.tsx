import type { ReactNode } from 'react';
import { Card } from '../ui/card';
import { Skeleton } from '../ui/skeleton';

/*
 * The search layout's frame (search-layout.tsx), in a file of its own that imports nearly nothing: the results
 * page draws it while the search's own code is still loading, so it must not wait for that code's imports.
 */

/** Filters' panel beside the results from 1024 px; one column below. */
export const SEARCH_GRID = 'grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[300px_minmax(0,1fr)]';
/** As high as the window below the top bar, so its reset is in view at once and while scrolling. */
export const FILTER_PANEL = 'sticky top-20 hidden max-h-[calc(100dvh-7rem)] flex-col overflow-hidden lg:flex';
export const RESULTS_COLUMN = 'flex min-w-0 flex-col gap-4';
/** The intro heads the results column (the panel beside it starts right below the top bar). */
export const INTRO_ROW = 'flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between';
/** Result cards fill from the left in columns of one width, so a single result keeps a card's size. */
export const RESULT_GRID = 'grid grid-cols-[repeat(auto-fill,minmax(min(100%,17rem),1fr))] gap-4';

/**
 * The search page before its code has arrived: its intro where the page puts it (the largest text a phone
 * shows there, so it is on screen one round of downloads sooner), the controls and the results as
 * placeholders of their sizes, so nothing jumps when the page replaces it.
 */
export function SearchLayoutSkeleton({ intro, children }: { intro: string; children: ReactNode }) {
  return (
    <div className={SEARCH_GRID} aria-busy="true">
      <Card className={`${FILTER_PANEL} h-[calc(100dvh-7rem)]`}>
        <div className="border-b px-5 py-4">
          <Skeleton className="h-6 w-16" />
        </div>
        <div className="flex flex-col gap-6 px-5 py-4">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      </Card>
      <div className={RESULTS_COLUMN}>
        <div className={INTRO_ROW}>
          <p className="text-muted-foreground">{intro}</p>
          {/* "Suche speichern": the row's width on a phone, beside the intro from 640 px. */}
          <Skeleton className="h-10 w-full sm:w-44" />
        </div>
        <Skeleton className="h-10 w-40 lg:hidden" />
        {/* The count and the list, map and sort controls. */}
        <div className="flex flex-col gap-3">
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-9 w-full max-w-md" />
        </div>
        {children}
      </div>
    </div>
  );
}
