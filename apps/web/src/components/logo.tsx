import { cn } from '../lib/utils';

/** The mark: a house whose door is a meeting point of two paths (tenant and landlord). */
function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        d="M8 15.5 16 9l8 6.5V24a1 1 0 0 1-1 1h-4.5v-5.5h-5V25H9a1 1 0 0 1-1-1z"
        className="fill-primary-foreground"
      />
      <circle cx="16" cy="16.5" r="1.6" className="fill-primary" />
    </svg>
  );
}

/** Full logo: mark plus the product name pair. `collapsed` shows the small logo only. */
export function Logo({ collapsed, className }: { collapsed?: boolean; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-2 font-semibold sm:gap-2.5 tracking-tight text-foreground',
        className,
      )}
    >
      <LogoMark />
      {collapsed ? (
        <span className="sr-only">Mietmatch | Rentmatch</span>
      ) : (
        <span className="text-sm leading-none sm:text-[15px]">
          Mietmatch<span className="mx-1 font-normal text-muted-foreground">|</span>
          <span className="text-primary">Rentmatch</span>
        </span>
      )}
    </span>
  );
}
