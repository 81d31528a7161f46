import { cn } from '../../lib/utils';

export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block size-5 animate-spin rounded-full border-2 border-current border-t-transparent',
        className,
      )}
    />
  );
}

/** A centred spinner with a visible label, announced politely to screen readers. */
export function LoadingState({ label, className }: { label: string; className?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn('flex flex-col items-center justify-center gap-4 py-16 text-muted-foreground', className)}
    >
      <Spinner className="size-9 border-[3px] text-primary" />
      <span className="text-sm">{label}</span>
    </div>
  );
}
