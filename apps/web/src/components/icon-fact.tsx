import type { ReactNode } from 'react';
import { cn } from '../lib/utils';

/**
 * One fact of a details card's <dl>: a label with its icon over the value. A <dl> takes only <dt>/<dd>
 * groups in <div>s, so the icon sits inside the <dt>, placed in the padding.
 */
export function IconFact({
  icon,
  label,
  children,
  valueClassName,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
  valueClassName?: string;
}) {
  return (
    <div className="relative min-w-0 rounded-lg border bg-background/50 py-3 pl-11 pr-3">
      <dt className="text-xs text-muted-foreground">
        <span className="absolute left-3 top-3.5 text-primary [&_svg]:size-5" aria-hidden="true">
          {icon}
        </span>
        {label}
      </dt>
      <dd className={cn('font-medium', valueClassName)}>{children}</dd>
    </div>
  );
}
