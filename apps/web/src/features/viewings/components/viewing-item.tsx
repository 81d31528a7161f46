import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CalendarClock, Download } from 'lucide-react';
import type { Viewing } from '@mietmatch/contract';
import { toastLoadError } from '../../../lib/error-toast';
import { uiLanguage } from '../../../lib/i18n';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useDownloadCalendar } from '../api/viewings';
import { personName, viewingTimeRange } from '../format';
import { PlaceLine } from './place-line';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { StatusBadge } from './status-badge';

/** One viewing in /my-viewings: what, when, where, with whom, its status and what can be done. */
export function ViewingItem({ viewing, asTenant }: { viewing: Viewing; asTenant: boolean }) {
  const { t, i18n } = useTranslation('viewings');
  const language = uiLanguage(i18n.resolvedLanguage);
  const download = useDownloadCalendar();
  const live = viewing.status === 'booked' && Date.parse(viewing.startsAt) > Date.now();
  const other = asTenant
    ? t('mine.landlord', { name: personName(viewing.landlord) })
    : t('mine.tenant', { name: personName(viewing.tenant) });
  const propertyPath = encodeURIComponent(viewing.propertyId);

  return (
    <li>
      <Card className="flex flex-col gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="flex min-w-0 flex-col gap-1">
            <Link
              to={`/property-details/${propertyPath}`}
              className="break-words rounded-sm font-semibold hover:underline focus-visible:outline-2 focus-visible:outline-ring"
            >
              {viewing.property.title}
            </Link>
            <p className="text-sm font-medium">{viewingTimeRange(viewing.startsAt, viewing.endsAt, language, t)}</p>
          </div>
          <StatusBadge status={viewing.status} />
        </div>
        <PlaceLine place={viewing.property} />
        <p className="text-sm text-muted-foreground">{other}</p>
        {viewing.note ? <p className="whitespace-pre-line break-words text-sm">{viewing.note}</p> : null}
        {viewing.status === 'cancelled' && viewing.cancelReason ? (
          <p className="text-sm text-destructive">{t('card.reason', { reason: viewing.cancelReason })}</p>
        ) : null}
        <div className="flex flex-wrap gap-2 border-t pt-3">
          {live && asTenant ? (
            <Button asChild variant="outline" size="sm">
              <Link to={`/properties/${propertyPath}/book-viewing`}>
                <CalendarClock aria-hidden="true" />
                {t('mine.move')}
              </Link>
            </Button>
          ) : null}
          {live ? <CancelBookingDialog bookingId={viewing.id} size="sm" /> : null}
          <Button
            variant="ghost"
            size="sm"
            busy={download.isPending}
            onClick={() => download.mutate(viewing.id, { onError: (e) => toastLoadError(e) })}
          >
            {download.isPending ? null : <Download aria-hidden="true" />}
            {t('mine.calendar')}
          </Button>
        </div>
      </Card>
    </li>
  );
}
