import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';

/** A moderation card while it loads: the heading and the action, then the card's own body shape. */
export function CardSkeleton({ children }: { children: ReactNode }) {
  return (
    <Card className="flex flex-col gap-5 p-4 sm:p-6" aria-hidden="true">
      <div className="flex justify-between gap-4">
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-5 w-2/3" />
        </div>
        <Skeleton className="h-10 w-28" />
      </div>
      {children}
    </Card>
  );
}
