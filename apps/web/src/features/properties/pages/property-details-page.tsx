import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, Bath, BedDouble, Building2, Check, Home, Leaf, Mail, MapPin, Pencil, Phone, Ruler, Trash2, UserRound } from 'lucide-react';
import '../../../components/listings/property-texts';
import { scrollToTop } from '../scroll';
import { useCurrentUser } from '../../../lib/current-user';
import { errorText } from '../../../lib/errors';
import { formatDate } from '../../../lib/format';
import { uiLanguage } from '../../../lib/i18n';
import { ApiError } from '../../../lib/api-client';
import { EmptyState } from '../../../components/empty-state';
import { Avatar } from '../../../components/ui/avatar';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { LoadingState } from '../../../components/ui/spinner';
import { useProperty } from '../api/properties';
import { DeletePropertyDialog } from '../components/delete-property-dialog';
import { FavouritePropertyButton } from '../../favourites/components/favourite-button';
import { ImageGallery } from '../components/image-gallery';
import { PropertyStatusBadge } from '../../../components/listings/property-status-badge';
import { formatEuros, formatNumber, monthlyRent, placeLine } from '../../../components/listings/property-format';
import { FEATURE_FLAGS } from './property-form-page';
import { SendInquiryButton } from '../../inquiries/components/send-inquiry-button';

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <div className="relative min-w-0 rounded-lg border bg-background/50 py-3 pl-11 pr-3">
      <dt className="text-xs text-muted-foreground">
        <span className="absolute left-3 top-3.5 text-primary [&_svg]:size-5" aria-hidden="true">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="font-medium">{value}</dd>
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
  // Opened from far down a result list or after saving a long form: start at the top.
  useEffect(() => scrollToTop(), [id]);

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
  const rent = monthlyRent(property);
  const name = `${property.firstName} ${property.lastName}`.trim();
  const features = FEATURE_FLAGS.filter((flag) => property[flag]);
  const energy = [
    property.energyCertificateType ? [t('form.energyCertificateType'), t(`certificateTypes.${property.energyCertificateType}`)] : null,
    property.energyValue != null ? [t('form.energyValue'), formatNumber(property.energyValue, language)] : null,
    property.energyEfficiencyClass ? [t('form.energyEfficiencyClass'), property.energyEfficiencyClass] : null,
    property.energySource ? [t('form.energySource'), property.energySource] : null,
    property.yearOfConstruction != null ? [t('form.yearOfConstruction'), String(property.yearOfConstruction)] : null,
  ].filter((row): row is [string, string] => row !== null);

  const actions = (
    <div className="flex flex-wrap gap-2">
      {user.role === 'client' ? <FavouritePropertyButton propertyId={property.id} title={property.title} variant="button" /> : null}
      {user.role === 'client' && !isOwner ? (
        <SendInquiryButton recipientId={property.listedBy} recipientName={name} subjectType="property" subjectId={property.id} subjectTitle={property.title} />
      ) : null}
      {isOwner ? (
        <>
          <Link to={`/edit-property/${property.id}`} className={buttonClasses('outline')}>
            <Pencil aria-hidden="true" />
            {t('details.edit')}
          </Link>
          <Button variant="outline" className="text-destructive hover:text-destructive" onClick={() => setDeleting(true)}>
            <Trash2 aria-hidden="true" />
            {t('details.delete')}
          </Button>
        </>
      ) : null}
    </div>
  );

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="ghost" size="sm" onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/properties-list'))}>
          <ArrowLeft aria-hidden="true" />
          {t('details.back')}
        </Button>
        {actions}
      </div>

      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_340px]">
        <div className="flex flex-col gap-6">
          <ImageGallery images={property.images} title={property.title} />
          <div>
            <div className="flex flex-wrap items-center gap-2">
              <PropertyStatusBadge status={property.status} />
              <span className="text-sm text-muted-foreground">{t('details.listedOn', { date: formatDate(property.createdAt, language) })}</span>
            </div>
            <h2 className="mt-2 text-2xl font-semibold tracking-tight">{property.title}</h2>
            <p className="mt-1 flex items-center gap-1.5 text-muted-foreground">
              <MapPin className="size-4" aria-hidden="true" />
              {[property.address, placeLine(property)].filter(Boolean).join(', ')}
            </p>
            {/* On phones the cost card sits far below: the monthly amount is repeated here. */}
            <p className="mt-3 text-2xl font-bold tracking-tight lg:hidden">
              {formatEuros(rent.amount, language)}
              <span className="ml-1 text-sm font-normal text-muted-foreground">
                {rent.warm ? t('units.warm') : t('units.cold')} {t('units.perMonth')}
              </span>
            </p>
          </div>

          <section aria-labelledby="facts-heading">
            <h3 id="facts-heading" className="mb-3 text-lg font-semibold">
              {t('details.facts')}
            </h3>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              <Fact icon={<Home />} label={t('details.type')} value={t(`types.${property.propertyType}`)} />
              <Fact icon={<BedDouble />} label={t('details.rooms')} value={property.numberOfRooms != null ? formatNumber(property.numberOfRooms, language) : '–'} />
              <Fact icon={<Bath />} label={t('details.bathrooms')} value={property.numberOfBathrooms != null ? formatNumber(property.numberOfBathrooms, language) : '–'} />
              <Fact icon={<Ruler />} label={t('details.size')} value={property.squareMeters != null ? t('units.size', { size: formatNumber(property.squareMeters, language) }) : '–'} />
            </dl>
          </section>

          <section aria-labelledby="features-heading">
            <h3 id="features-heading" className="mb-3 text-lg font-semibold">
              {t('details.features')}
            </h3>
            {features.length ? (
              <ul className="flex flex-wrap gap-2">
                {features.map((flag) => (
                  <li key={flag} className="inline-flex items-center gap-1.5 rounded-full border bg-card px-3 py-1 text-sm">
                    <Check className="size-4 text-success" aria-hidden="true" />
                    {t(`features.${flag}`)}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">{t('details.noFeatures')}</p>
            )}
          </section>

          <section aria-labelledby="description-heading">
            <h3 id="description-heading" className="mb-2 text-lg font-semibold">
              {t('details.description')}
            </h3>
            <p className="whitespace-pre-line leading-relaxed text-foreground/90">{property.description || t('details.noDescription')}</p>
          </section>

          {property.notes ? (
            <section aria-labelledby="notes-heading">
              <h3 id="notes-heading" className="mb-2 text-lg font-semibold">
                {t('details.notes')}
              </h3>
              <p className="whitespace-pre-line leading-relaxed text-foreground/90">{property.notes}</p>
            </section>
          ) : null}

          {energy.length ? (
            <section aria-labelledby="energy-heading" className="rounded-xl border p-4">
              <h3 id="energy-heading" className="mb-3 flex items-center gap-2 text-lg font-semibold">
                <Leaf className="size-5 text-success" aria-hidden="true" />
                {t('details.energy')}
              </h3>
              <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
                {energy.map(([label, value]) => (
                  <div key={label} className="flex justify-between gap-4 border-b py-1.5 last:border-b-0 sm:[&:nth-last-child(2)]:border-b-0">
                    <dt className="text-muted-foreground">{label}</dt>
                    <dd className="text-right font-medium">{value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}
        </div>

        <div className="flex flex-col gap-4 lg:sticky lg:top-24 lg:self-start">
          <Card>
            <CardHeader className="pb-2">
              <CardTitle>{t('details.costs')}</CardTitle>
            </CardHeader>
            <CardContent>
              <p className="text-3xl font-bold tracking-tight">
                {formatEuros(rent.amount, language)}
                <span className="ml-1 text-sm font-normal text-muted-foreground">
                  {rent.warm ? t('units.warm') : t('units.cold')} {t('units.perMonth')}
                </span>
              </p>
              <dl className="mt-4 flex flex-col gap-2 text-sm">
                <div className="flex justify-between">
                  <dt className="text-muted-foreground">{t('details.rent')}</dt>
                  <dd className="font-medium">{formatEuros(property.rent, language)}</dd>
                </div>
                {property.additionalCost != null ? (
                  <div className="flex justify-between">
                    <dt className="text-muted-foreground">{t('details.additionalCost')}</dt>
                    <dd className="font-medium">{formatEuros(property.additionalCost, language)}</dd>
                  </div>
                ) : null}
                {property.warmRent != null ? (
                  <div className="flex justify-between border-t pt-2">
                    <dt className="text-muted-foreground">{t('details.warmRent')}</dt>
                    <dd className="font-semibold">{formatEuros(property.warmRent, language)}</dd>
                  </div>
                ) : null}
              </dl>
            </CardContent>
          </Card>

          <Card>
            <CardHeader className="pb-2">
              <CardTitle>{t('details.landlord')}</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              <div className="flex items-center gap-3">
                <Avatar name={name} decorative />
                <p className="font-medium">{name}</p>
              </div>
              <ul className="flex flex-col gap-2 text-sm">
                <li>
                  <a href={`tel:${property.phoneNumber.replace(/[^\d+]/g, '')}`} className="flex items-center gap-2 text-primary underline-offset-4 hover:underline">
                    <Phone className="size-4" aria-hidden="true" />
                    {property.phoneNumber}
                  </a>
                </li>
                <li>
                  <a href={`mailto:${property.email}`} className="flex items-center gap-2 text-primary underline-offset-4 [overflow-wrap:anywhere] hover:underline">
                    <Mail className="size-4 shrink-0" aria-hidden="true" />
                    {property.email}
                  </a>
                </li>
              </ul>
              <div className="flex flex-wrap gap-2">
                <Link to={`/user-profile/${property.listedBy}`} className={buttonClasses('outline', 'sm')}>
                  <UserRound aria-hidden="true" />
                  {t('details.landlordProfile')}
                </Link>
                <Link to={`/properties-list/${property.listedBy}`} className={buttonClasses('outline', 'sm')}>
                  <Building2 aria-hidden="true" />
                  {t('details.landlordProperties')}
                </Link>
              </div>
              {isOwner && property.listedBy === user.id ? <p className="text-xs text-muted-foreground">{t('details.ownerNote')}</p> : null}
            </CardContent>
          </Card>
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
