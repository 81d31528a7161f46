import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CalendarCheck2, CalendarClock, CalendarPlus, CalendarX2, type LucideIcon } from 'lucide-react';
import type { ViewingCard as ViewingCardData } from '@mietmatch/contract';
import { useCurrentUser } from '../../../lib/current-user';
import { uiLanguage } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import '../i18n';
import { viewingTimeRange } from '../format';

const ICONS: Record<ViewingCardData['event'], LucideIcon> = {
  invited: CalendarPlus,
  booked: CalendarCheck2,
  moved: CalendarClock,
  cancelled: CalendarX2,
};

const linkClasses =
  'inline-flex items-center text-sm font-medium text-primary underline-offset-4 hover:underline ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring rounded-sm';

/** Where the card leads: a tenant chooses a slot or finds their viewings, a landlord manages the slots. */
function CardLink({ card, mine }: { card: ViewingCardData; mine: boolean }) {
  const { t } = useTranslation('viewings');
  const role = useCurrentUser().data?.role;
  const property = encodeURIComponent(card.propertyId);
  if (role === 'contractor') {
    return (
      <Link to={`/properties/${property}/viewings`} className={linkClasses}>
        {t('card.manage')}
      </Link>
    );
  }
  if (card.event === 'invited' && !mine) {
    return (
      <Link to={`/properties/${property}/book-viewing`} className={linkClasses}>
        {t('card.choose')}
      </Link>
    );
  }
  if (card.event === 'cancelled') return null;
  return (
    <Link to="/my-viewings" className={linkClasses}>
      {t('card.mine')}
    </Link>
  );
}

/**
 * The compact card a thread shows for a viewing's step: invited, booked, moved or cancelled, with
 * the Berlin date and time and, when cancelled, the reason.
 */
export function ViewingCard({ card, mine }: { card: ViewingCardData; mine: boolean }) {
  const { t, i18n } = useTranslation('viewings');
  const language = uiLanguage(i18n.resolvedLanguage);
  const Icon = ICONS[card.event];
  const cancelled = card.event === 'cancelled';
  return (
    <div
      className={cn(
        'flex w-full max-w-sm items-start gap-3 rounded-xl border bg-card p-3 text-card-foreground shadow-card',
        mine ? 'self-end' : 'self-start',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'flex size-9 shrink-0 items-center justify-center rounded-full [&_svg]:size-[18px]',
          cancelled ? 'bg-destructive/10 text-destructive' : 'bg-primary/10 text-primary',
        )}
      >
        <Icon />
      </span>
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-sm font-semibold">{t(`card.${card.event}`)}</p>
        {card.startsAt && card.endsAt ? (
          <p className={cn('text-sm text-muted-foreground', cancelled && 'line-through')}>
            {viewingTimeRange(card.startsAt, card.endsAt, language, t)}
          </p>
        ) : null}
        {cancelled && card.reason ? (
          <p className="whitespace-pre-line break-words text-sm">{t('card.reason', { reason: card.reason })}</p>
        ) : null}
        <div className="mt-0.5">
          <CardLink card={card} mine={mine} />
        </div>
      </div>
    </div>
  );
}
