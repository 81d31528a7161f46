import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { CalendarX2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useCancelViewing } from '../api/viewings';
import { ReasonDialog } from './reason-dialog';

/** "Besichtigung absagen" with its required reason: the one way either side cancels a booking. */
export function CancelBookingDialog({ bookingId, size }: { bookingId: string; size?: 'sm' }) {
  const { t } = useTranslation('viewings');
  const cancel = useCancelViewing();
  return (
    <ReasonDialog
      trigger={
        <Button variant="outline" size={size} className="text-destructive hover:text-destructive">
          <CalendarX2 aria-hidden="true" />
          {t('cancelBooking.button')}
        </Button>
      }
      title={t('cancelBooking.title')}
      description={t('cancelBooking.text')}
      confirmLabel={t('cancelBooking.confirm')}
      busyLabel={t('cancelBooking.busy')}
      onConfirm={async (reason) => {
        await cancel.mutateAsync({ bookingId, reason });
        toast.success(t('cancelBooking.done'));
      }}
    />
  );
}
