import { useTranslation } from 'react-i18next';
import { MapPin } from 'lucide-react';
import { cn } from '../../../lib/utils';
import { type Place, placeText } from '../format';

/** The address, or postal code, city and district with the hint that the street follows a booking. */
export function PlaceLine({ place, hint = true, className }: { place: Place; hint?: boolean; className?: string }) {
  const { t } = useTranslation('viewings');
  return (
    <div className={cn('flex flex-col gap-0.5 text-sm', className)}>
      <p className="flex items-start gap-1.5 text-muted-foreground">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{placeText(place)}</span>
      </p>
      {place.addressHidden && hint ? <p className="pl-5.5 text-xs text-muted-foreground">{t('place.hidden')}</p> : null}
    </div>
  );
}
