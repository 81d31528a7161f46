import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedSearchResults } from '@mietmatch/contract';
import { useCurrentUser } from '../../../lib/current-user';
import { cn } from '../../../lib/utils';
import { PropertyCard } from '../../../components/listings/property-card';
import { RequestCard } from '../../../components/listings/request-card';
import { Badge } from '../../../components/ui/badge';
import { FavouritePropertyButton, FavouriteRequestButton } from '../../favourites';

/** The "New" mark beside a card's heart. */
function Corner({ isNew, children }: { isNew: boolean; children?: ReactNode }) {
  const { t } = useTranslation('saved-searches');
  if (!isNew && !children) return null;
  return (
    <div className="flex items-center gap-2">
      {isNew ? (
        <Badge className="border-transparent bg-primary text-primary-foreground shadow-sm">{t('results.new')}</Badge>
      ) : null}
      {children}
    </div>
  );
}

/** The results of a saved search with the existing listing or request cards; what is new is marked. */
export function ResultList({ results, dimmed }: { results: SavedSearchResults; dimmed: boolean }) {
  const isTenant = useCurrentUser().data?.role === 'client';
  if (results.kind === 'property') {
    return (
      <ul className={cn('grid gap-4 sm:grid-cols-2 2xl:grid-cols-3', dimmed && 'opacity-60')}>
        {results.items.map((property) => (
          <li key={property.id} className="flex">
            <div className="w-full">
              <PropertyCard
                property={property}
                favourite={
                  <Corner isNew={property.isNew}>
                    {isTenant ? <FavouritePropertyButton propertyId={property.id} title={property.title} /> : null}
                  </Corner>
                }
              />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={cn('grid gap-4 md:grid-cols-2', dimmed && 'opacity-60')}>
      {results.items.map((request) => (
        <li key={request.id}>
          <RequestCard
            request={request}
            distanceKm={request.distanceKm}
            top={request.topPlacement}
            favourite={
              <Corner isNew={request.isNew}>
                <FavouriteRequestButton
                  requestId={request.id}
                  label={`${request.firstName} ${request.lastName}`}
                  className="-mr-2 -mt-1"
                />
              </Corner>
            }
          />
        </li>
      ))}
    </ul>
  );
}
