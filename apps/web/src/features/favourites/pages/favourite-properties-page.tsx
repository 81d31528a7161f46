import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Heart, Search } from 'lucide-react';
import { EmptyState } from '../../../components/empty-state';
import { buttonClasses } from '../../../components/ui/button';
import { useFavourites } from '../api/favourites';
import { FavouritePropertyButton } from '../components/favourite-button';
import { Pagination } from '../../../components/pagination';
import { usePageParams } from '../../../components/pagination-params';
import { PropertyGridSkeleton } from '../../../components/listings/listing-skeletons';
import { PropertyCard } from '../../../components/listings/property-card';
import { LoadError } from '../../../components/load-error';

/** /my-favourite-properties — the tenant's saved properties; the heart removes one. */
export function FavouritePropertiesPage() {
  const { t } = useTranslation(['favourites', 'properties']);
  const paging = usePageParams();
  const { page, pageSize } = paging;
  const query = useFavourites('property', page, pageSize);

  return (
    <div className="flex flex-col gap-6">
      <p className="text-muted-foreground">{t('properties.intro')}</p>
      {query.isPending ? (
        <PropertyGridSkeleton />
      ) : query.isError ? (
        <LoadError error={query.error} />
      ) : query.data.total === 0 ? (
        <EmptyState
          icon={<Heart />}
          title={t('properties.emptyTitle')}
          action={
            <Link to="/properties-list" className={buttonClasses()}>
              <Search aria-hidden="true" />
              {t('properties.emptyAction')}
            </Link>
          }
        >
          {t('properties.emptyText')}
        </EmptyState>
      ) : (
        <>
          <h2 className="sr-only">{t('properties:search.results', { count: query.data.total })}</h2>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {query.data.items.map((property) => (
              <li key={property.id}>
                <PropertyCard
                  property={property}
                  favourite={<FavouritePropertyButton propertyId={property.id} title={property.title} />}
                />
              </li>
            ))}
          </ul>
          <Pagination {...paging} total={query.data.total} />
        </>
      )}
    </div>
  );
}
