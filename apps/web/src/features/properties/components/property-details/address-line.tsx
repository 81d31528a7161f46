import { useTranslation } from 'react-i18next';
import { Info, MapPin } from 'lucide-react';
import type { Property } from '@mietmatch/contract';
import { placeLine } from '../../../../components/listings/property-format';

/** The district arrives as an extra beside a hidden street (the postal-code table's place). */
type Place = Pick<Property, 'address' | 'postalCode' | 'city' | 'addressHidden'> & { district?: string | null };

/** "Street, postal code city"; while the landlord hides the street: "postal code city (district)" and why. */
export function AddressLine({ property }: { property: Place }) {
  const { t } = useTranslation('properties');
  if (!property.addressHidden) {
    return (
      <p className="mt-1 flex items-center gap-1.5 text-muted-foreground">
        <MapPin className="size-4" aria-hidden="true" />
        {[property.address, placeLine(property)].filter(Boolean).join(', ')}
      </p>
    );
  }
  const district = property.district && property.district !== property.city ? ` (${property.district})` : '';
  return (
    <div className="mt-1 flex flex-col gap-1">
      <p className="flex items-center gap-1.5 text-muted-foreground">
        <MapPin className="size-4" aria-hidden="true" />
        {`${placeLine(property)}${district}`}
      </p>
      <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
        <Info className="size-4 shrink-0" aria-hidden="true" />
        {t('details.addressHidden')}
      </p>
    </div>
  );
}
