import type { ReactNode } from 'react';
import { cn } from '../lib/utils';

interface StatusPanelProps {
  icon: ReactNode;
  tone?: 'primary' | 'destructive';
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  /** h2 inside the dashboard, whose top bar already holds the page's h1. */
  headingLevel?: 1 | 2;
}

/** Big icon, heading, text and an action: the "result" pages of the account journey. */
export function StatusPanel({ icon, tone = 'primary', title, children, action, headingLevel = 1 }: StatusPanelProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
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
      <Heading className="text-2xl font-semibold tracking-tight">{title}</Heading>
      {children ? (
        <div className="mt-3 max-w-sm text-sm leading-relaxed text-muted-foreground sm:text-base">{children}</div>
      ) : null}
      {action ? <div className="mt-8 w-full max-w-xs">{action}</div> : null}
    </div>
  );
}
