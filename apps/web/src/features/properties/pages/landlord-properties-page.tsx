import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, Building2 } from 'lucide-react';
import '../../../components/listings/property-texts';
import { useCurrentUser } from '../../../lib/current-user';
import { EmptyState } from '../../../components/empty-state';
import { buttonClasses } from '../../../components/ui/button';
import { usePropertySearch } from '../api/properties';
import { Pagination } from '../../../components/pagination';
import { usePageParams } from '../../../components/pagination-params';
import { PropertyGridSkeleton } from '../../../components/listings/listing-skeletons';
import { PropertyCard } from '../../../components/listings/property-card';
import { FavouritePropertyButton } from '../../favourites';
import { LoadError } from '../../../components/load-error';

/** /properties-list/:landlordId — one landlord's visible listings. */
export function LandlordPropertiesPage() {
  const { landlordId = '' } = useParams();
  const { t } = useTranslation('properties');
  const user = useCurrentUser().data!;
  const isTenant = user.role === 'client';
  const paging = usePageParams();
  const { page, pageSize } = paging;
  const query = usePropertySearch(
    new URLSearchParams({ listedBy: landlordId, page: String(page), pageSize: String(pageSize) }).toString(),
  );
  const first = query.data?.items[0];
  const name = first ? `${first.firstName} ${first.lastName}`.trim() : '';

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-xl font-semibold tracking-tight">
            {name ? t('landlord.title', { name }) : t('landlord.fallbackTitle')}
          </h2>
          <p className="text-muted-foreground">{t('landlord.intro')}</p>
        </div>
        <Link to={`/user-profile/${landlordId}`} className={buttonClasses('outline', 'sm', 'self-start')}>
          {t('details.landlordProfile')}
        </Link>
      </div>
      {query.isPending ? (
        <PropertyGridSkeleton />
      ) : query.isError ? (
        <LoadError error={query.error} />
      ) : query.data.total === 0 ? (
        <EmptyState
          icon={<Building2 />}
          title={t('search.empty')}
          action={
            <Link to="/properties-list" className={buttonClasses('outline')}>
              <ArrowLeft aria-hidden="true" />
              {t('details.toSearch')}
            </Link>
          }
        />
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {query.data.items.map((property) => (
              <li key={property.id}>
                <PropertyCard
                  property={property}
                  favourite={
                    isTenant ? <FavouritePropertyButton propertyId={property.id} title={property.title} /> : null
                  }
                  showStatus={landlordId === user.id}
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
