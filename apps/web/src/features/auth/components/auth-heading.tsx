import type { ReactNode } from 'react';

export function AuthHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-8 flex flex-col gap-2">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
      {children ? <p className="text-sm leading-relaxed text-muted-foreground sm:text-base">{children}</p> : null}
    </div>
  );
}
