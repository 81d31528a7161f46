import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BedDouble, MapPin, Ruler, Sparkles, Users } from 'lucide-react';
import type { TenantRequest } from '@mietmatch/contract';
import { intlLocale } from '../../lib/i18n';
import { Avatar } from '../ui/avatar';
import { Badge } from '../ui/badge';
import { Card } from '../ui/card';
import { useAreaText, useEuros } from './request-text';

/** Who is looking: "2 residents · 1 child · pets". */
function useHousehold() {
  const { t } = useTranslation('requests');
  return (request: TenantRequest) =>
    [
      t('card.residents', { count: request.numberOfResidents }),
      request.numberOfChildren > 0 ? t('card.children', { count: request.numberOfChildren }) : null,
      request.animalsInfo ? t('card.pets') : null,
    ]
      .filter(Boolean)
      .join(' · ');
}

interface RequestCardProps {
  request: TenantRequest;
  distanceKm?: number | null;
  top?: boolean;
  /** The heart, given by the page so the card knows no feature. */
  favourite?: ReactNode;
}

/** A request in a result list; its routes load the `requests` texts. */
export function RequestCard({ request, distanceKm, top, favourite }: RequestCardProps) {
  const { t, i18n } = useTranslation('requests');
  const euros = useEuros();
  const areaText = useAreaText();
  const household = useHousehold();
  const name = `${request.firstName} ${request.lastName}`;
  return (
    <Card className="relative flex flex-col gap-4 p-5 transition-shadow hover:shadow-md">
      <div className="flex items-start gap-3">
        <Avatar src={request.avatar} name={name} decorative className="size-12" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="truncate text-base font-semibold">
              <Link
                to={`/tenant-request-details/${request.id}`}
                className="rounded-sm hover:text-primary focus-visible:outline-2 focus-visible:outline-ring"
              >
                {name}
              </Link>
            </h3>
            {top ? (
              <Badge variant="default">
                <Sparkles className="size-3" aria-hidden="true" />
                {t('card.top')}
              </Badge>
            ) : null}
            {/* A landlord past browsing sees at a glance how far this tenant has let them in. */}
            {request.fileAccess !== 'owner' && request.stage !== 'browse' ? (
              <Badge variant="outline">{t('stages.badge', { stage: t(`stages.${request.stage}.name`) })}</Badge>
            ) : null}
          </div>
          <p className="mt-0.5 flex items-start gap-1.5 text-sm text-muted-foreground">
            <Users className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
            <span>{household(request)}</span>
          </p>
        </div>
        {favourite}
      </div>
      <div className="flex items-baseline justify-between gap-3 rounded-lg bg-muted/60 px-3 py-2">
        <span className="text-xs text-muted-foreground">{t('fields.maxPrice')}</span>
        <span className="text-lg font-semibold tabular-nums">
          {request.maxPrice > 0 ? euros(request.maxPrice) : t('card.noLimit')}
        </span>
      </div>
      <ul className="flex flex-col gap-1.5 text-sm">
        <li className="flex items-start gap-2">
          <MapPin className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span className="min-w-0">
            {areaText(request)}
            {distanceKm !== null && distanceKm !== undefined ? (
              <span className="text-muted-foreground">
                {' '}
                ·{' '}
                {t('card.distance', {
                  km: new Intl.NumberFormat(intlLocale(i18n.resolvedLanguage), { maximumFractionDigits: 1 }).format(
                    distanceKm,
                  ),
                })}
              </span>
            ) : null}
          </span>
        </li>
        <li className="flex flex-wrap items-center gap-x-4 gap-y-1 text-muted-foreground">
          <span className="flex items-center gap-1.5">
            <BedDouble className="size-4" aria-hidden="true" />
            {t('card.rooms', { count: request.requiredRooms })}
          </span>
          <span className="flex items-center gap-1.5">
            <Ruler className="size-4" aria-hidden="true" />
            {request.squareMeters > 0 ? t('card.size', { size: request.squareMeters }) : t('card.noSize')}
          </span>
          <span>{t(`propertyType.${request.propertyType}`)}</span>
        </li>
      </ul>
    </Card>
  );
}
