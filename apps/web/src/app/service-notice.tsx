import { useEffect, useRef } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../lib/toast';
import { CloudOff } from 'lucide-react';
import { getServiceStatus, useServiceStatus } from '../lib/service-status';

/** One id: however many requests meet the outage, the person sees one notice, updated in place. */
const NOTICE_ID = 'service-unavailable';

/**
 * While the API does not answer (lib/service-status.ts), a calm toast that stays until it does: reads
 * are being asked again; a change that met the outage was not sent, and its form still holds what was
 * typed. A person who closes the notice is not shown it again during the same outage. When answers
 * come back it goes, and pages that gave up meanwhile load again.
 */
export function useServiceNotice(queryClient: QueryClient) {
  const status = useServiceStatus();
  const { t } = useTranslation('common');
  const outage = useRef(false);
  const closedByPerson = useRef(false);

  useEffect(() => {
    if (!status.available) {
      outage.current = true;
      if (closedByPerson.current) return;
      toast(t('serviceNotice.title'), {
        id: NOTICE_ID,
        description: t(status.changeNotSent ? 'serviceNotice.actionNotSent' : 'serviceNotice.retrying'),
        icon: <CloudOff className="size-4 text-warning" aria-hidden="true" />,
        // What happened first, then what happens next in the quieter colour, the icon beside the first line
        // (sonner's own rules outrank plain classes).
        classNames: {
          toast: 'items-start!',
          icon: 'mt-0.5',
          title: 'font-semibold!',
          description: 'text-muted-foreground! mt-0.5',
        },
        duration: Number.POSITIVE_INFINITY,
        onDismiss: () => {
          // Also called when the app takes it away; only a close while the outage lasts is the person's.
          if (!getServiceStatus().available) closedByPerson.current = true;
        },
      });
      return;
    }
    if (!outage.current) return;
    outage.current = false;
    closedByPerson.current = false;
    toast.dismiss(NOTICE_ID);
    void queryClient.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' });
  }, [status, t, queryClient]);
}
