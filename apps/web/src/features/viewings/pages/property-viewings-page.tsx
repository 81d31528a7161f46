import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, CalendarDays } from 'lucide-react';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useProperty } from '../../../lib/property-query';
import '../i18n';
import { useViewingSlots } from '../api/viewings';
import { PlaceLine } from '../components/place-line';
import { SlotForm } from '../components/slot-form';
import { SlotList } from '../components/slot-list';

/** /properties/:id/viewings — the owner adds slots, sees their bookings, cancels, marks attendance. */
export function PropertyViewingsPage() {
  const { t } = useTranslation('viewings');
  const id = useParams().id ?? '';
  const property = useProperty(id);
  const slots = useViewingSlots(id);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Link
          to={`/property-details/${encodeURIComponent(id)}`}
          className="inline-flex items-center gap-1.5 self-start rounded-sm text-sm text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('slots.back')}
        </Link>
        {property.data ? (
          <div className="flex flex-col gap-1">
            <h2 className="text-xl font-semibold tracking-tight">{property.data.title}</h2>
            <PlaceLine place={{ ...property.data, district: null, addressHidden: false }} hint={false} />
          </div>
        ) : property.isPending ? (
          <Skeleton className="h-7 w-72" />
        ) : null}
      </div>
      {slots.isError ? (
        <LoadError error={slots.error} />
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
          <Card className="lg:sticky lg:top-4">
            <CardHeader>
              <CardTitle>{t('slots.addTitle')}</CardTitle>
              <CardDescription>{t('slots.addText')}</CardDescription>
            </CardHeader>
            <CardContent>
              <SlotForm propertyId={id} />
            </CardContent>
          </Card>
          <section aria-labelledby="slots-heading" className="flex flex-col gap-4">
            <h2 id="slots-heading" className="text-lg font-semibold">
              {t('slots.listTitle')}
            </h2>
            {slots.isPending ? (
              <div role="status" className="flex flex-col gap-3" aria-busy="true" aria-label={t('slots.loading')}>
                <Skeleton className="h-28 w-full" />
                <Skeleton className="h-28 w-full" />
              </div>
            ) : slots.data.items.length === 0 ? (
              <EmptyState icon={<CalendarDays />} title={t('slots.empty')}>
                {t('slots.emptyText')}
              </EmptyState>
            ) : (
              <SlotList slots={slots.data.items} />
            )}
          </section>
        </div>
      )}
    </div>
  );
}
