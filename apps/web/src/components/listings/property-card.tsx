import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BedDouble, Building2, ImageOff, MapPin, Ruler, Sparkles } from 'lucide-react';
import type { Property } from '@mietmatch/contract';
import { uiLanguage } from '../../lib/i18n';
import { Avatar } from '../ui/avatar';
import { Badge } from '../ui/badge';
import { formatEuros, formatNumber, monthlyRent, placeLine } from './property-format';
import { OFFSCREEN_CARD } from './offscreen-card';
import { PropertyStatusBadge } from './property-status-badge';
import './property-texts';

interface PropertyCardProps {
  property: Property & { distanceKm?: number | null; topPlacement?: boolean };
  /** The heart in the image's corner (tenants), given by the page so the card knows no feature. */
  favourite?: ReactNode;
  showStatus?: boolean;
  /** Owner actions below the facts (edit, delete). */
  actions?: ReactNode;
  /**
   * The first cards of a page: their photo is what the page is waited for (its largest paint), so it loads
   * at once instead of after the browser's lazy-loading layout pass. `false` marks the later cards of a long
   * list, drawn only when they come near the screen.
   */
  priority?: boolean;
}

/** A result card: first image, title, monthly rent, rooms, size, place, distance. The title links to the details. */
export function PropertyCard({ property, favourite, showStatus, actions, priority }: PropertyCardProps) {
  const { t, i18n } = useTranslation('properties');
  const language = uiLanguage(i18n.resolvedLanguage);
  const image = property.images[0];
  const rent = monthlyRent(property);
  const owner = `${property.firstName} ${property.lastName}`.trim();

  return (
    <article
      className={`group relative flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md ${priority === false ? OFFSCREEN_CARD : ''}`}
    >
      <div className="relative aspect-[3/2] bg-muted">
        {image ? (
          <img
            src={image.thumbUrl ?? image.url}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 text-muted-foreground">
            <ImageOff className="size-8" aria-hidden="true" />
            <span className="text-xs">{t('card.noImage')}</span>
          </div>
        )}
        <div className="absolute left-3 top-3 flex flex-wrap gap-1.5">
          {showStatus ? <PropertyStatusBadge status={property.status} /> : null}
          {property.topPlacement ? (
            <Badge className="border-transparent bg-background/90 text-foreground backdrop-blur">
              <Sparkles className="size-3" aria-hidden="true" />
              {t('card.top')}
            </Badge>
          ) : null}
          {/* DSA Art. 30: a business's listing says so; the details are on the listing's page. */}
          {property.provider?.type === 'business' ? (
            <Badge className="border-transparent bg-background/90 text-foreground backdrop-blur">
              <Building2 className="size-3" aria-hidden="true" />
              {t('card.business')}
            </Badge>
          ) : null}
        </div>
        {favourite ? <div className="absolute right-3 top-3 z-10">{favourite}</div> : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <p className="text-xl font-semibold tracking-tight">
            {formatEuros(rent.amount, language)}
            <span className="ml-1 whitespace-nowrap text-sm font-normal text-muted-foreground">
              {rent.warm ? t('units.warm') : t('units.cold')} {t('units.perMonth')}
            </span>
          </p>
          <h3 className="mt-1 line-clamp-2 font-medium leading-snug">
            {/* The stretched link makes the whole card clickable while the heart stays its own button. */}
            <Link
              to={`/property-details/${property.id}`}
              className="after:absolute after:inset-0 focus-visible:outline-none [&:focus-visible]:after:rounded-xl [&:focus-visible]:after:outline-2 [&:focus-visible]:after:outline-ring"
            >
              {property.title}
            </Link>
          </h3>
        </div>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          {property.numberOfRooms != null ? (
            <li className="flex items-center gap-1.5">
              <BedDouble className="size-4" aria-hidden="true" />
              {t('units.rooms', { count: property.numberOfRooms })}
            </li>
          ) : null}
          {property.squareMeters != null ? (
            <li className="flex items-center gap-1.5">
              <Ruler className="size-4" aria-hidden="true" />
              {t('units.size', { size: formatNumber(property.squareMeters, language) })}
            </li>
          ) : null}
        </ul>
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Avatar src={property.avatar} name={owner} decorative className="size-6 text-[10px]" />
          <span className="truncate">{owner}</span>
        </p>
        <p className="mt-auto flex items-start gap-1.5 text-sm text-muted-foreground">
          <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            {placeLine(property)}
            {property.distanceKm != null ? (
              <span> · {t('units.distance', { distance: formatNumber(property.distanceKm, language) })}</span>
            ) : null}
          </span>
        </p>
        {actions ? <div className="relative z-10 flex flex-wrap gap-2 border-t pt-3">{actions}</div> : null}
      </div>
    </article>
  );
}
