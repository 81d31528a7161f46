import { placeholderKeys } from '../../lib/list-keys';

/*
 * Placeholders of listing cards, apart from the card itself (property-card.tsx) and its imports (formats,
 * badges, avatars, icons): a page shows them while exactly those are still loading.
 */

function PropertyCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-xl border bg-card" aria-hidden="true">
      <div className="aspect-[3/2] animate-pulse bg-muted" />
      <div className="flex flex-col gap-3 p-4">
        <div className="h-6 w-1/3 animate-pulse rounded bg-muted" />
        <div className="h-4 w-3/4 animate-pulse rounded bg-muted" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-muted" />
      </div>
    </div>
  );
}

/** Placeholders in the results grid while a page of listings loads. */
export function PropertyGridSkeleton({ count = 3, className = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3' }) {
  return (
    <div className={className} aria-busy="true">
      {placeholderKeys(count).map((key) => (
        <PropertyCardSkeleton key={key} />
      ))}
    </div>
  );
}
