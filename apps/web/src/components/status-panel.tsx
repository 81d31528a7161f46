import type { ReactNode } from 'react';
import { cn } from '../lib/utils';

/** Big icon, heading, text and an action: the "result" pages of the account journey. */
export function StatusPanel({ icon, tone = 'primary', title, children, action }: { icon: ReactNode; tone?: 'primary' | 'destructive'; title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center text-center">
      <div
        className={cn(
          'mb-6 flex size-16 items-center justify-center rounded-full [&_svg]:size-8',
          tone === 'primary' ? 'bg-primary/10 text-primary' : 'bg-destructive/10 text-destructive',
        )}
      >
        {icon}
      </div>
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      {children ? <div className="mt-3 max-w-sm text-sm leading-relaxed text-muted-foreground sm:text-base">{children}</div> : null}
      {action ? <div className="mt-8 w-full max-w-xs">{action}</div> : null}
    </div>
  );
}
