import type { QueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import type { ServerEventPayload } from '@mietmatch/contract';
import i18n from '../../lib/i18n';
import './i18n';
import { refreshViewings } from './api/viewings';
import { personName } from './format';

/** Toasts about something elsewhere stay a little longer than the 2-second confirmations. */
const NOTICE_MS = 6000;
const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, { ns: 'viewings', ...options });

/**
 * The three viewing events: the slots, lists and property details are refetched wherever they are
 * shown, and the member is told what the other side did (not what they did themselves in another tab).
 */
export function viewingRealtimeHandlers(client: QueryClient, userId: string) {
  return {
    viewingInvitation: ({ invitation }: ServerEventPayload<'viewingInvitation'>) => {
      refreshViewings(client);
      toast(t('toast.invitation', { title: invitation.property.title }), {
        id: `viewing-invitation-${invitation.id}`,
        duration: NOTICE_MS,
      });
    },
    viewingBooked: ({ viewing, moved }: ServerEventPayload<'viewingBooked'>) => {
      refreshViewings(client);
      if (viewing.tenant.id === userId) return;
      const values = { name: personName(viewing.tenant), title: viewing.property.title };
      toast(t(moved ? 'toast.moved' : 'toast.booked', values), { id: `viewing-${viewing.id}`, duration: NOTICE_MS });
    },
    viewingCancelled: ({ viewing, reason }: ServerEventPayload<'viewingCancelled'>) => {
      refreshViewings(client);
      const byMe = viewing.cancelledBy === (viewing.tenant.id === userId ? 'tenant' : 'landlord');
      if (byMe) return;
      toast.warning(t('toast.cancelled', { reason }), {
        id: `viewing-${viewing.id}`,
        description: viewing.property.title,
        duration: NOTICE_MS,
      });
    },
  };
}
