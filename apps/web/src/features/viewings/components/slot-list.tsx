import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { CalendarX2, Check, UserX } from 'lucide-react';
import { BERLIN_TIME_ZONE, formatBerlinTime, type ViewingSlot } from '@mietmatch/contract';
import { toastLoadError } from '../../../lib/error-toast';
import { intlLocale, uiLanguage } from '../../../lib/i18n';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useAttendance, useCancelSlot } from '../api/viewings';
import { personName } from '../format';
import { ReasonDialog } from './reason-dialog';
import { StatusBadge } from './status-badge';

type Booking = NonNullable<ViewingSlot['bookings']>[number];

function BookingRow({ booking, started }: { booking: Booking; started: boolean }) {
  const { t } = useTranslation('viewings');
  const attendance = useAttendance();
  const name = personName(booking.tenant);
  const mark = (attended: boolean) =>
    attendance.mutate(
      { bookingId: booking.id, attended },
      { onSuccess: () => toast.success(t('slots.attendanceSaved')), onError: (e) => toastLoadError(e) },
    );
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-2">
      <Avatar src={booking.tenant.avatarUrl} name={name} className="size-8 text-xs" decorative />
      <span className="min-w-0 flex-1 truncate text-sm font-medium">{name}</span>
      <StatusBadge status={booking.status} />
      {started && booking.status === 'booked' ? (
        <div className="flex gap-2">
          <Button size="sm" variant="outline" disabled={attendance.isPending} onClick={() => mark(true)}>
            <Check aria-hidden="true" />
            {t('slots.attended')}
          </Button>
          <Button size="sm" variant="outline" disabled={attendance.isPending} onClick={() => mark(false)}>
            <UserX aria-hidden="true" />
            {t('slots.noShow')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

function SlotCard({ slot, now }: { slot: ViewingSlot; now: number }) {
  const { t } = useTranslation('viewings');
  const cancelSlot = useCancelSlot();
  const started = Date.parse(slot.startsAt) <= now;
  const bookings = slot.bookings ?? [];
  return (
    <Card className="flex flex-col gap-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          {/* The day is the group's heading: the slot names its hours only. */}
          <p className="font-semibold">
            {t('time.range', { start: formatBerlinTime(slot.startsAt), end: formatBerlinTime(slot.endsAt) })}
          </p>
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <Badge variant={slot.capacity > 1 ? 'default' : 'secondary'}>
              {slot.capacity > 1 ? t('slots.group') : t('slots.individual')}
            </Badge>
            <span>{t('slots.booked', { booked: slot.booked, capacity: slot.capacity })}</span>
            {started ? <Badge variant="outline">{t('slots.past')}</Badge> : null}
          </div>
          {slot.note ? <p className="whitespace-pre-line break-words text-sm">{slot.note}</p> : null}
        </div>
        {started ? null : (
          <ReasonDialog
            trigger={
              <Button variant="ghost" size="sm" className="text-destructive hover:text-destructive">
                <CalendarX2 aria-hidden="true" />
                {t('slots.cancel')}
              </Button>
            }
            title={t('slots.cancelTitle')}
            description={t('slots.cancelText')}
            confirmLabel={t('slots.cancel')}
            busyLabel={t('slots.cancelling')}
            onConfirm={async (reason) => {
              await cancelSlot.mutateAsync({ slotId: slot.id, reason });
              toast.success(t('slots.cancelled'));
            }}
          />
        )}
      </div>
      <div className="border-t pt-2">
        <p className="sr-only">{t('slots.bookings')}</p>
        {bookings.length === 0 ? (
          <p className="py-1 text-sm text-muted-foreground">{t('slots.noBookings')}</p>
        ) : (
          <ul className="divide-y">
            {bookings.map((booking) => (
              <BookingRow key={booking.id} booking={booking} started={started} />
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}

const berlinDay = (iso: string) => new Date(iso).toLocaleDateString('en-CA', { timeZone: BERLIN_TIME_ZONE });

/** The property's slots grouped by Berlin day, each with its bookings; the owner's view. */
export function SlotList({ slots }: { slots: ViewingSlot[] }) {
  const { i18n } = useTranslation();
  const language = uiLanguage(i18n.resolvedLanguage);
  const now = Date.now();
  const days = new Map<string, ViewingSlot[]>();
  for (const slot of [...slots].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))) {
    const day = berlinDay(slot.startsAt);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  const dayTitle = new Intl.DateTimeFormat(intlLocale(language), {
    timeZone: BERLIN_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return (
    <div className="flex flex-col gap-6">
      {[...days.entries()].map(([day, daySlots]) => (
        <section
          key={day}
          aria-label={dayTitle.format(new Date(daySlots[0]!.startsAt))}
          className="flex flex-col gap-3"
        >
          <h3 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
            {dayTitle.format(new Date(daySlots[0]!.startsAt))}
          </h3>
          {daySlots.map((slot) => (
            <SlotCard key={slot.id} slot={slot} now={now} />
          ))}
        </section>
      ))}
    </div>
  );
}
