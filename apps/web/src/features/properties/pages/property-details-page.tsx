import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, Building2, CalendarClock, Pencil, Sparkles, Trash2 } from 'lucide-react';
import type { Property, User } from '@mietmatch/contract';
import '../../../components/listings/property-texts';
import { useStartAtTop } from '../scroll';
import { useCurrentUser } from '../../../lib/current-user';
import { errorText } from '../../../lib/errors';
import { formatDate } from '../../../lib/format';
import { uiLanguage } from '../../../lib/i18n';
import { ApiError } from '../../../lib/api-client';
import { EmptyState } from '../../../components/empty-state';
import { Button, buttonClasses } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/spinner';
import { useProperty } from '../../../lib/property-query';
import { DeletePropertyDialog } from '../components/delete-property-dialog';
import { FavouritePropertyButton } from '../../favourites';
import { ImageGallery } from '../components/image-gallery';
import { PropertyStatusBadge } from '../../../components/listings/property-status-badge';
import { formatEuros, monthlyRent } from '../../../components/listings/property-format';
import { AddressLine } from '../components/property-details/address-line';
import { EnergySection, FactsSection, FeaturesSection } from '../components/property-details/detail-sections';
import { CostsCard, LandlordCard } from '../components/property-details/side-cards';
import { ProviderCard } from '../components/property-details/provider-card';
import {
  DETAILS_COLUMN,
  DETAILS_GRID,
  DETAILS_SIDE,
  DETAILS_TOP_ROW,
} from '../components/property-details/details-frame';
import { SendInquiryButton } from '../../inquiries';
import { ApplicationsLink, ApplyButton, FairSelectionNote } from '../../applications';
import { ModerationMark, ReportDialog } from '../../moderation';

interface DetailsActionsProps {
  property: Property;
  user: User;
  isOwner: boolean;
  onDelete: () => void;
}

/** Tenants keep the property or write to the landlord; the owner edits or deletes it. */
function DetailsActions({ property, user, isOwner, onDelete }: DetailsActionsProps) {
  const { t } = useTranslation('properties');
  const name = `${property.firstName} ${property.lastName}`.trim();
  const isTenant = user.role === 'client';
  // On phones the actions fill their own row (stacking when they do not fit side by side).
  return (
    <div className="flex w-full flex-wrap gap-2 *:flex-1 sm:w-auto sm:*:flex-none">
      {/* The tenant's main action: applying with one of their requests. */}
      {isTenant && !isOwner ? <ApplyButton property={property} /> : null}
      {isTenant ? <FavouritePropertyButton propertyId={property.id} title={property.title} variant="button" /> : null}
      {isTenant && !isOwner ? (
        <SendInquiryButton
          recipientId={property.listedBy}
          recipientName={name}
          subjectType="property"
          subjectId={property.id}
          subjectTitle={property.title}
        />
      ) : null}
      {/* Moderation: members report other members' listings (admins decide, they do not report). */}
      {!isOwner ? <ReportDialog subjectType="property" subjectId={property.id} /> : null}
      {/* The landlord's own listing: the tenants it fits (an admin is no owner of matches). */}
      {property.listedBy === user.id ? (
        <>
          <Link to={`/property-details/${property.id}/matches`} className={buttonClasses('outline')}>
            <Sparkles aria-hidden="true" />
            {t('details.matches')}
          </Link>
          <Link to={`/properties/${property.id}/viewings`} className={buttonClasses('outline')}>
            <CalendarClock aria-hidden="true" />
            {t('details.viewings')}
          </Link>
          <ApplicationsLink property={property} />
        </>
      ) : null}
      {isOwner ? (
        <>
          <Link to={`/edit-property/${property.id}`} className={buttonClasses('outline')}>
            <Pencil aria-hidden="true" />
            {t('details.edit')}
          </Link>
          <Button variant="outline" className="text-destructive hover:text-destructive" onClick={onDelete}>
            <Trash2 aria-hidden="true" />
            {t('details.delete')}
          </Button>
        </>
      ) : null}
    </div>
  );
}

/** What the listing is: its state, title, address and monthly amount. */
function ListingSummary({ property }: { property: Property }) {
  const { t, i18n } = useTranslation('properties');
  const language = uiLanguage(i18n.resolvedLanguage);
  const rent = monthlyRent(property);
  return (
    <div>
      <div className="flex flex-wrap items-center gap-2">
        <PropertyStatusBadge status={property.status} />
        <span className="text-sm text-muted-foreground">
          {t('details.listedOn', { date: formatDate(property.createdAt, language) })}
        </span>
      </div>
      <h2 className="mt-2 text-2xl font-semibold tracking-tight">{property.title}</h2>
      <AddressLine property={property} />
      {/* On phones the cost card sits far below: the monthly amount is repeated here. */}
      <p className="mt-3 text-2xl font-bold tracking-tight lg:hidden">
        {formatEuros(rent.amount, language)}
        <span className="ml-1 text-sm font-normal text-muted-foreground">
          {rent.warm ? t('units.warm') : t('units.cold')} {t('units.perMonth')}
        </span>
      </p>
    </div>
  );
}

/** /property-details/:id */
export function PropertyDetailsPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation('properties');
  const language = uiLanguage(i18n.resolvedLanguage);
  const navigate = useNavigate();
  const user = useCurrentUser().data!;
  const query = useProperty(id);
  const [deleting, setDeleting] = useState(false);
  useStartAtTop(id);

  if (query.isPending) return <LoadingState label={t('details.gallery')} />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <EmptyState
        icon={<Building2 />}
        title={t('details.notFoundTitle')}
        action={
          <Link to="/properties-list" className={buttonClasses()}>
            {t('details.toSearch')}
          </Link>
        }
      >
        {missing ? t('details.notFoundText') : errorText(query.error, language)}
      </EmptyState>
    );
  }

  const property = query.data;
  const isOwner = property.listedBy === user.id || user.role === 'admin';
  return (
    <div className="flex flex-col gap-6">
      <div className={DETAILS_TOP_ROW}>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/properties-list'))}
        >
          <ArrowLeft aria-hidden="true" />
          {t('details.back')}
        </Button>
      </div>

      {/* Moderation: a removed or restricted listing stays visible to its owner, marked, with the statement. */}
      {isOwner ? (
        <ModerationMark variant="banner" moderation={property.moderation} decisionId={property.moderationDecisionId} />
      ) : null}

      <div className={DETAILS_GRID}>
        <div className={DETAILS_COLUMN}>
          <ImageGallery images={property.images} title={property.title} />
          <ListingSummary property={property} />

          {/* The photo first, then what the listing is, then what the member can do about it. */}
          <DetailsActions property={property} user={user} isOwner={isOwner} onDelete={() => setDeleting(true)} />

          {property.fairSelection ? <FairSelectionNote /> : null}

          <FactsSection property={property} />

          <FeaturesSection property={property} />

          <section aria-labelledby="description-heading">
            <h3 id="description-heading" className="mb-2 text-lg font-semibold">
              {t('details.description')}
            </h3>
            <p className="whitespace-pre-line leading-relaxed text-foreground/90">
              {property.description || t('details.noDescription')}
            </p>
          </section>

          {property.notes ? (
            <section aria-labelledby="notes-heading">
              <h3 id="notes-heading" className="mb-2 text-lg font-semibold">
                {t('details.notes')}
              </h3>
              <p className="whitespace-pre-line leading-relaxed text-foreground/90">{property.notes}</p>
            </section>
          ) : null}

          <EnergySection property={property} />
        </div>

        <div className={DETAILS_SIDE}>
          <CostsCard property={property} />

          <LandlordCard property={property} ownNote={isOwner && property.listedBy === user.id} />

          <ProviderCard provider={property.provider} />
        </div>
      </div>

      <DeletePropertyDialog
        property={deleting ? property : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => void navigate('/properties-list', { replace: true })}
      />
    </div>
  );
}
