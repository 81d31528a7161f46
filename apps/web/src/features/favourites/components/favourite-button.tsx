import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { Heart } from 'lucide-react';
import '../i18n';
import { toastLoadError } from '../../../lib/error-toast';
import { cn } from '../../../lib/utils';
import { Button } from '../../../components/ui/button';
import { useFavouriteIds, useToggleFavourite, type FavouriteKind } from '../api/favourites';

const REQUEST_TOASTS = { added: 'added', removed: 'removed' } as const;
const PROPERTY_TOASTS = { added: 'property.added', removed: 'property.removed' } as const;

/** Whether the item is a favourite, and the toggle that says so in a toast. */
function useFavourite(kind: FavouriteKind, id: string) {
  const { t } = useTranslation('favourites');
  const ids = useFavouriteIds(kind);
  const toggle = useToggleFavourite(kind);
  const texts = kind === 'property' ? PROPERTY_TOASTS : REQUEST_TOASTS;
  const onClick = () =>
    toggle.mutate(id, {
      onSuccess: ({ favourite }) => toast.success(t(favourite ? texts.added : texts.removed)),
      onError: (error) => toastLoadError(error),
    });
  return { pressed: ids.data?.has(id) ?? false, loading: ids.isPending, busy: toggle.isPending, onClick };
}

interface FavouriteRequestButtonProps {
  requestId: string;
  /** The requester's name, for the button's accessible name. */
  label: string;
  withText?: boolean;
  className?: string;
}

/** The heart on a request card or details page (landlords). */
export function FavouriteRequestButton({ requestId, label, withText, className }: FavouriteRequestButtonProps) {
  const { t } = useTranslation('favourites');
  const { pressed, loading, busy, onClick } = useFavourite('request', requestId);
  const name = pressed ? t('removeNamed', { name: label }) : t('addNamed', { name: label });
  return (
    <Button
      variant={withText ? 'outline' : 'ghost'}
      size={withText ? 'default' : 'icon'}
      aria-pressed={pressed}
      aria-label={withText ? undefined : name}
      title={withText ? undefined : name}
      busy={busy && withText}
      disabled={busy || loading}
      onClick={onClick}
      className={cn(!withText && 'shrink-0 rounded-full', className)}
    >
      <Heart aria-hidden="true" className={cn(pressed ? 'fill-rose-500 text-rose-500' : 'text-muted-foreground')} />
      {withText ? <span>{pressed ? t('inFavourites') : t('addToFavourites')}</span> : null}
    </Button>
  );
}

interface FavouritePropertyButtonProps {
  propertyId: string;
  title: string;
  variant?: 'overlay' | 'button';
}

/** The heart on a property card (`overlay`) or the details page (`button`), for tenants. */
export function FavouritePropertyButton({ propertyId, title, variant = 'overlay' }: FavouritePropertyButtonProps) {
  const { t } = useTranslation('favourites');
  const { pressed, loading, busy, onClick } = useFavourite('property', propertyId);
  const label = pressed ? t('property.remove') : t('property.add');

  if (variant === 'button') {
    return (
      <Button variant="outline" aria-pressed={pressed} onClick={onClick} busy={busy} disabled={loading}>
        {busy ? null : <Heart aria-hidden="true" className={cn(pressed && 'fill-destructive text-destructive')} />}
        {label}
      </Button>
    );
  }
  return (
    <button
      type="button"
      aria-label={`${label}: ${title}`}
      aria-pressed={pressed}
      disabled={busy || loading}
      onClick={onClick}
      className={cn(
        'flex size-9 cursor-pointer items-center justify-center rounded-full bg-background/90 text-foreground',
        'shadow-sm backdrop-blur transition hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2',
        'focus-visible:outline-ring disabled:opacity-70',
      )}
    >
      <Heart aria-hidden="true" className={cn('size-4.5', pressed && 'fill-destructive text-destructive')} />
    </button>
  );
}
