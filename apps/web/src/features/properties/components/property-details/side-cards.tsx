import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Building2, Mail, Phone, UserRound } from 'lucide-react';
import type { Property } from '@mietmatch/contract';
import { uiLanguage } from '../../../../lib/i18n';
import { Avatar } from '../../../../components/ui/avatar';
import { buttonClasses } from '../../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../components/ui/card';
import { formatEuros, monthlyRent } from '../../../../components/listings/property-format';
import { ResponseFigures } from '../../../applications';

/** The monthly amount and what it is made of. */
export function CostsCard({ property }: { property: Property }) {
  const { t, i18n } = useTranslation('properties');
  const language = uiLanguage(i18n.resolvedLanguage);
  const rent = monthlyRent(property);
  return (
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
  );
}

/** Who lists the property: picture, name, phone, email, profile and other listings. */
export function LandlordCard({ property, ownNote }: { property: Property; ownNote: boolean }) {
  const { t } = useTranslation('properties');
  const name = `${property.firstName} ${property.lastName}`.trim();
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="pb-2">
        <CardTitle id={titleId}>{t('details.landlord')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex items-center gap-3">
          <Avatar src={property.avatar} name={name} decorative />
          <p className="font-medium">{name}</p>
        </div>
        <ResponseFigures response={property.landlordResponse} />
        <ul className="flex flex-col gap-2 text-sm">
          <li>
            <a
              href={`tel:${property.phoneNumber.replace(/[^\d+]/g, '')}`}
              className="flex items-center gap-2 text-primary underline-offset-4 hover:underline"
            >
              <Phone className="size-4" aria-hidden="true" />
              {property.phoneNumber}
            </a>
          </li>
          <li>
            <a
              href={`mailto:${property.email}`}
              className="flex items-center gap-2 text-primary underline-offset-4 [overflow-wrap:anywhere] hover:underline"
            >
              <Mail className="size-4 shrink-0" aria-hidden="true" />
              {property.email}
            </a>
          </li>
        </ul>
        {/* Side by side when both fit the card, else one full-width button a row. */}
        <div className="flex flex-wrap gap-2 *:flex-1">
          <Link to={`/user-profile/${property.listedBy}`} className={buttonClasses('outline', 'sm')}>
            <UserRound aria-hidden="true" />
            {t('details.landlordProfile')}
          </Link>
          <Link to={`/properties-list/${property.listedBy}`} className={buttonClasses('outline', 'sm')}>
            <Building2 aria-hidden="true" />
            {t('details.landlordProperties')}
          </Link>
        </div>
        {ownNote ? <p className="text-xs text-muted-foreground">{t('details.ownerNote')}</p> : null}
      </CardContent>
    </Card>
  );
}
