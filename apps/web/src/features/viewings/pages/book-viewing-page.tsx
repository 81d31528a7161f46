import { useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { CalendarCheck2, CalendarOff, MailQuestion } from 'lucide-react';
import type { ViewingInvitation, ViewingSlot } from '@mietmatch/contract';
import { ApiError } from '../../../lib/api-client';
import { formFailureText } from '../../../lib/errors';
import { uiLanguage } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import '../i18n';
import { useBookSlot, useInvitations, useViewingSlots } from '../api/viewings';
import { personName, viewingTimeRange } from '../format';
import { PlaceLine } from '../components/place-line';
import { CancelBookingDialog } from '../components/cancel-booking-dialog';

function SlotChoice({
  slot,
  hasBooking,
  busy,
  pending,
  onBook,
}: {
  slot: ViewingSlot;
  hasBooking: boolean;
  busy: boolean;
  /** This slot's booking is under way. */
  pending: boolean;
  onBook: () => void;
}) {
  const { t, i18n } = useTranslation('viewings');
  const language = uiLanguage(i18n.resolvedLanguage);
  const mine = slot.bookedByMe === true;
  const free = Math.max(0, slot.capacity - slot.booked);
  return (
    <li>
      <Card className={cn('flex h-full flex-col gap-3 p-4', mine && 'border-primary ring-2 ring-primary/30')}>
        <div className="flex items-start justify-between gap-2">
          <p className="font-semibold">{viewingTimeRange(slot.startsAt, slot.endsAt, language, t)}</p>
          {mine ? (
            <Badge>
              <CalendarCheck2 aria-hidden="true" className="size-3.5" />
              {t('book.yours')}
            </Badge>
          ) : null}
        </div>
        <p className="text-sm text-muted-foreground">{t('book.free', { count: free })}</p>
        {slot.note ? <p className="whitespace-pre-line break-words text-sm">{slot.note}</p> : null}
        {mine ? null : (
          <Button
            className="mt-auto self-start"
            variant={hasBooking ? 'outline' : 'default'}
            disabled={busy}
            busy={pending}
            onClick={onBook}
          >
            {pending ? t('book.booking') : hasBooking ? t('book.move') : t('book.book')}
          </Button>
        )}
      </Card>
    </li>
  );
}

function InvitationHeader({ invitation }: { invitation: ViewingInvitation }) {
  const { t } = useTranslation('viewings');
  return (
    <div className="flex flex-col gap-2">
      <h2 className="text-xl font-semibold tracking-tight">{invitation.property.title}</h2>
      <PlaceLine place={invitation.property} />
      {invitation.message ? (
        <blockquote className="mt-2 rounded-lg border-l-4 border-primary/40 bg-muted px-4 py-3 text-sm">
          <p className="mb-1 text-xs font-medium text-muted-foreground">
            {t('book.message', { name: personName(invitation.landlord) })}
          </p>
          <p className="whitespace-pre-line break-words">{invitation.message}</p>
        </blockquote>
      ) : null}
    </div>
  );
}

/** /properties/:id/book-viewing — an invited tenant books one open slot, moves it, or cancels it. */
export function BookViewingPage() {
  const { t, i18n } = useTranslation(['viewings', 'common']);
  const language = uiLanguage(i18n.resolvedLanguage);
  const id = useParams().id ?? '';
  const invitations = useInvitations();
  const invitation = invitations.data?.items.find((i) => i.propertyId === id);
  const slots = useViewingSlots(id, invitation !== undefined);
  const book = useBookSlot();
  const [failure, setFailure] = useState<string>();
  const bookingId = invitation?.bookingId ?? null;

  if (invitations.isPending) return <Skeleton className="h-40 w-full" />;
  if (invitations.isError) return <LoadError error={invitations.error} />;
  if (!invitation) {
    return (
      <EmptyState icon={<MailQuestion />} title={t('book.notInvited')}>
        {t('book.notInvitedText')}
      </EmptyState>
    );
  }

  const choose = (slot: ViewingSlot) => {
    setFailure(undefined);
    book.mutate(slot.id, {
      onSuccess: () => toast.success(bookingId ? t('book.moved') : t('book.booked')),
      // Someone else took the last place: the list is refetched (the mutation settles) and says so.
      onError: (error) =>
        setFailure(
          error instanceof ApiError && error.code === 'SlotFull' ? t('book.full') : formFailureText(error, language),
        ),
    });
  };

  return (
    <div className="flex flex-col gap-6">
      <InvitationHeader invitation={invitation} />
      <section aria-labelledby="open-slots" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="open-slots" className="text-lg font-semibold">
              {t('book.slotsLabel')}
            </h2>
            <p className="text-sm text-muted-foreground">{t('book.intro')}</p>
          </div>
          {bookingId ? <CancelBookingDialog bookingId={bookingId} /> : null}
        </div>
        {failure ? (
          <Alert variant="destructive">
            <AlertDescription>{failure}</AlertDescription>
          </Alert>
        ) : null}
        {slots.isPending ? (
          <div className="grid gap-3 sm:grid-cols-2" aria-busy="true">
            <Skeleton className="h-32" />
            <Skeleton className="h-32" />
          </div>
        ) : slots.isError ? (
          <LoadError error={slots.error} />
        ) : slots.data.items.length === 0 ? (
          <EmptyState icon={<CalendarOff />} title={t('book.empty')}>
            {t('book.emptyText')}
          </EmptyState>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {slots.data.items.map((slot) => (
              <SlotChoice
                key={slot.id}
                slot={slot}
                hasBooking={bookingId !== null}
                busy={book.isPending}
                pending={book.isPending && book.variables === slot.id}
                onBook={() => choose(slot)}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
