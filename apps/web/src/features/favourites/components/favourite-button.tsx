import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Heart } from 'lucide-react';
import { errorText } from '../../../lib/errors';
import { cn } from '../../../lib/utils';
import { Button } from '../../../components/ui/button';
import { useFavouriteRequestIds, useToggleFavouriteRequest } from '../api/favourites';

/** The heart on a request card or details page; a pressed-state toggle with a toast. */
export function FavouriteRequestButton({ requestId, label, withText, className }: { requestId: string; label: string; withText?: boolean; className?: string }) {
  const { t } = useTranslation('favourites');
  const ids = useFavouriteRequestIds();
  const toggle = useToggleFavouriteRequest();
  const pressed = ids.data?.has(requestId) ?? false;
  const onClick = () =>
    toggle.mutate(requestId, {
      onSuccess: ({ favourite }) => toast.success(favourite ? t('added') : t('removed')),
      onError: (error) => toast.error(errorText(error)),
    });
  const name = pressed ? t('removeNamed', { name: label }) : t('addNamed', { name: label });
  return (
    <Button
      variant={withText ? 'outline' : 'ghost'}
      size={withText ? 'default' : 'icon'}
      aria-pressed={pressed}
      aria-label={withText ? undefined : name}
      title={withText ? undefined : name}
      busy={toggle.isPending && withText}
      disabled={toggle.isPending || ids.isPending}
      onClick={onClick}
      className={cn(!withText && 'shrink-0 rounded-full', className)}
    >
      <Heart aria-hidden="true" className={cn(pressed ? 'fill-rose-500 text-rose-500' : 'text-muted-foreground')} />
      {withText ? <span>{pressed ? t('inFavourites') : t('addToFavourites')}</span> : null}
    </Button>
  );
}
