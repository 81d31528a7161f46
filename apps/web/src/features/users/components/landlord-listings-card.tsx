import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowRight, Building2, Home } from 'lucide-react';
import type { Property } from '@mietmatch/contract';
import { formatMoney } from '../../../lib/format';
import { uiLanguage } from '../../../lib/i18n';
import { LoadError } from '../../../components/load-error';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLandlordListings } from '../api/landlord-listings';
import { placeholderKeys } from '../../../lib/list-keys';
import { ResponseFigures } from '../../applications';

const PREVIEW = 3;

/** What a tenant pays per month: the warm rent, else rent plus additional cost (euros). */
function monthly(property: Pick<Property, 'rent' | 'additionalCost' | 'warmRent'>) {
  return property.warmRent || property.rent + (property.additionalCost ?? 0);
}

function ListingRow({ property }: { property: Property }) {
  const { t, i18n } = useTranslation('users');
  const language = uiLanguage(i18n.resolvedLanguage);
  const thumb = property.images[0]?.thumbUrl ?? property.images[0]?.url;
  const place = [property.postalCode, property.city].filter(Boolean).join(' ');
  const amount = formatMoney(Math.round(monthly(property) * 100), language).replace(/[.,]00(?=\D*$)/, '');
  return (
    <li>
      <Link
        to={`/property-details/${property.id}`}
        className="group flex items-center gap-3 rounded-lg border p-2.5 transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-md bg-muted text-muted-foreground">
          {thumb ? (
            <img src={thumb} alt="" className="size-full object-cover" loading="lazy" />
          ) : (
            <Home className="size-6" aria-hidden="true" />
          )}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium group-hover:underline">{property.title}</span>
          <span className="block truncate text-sm text-muted-foreground">
            {[place, property.numberOfRooms ? t('listings.rooms', { count: property.numberOfRooms }) : null]
              .filter(Boolean)
              .join(' · ')}
          </span>
          {/* On a phone the rent goes under the title, which would otherwise shrink to a few letters. */}
          <span className="block text-sm font-semibold tabular-nums sm:hidden">
            {t('listings.perMonth', { amount })}
          </span>
        </span>
        <span className="hidden shrink-0 text-right text-sm font-semibold tabular-nums sm:block">
          {t('listings.perMonth', { amount })}
        </span>
      </Link>
    </li>
  );
}

/** A landlord's visible listings: how many, the newest three, and the way to all of them. */
export function LandlordListingsCard({ landlordId }: { landlordId: string }) {
  const { t } = useTranslation('users');
  const listings = useLandlordListings(landlordId, true);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Building2 className="size-5 text-primary" aria-hidden="true" />
          {t('listings.title')}
        </CardTitle>
        {listings.data ? (
          <CardDescription>
            {listings.data.total > 0 ? t('listings.count', { count: listings.data.total }) : t('listings.none')}
          </CardDescription>
        ) : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {listings.isPending ? (
          <div className="flex flex-col gap-2" aria-hidden="true">
            {placeholderKeys(2).map((key) => (
              <Skeleton key={key} className="h-[78px] w-full rounded-lg" />
            ))}
          </div>
        ) : listings.isError ? (
          <LoadError error={listings.error} />
        ) : listings.data.items.length > 0 ? (
          // Every listing carries its landlord's response figures: the profile shows them once.
          <>
            <ResponseFigures response={listings.data.items[0]?.landlordResponse} />
            <ul className="flex flex-col gap-2">
              {listings.data.items.slice(0, PREVIEW).map((property) => (
                <ListingRow key={property.id} property={property} />
              ))}
            </ul>
          </>
        ) : null}
        <Link to={`/properties-list/${landlordId}`} className={buttonClasses('outline', 'default', 'self-start')}>
          {t('listings.showAll')}
          <ArrowRight aria-hidden="true" />
        </Link>
      </CardContent>
    </Card>
  );
}
