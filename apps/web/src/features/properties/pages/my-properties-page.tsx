import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Building2, CalendarClock, Pencil, Plus, Sparkles, Trash2 } from 'lucide-react';
import { PROPERTY_STATUSES, type Property } from '@mietmatch/contract';
import { toast } from '../../../lib/toast';
import '../../../components/listings/property-texts';
import { useCurrentUser } from '../../../lib/current-user';
import { toastLoadError } from '../../../lib/error-toast';
import { EmptyState } from '../../../components/empty-state';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useChangePropertyStatus, usePropertySearch } from '../api/properties';
import { Select } from '../../../components/ui/select';
import { DeletePropertyDialog } from '../components/delete-property-dialog';
import { Pagination } from '../../../components/pagination';
import { usePageParams } from '../../../components/pagination-params';
import { PropertyGridSkeleton } from '../../../components/listings/listing-skeletons';
import { PropertyCard } from '../../../components/listings/property-card';
import { LoadError } from '../../../components/load-error';
import { ModerationMark } from '../../moderation';
import { ApplicationsLink } from '../../applications';

/** The tenants' requests this listing fits (the matches page). */
function MatchesLink({ property }: { property: Property }) {
  const { t } = useTranslation('properties');
  return (
    <Link
      to={`/property-details/${property.id}/matches`}
      className={buttonClasses('outline', 'sm')}
      aria-label={`${t('mine.matches')}: ${property.title}`}
    >
      <Sparkles aria-hidden="true" />
      {t('mine.matches')}
    </Link>
  );
}

/** The landlord's viewing slots and bookings for this listing. */
function ViewingsLink({ property }: { property: Property }) {
  const { t } = useTranslation('properties');
  return (
    <Link
      to={`/properties/${property.id}/viewings`}
      className={buttonClasses('outline', 'sm')}
      aria-label={`${t('mine.viewings')}: ${property.title}`}
    >
      <CalendarClock aria-hidden="true" />
      {t('mine.viewings')}
    </Link>
  );
}

/** "My Properties" (/properties-list for landlords): every own listing with its status, edit and delete. */
export function MyPropertiesPage() {
  const { t } = useTranslation('properties');
  const user = useCurrentUser().data!;
  const paging = usePageParams();
  const { page, pageSize } = paging;
  const query = usePropertySearch(
    new URLSearchParams({ listedBy: user.id, page: String(page), pageSize: String(pageSize) }).toString(),
  );
  const [deleting, setDeleting] = useState<Property | null>(null);
  const changeStatus = useChangePropertyStatus();
  const addButton = (
    <Link to="/add-property" className={buttonClasses()}>
      <Plus aria-hidden="true" />
      {t('mine.add')}
    </Link>
  );

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-muted-foreground">
          {t('mine.intro')}
          {query.data && query.data.total > 0 ? (
            <span className="ml-2 font-medium text-foreground">{t('mine.count', { count: query.data.total })}</span>
          ) : null}
        </p>
        {query.data && query.data.total > 0 ? addButton : null}
      </div>
      {query.isPending ? (
        <PropertyGridSkeleton />
      ) : query.isError ? (
        <LoadError error={query.error} />
      ) : query.data.total === 0 ? (
        <EmptyState
          icon={<Building2 />}
          title={t('mine.emptyTitle')}
          action={
            <Link to="/add-property" className={buttonClasses()}>
              <Plus aria-hidden="true" />
              {t('mine.emptyAction')}
            </Link>
          }
        >
          {t('mine.emptyText')}
        </EmptyState>
      ) : (
        <>
          <h2 className="sr-only">{t('mine.count', { count: query.data.total })}</h2>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {query.data.items.map((property) => (
              <li key={property.id}>
                <PropertyCard
                  property={property}
                  showStatus
                  actions={
                    <>
                      {/* Moderation: a removed or restricted listing stays in the owner's list, marked. */}
                      <ModerationMark
                        moderation={property.moderation}
                        decisionId={property.moderationDecisionId}
                        className="w-full"
                      />
                      <Select
                        aria-label={`${t('form.status')}: ${property.title}`}
                        className="h-9 w-auto min-w-32 py-1"
                        value={property.status}
                        disabled={changeStatus.isPending && changeStatus.variables?.id === property.id}
                        onChange={(event) =>
                          changeStatus.mutate(
                            { id: property.id, status: event.target.value as Property['status'] },
                            {
                              onSuccess: () => toast.success(t('form.updated')),
                              onError: (error) => toastLoadError(error),
                            },
                          )
                        }
                      >
                        {PROPERTY_STATUSES.map((status) => (
                          <option key={status} value={status}>
                            {t(`statuses.${status}`)}
                          </option>
                        ))}
                      </Select>
                      <ApplicationsLink property={property} size="sm" />
                      <MatchesLink property={property} />
                      <ViewingsLink property={property} />
                      <Link
                        to={`/edit-property/${property.id}`}
                        className={buttonClasses('outline', 'sm')}
                        aria-label={`${t('mine.edit')}: ${property.title}`}
                      >
                        <Pencil aria-hidden="true" />
                        {t('mine.edit')}
                      </Link>
                      <Button
                        variant="ghost"
                        size="sm"
                        className="text-destructive hover:text-destructive"
                        aria-label={`${t('mine.delete')}: ${property.title}`}
                        onClick={() => setDeleting(property)}
                      >
                        <Trash2 aria-hidden="true" />
                        {t('mine.delete')}
                      </Button>
                    </>
                  }
                />
              </li>
            ))}
          </ul>
          <Pagination {...paging} total={query.data.total} />
        </>
      )}
      <DeletePropertyDialog property={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
