import type { HTMLAttributes } from 'react';
import { AlertCircle, CheckCircle2, Info } from 'lucide-react';
import { cn } from '../../lib/utils';

const variants = {
  default: 'border-border bg-card text-foreground [&>svg]:text-primary',
  destructive: 'border-destructive/40 bg-destructive/8 text-destructive [&>svg]:text-destructive',
  success: 'border-success/40 bg-success/8 text-foreground [&>svg]:text-success',
} as const;

const icons = { default: Info, destructive: AlertCircle, success: CheckCircle2 };

interface AlertProps extends HTMLAttributes<HTMLDivElement> {
  variant?: keyof typeof variants;
}

export function Alert({ className, variant = 'default', children, role = 'alert', ...props }: AlertProps) {
  const Icon = icons[variant];
  return (
    <div
      role={role}
      className={cn(
        'relative grid w-full grid-cols-[1.25rem_1fr] gap-x-3 gap-y-1 rounded-lg border px-4 py-3 text-sm [&>svg]:mt-0.5 [&>svg]:size-5',
        variants[variant],
        className,
      )}
      {...props}
    >
      <Icon aria-hidden="true" />
      <div className="col-start-2 flex flex-col gap-1">{children}</div>
    </div>
  );
}
export function AlertTitle({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={cn('font-semibold leading-tight', className)} {...props} />;
}
export function AlertDescription({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={cn('leading-relaxed opacity-90', className)} {...props} />;
}
