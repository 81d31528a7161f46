import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Heart } from 'lucide-react';
import { errorText } from '../../../lib/errors';
import { cn } from '../../../lib/utils';
import { Button } from '../../../components/ui/button';
import { useFavouriteIds, useToggleFavourite } from '../api/favourites';

/** A heart that adds or removes the property from my favourites (tenants), with a toast. */
export function FavouriteButton({ propertyId, title, variant = 'overlay' }: { propertyId: string; title: string; variant?: 'overlay' | 'button' }) {
  const { t } = useTranslation('properties');
  const ids = useFavouriteIds(true);
  const toggle = useToggleFavourite();
  const active = ids.data?.has(propertyId) ?? false;
  const label = active ? t('card.unfavourite') : t('card.favourite');

  const onClick = () =>
    toggle.mutate(propertyId, {
      onSuccess: ({ favourite }) => toast.success(favourite ? t('card.favouriteAdded') : t('card.favouriteRemoved')),
      onError: (error) => toast.error(errorText(error)),
    });

  if (variant === 'button') {
    return (
      <Button variant="outline" aria-pressed={active} onClick={onClick} busy={toggle.isPending} disabled={ids.isPending}>
        {toggle.isPending ? null : <Heart aria-hidden="true" className={cn(active && 'fill-destructive text-destructive')} />}
        {label}
      </Button>
    );
  }
  return (
    <button
      type="button"
      aria-label={`${label}: ${title}`}
      aria-pressed={active}
      disabled={toggle.isPending || ids.isPending}
      onClick={onClick}
      className="flex size-9 cursor-pointer items-center justify-center rounded-full bg-background/90 text-foreground shadow-sm backdrop-blur transition hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-70"
    >
      <Heart aria-hidden="true" className={cn('size-4.5', active && 'fill-destructive text-destructive')} />
    </button>
  );
}
