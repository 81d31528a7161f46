import { Avatar as AvatarPrimitive } from 'radix-ui';
import { cn } from '../../lib/utils';

interface AvatarProps {
  src?: string | null;
  name: string;
  className?: string;
  /** The name is already written next to the picture: the picture says nothing more (alt=""). */
  decorative?: boolean;
}

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

export function Avatar({ src, name, className, decorative }: AvatarProps) {
  return (
    // The text size sits on the root so a caller's size (text-lg on a large avatar) reaches the initials.
    <AvatarPrimitive.Root
      className={cn('relative inline-flex size-10 shrink-0 overflow-hidden rounded-full bg-muted text-sm', className)}
    >
      {src ? <AvatarPrimitive.Image src={src} alt={decorative ? '' : name} className="size-full object-cover" /> : null}
      <AvatarPrimitive.Fallback
        className="flex size-full items-center justify-center bg-primary/15 font-semibold text-primary"
        {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
      >
        {initials(name)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
