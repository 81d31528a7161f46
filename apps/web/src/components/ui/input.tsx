import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from '../../lib/utils';

export const inputClasses =
  'flex h-10 w-full rounded-md border border-input bg-card px-3 py-2 text-base sm:text-sm text-foreground shadow-xs ' +
  'placeholder:text-muted-foreground/80 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring ' +
  'disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive ' +
  '[&[readonly]]:bg-muted [&[readonly]]:text-muted-foreground';

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, type = 'text', ...props },
  ref,
) {
  return <input ref={ref} type={type} className={cn(inputClasses, className)} {...props} />;
});
