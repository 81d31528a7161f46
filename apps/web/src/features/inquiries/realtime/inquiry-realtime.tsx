import { useEffect, useRef, useState } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import type { ServerEventName, User } from '@mietmatch/contract';
import { currentUserKey, currentUserQueryOptions } from '../../../lib/current-user';
import i18n from '../../../lib/i18n';
import { notificationKeys } from '../../../lib/notification-cache';
import { handshakeWouldPass, openRealtime, type RealtimeConnection } from '../../../lib/realtime';
import { useServiceStatus } from '../../../lib/service-status';
import '../i18n';
import { inquiryKeys } from '../api/keys';
import { fetchThread, refreshInboxLists } from '../api/thread';
import { mayUseInquiries } from '../api/unread-count';
import { memberName } from '../member';
import { realtimeHandlers } from './event-handlers';
import { ConnectionNotice, watchConnection } from './connection-notice';

/** Toasts about something elsewhere in the app stay a little longer than the 2-second confirmations. */
const NOTICE_MS = 5000;
const PREVIEW_CHARS = 140;

function preview(text: string) {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > PREVIEW_CHARS ? `${line.slice(0, PREVIEW_CHARS - 1)}…` : line;
}

/**
 * The live connection of the signed-in member (rendered once by the dashboard layout): opens when
 * the user id is known, closes on logout or user change, and turns socket events into cache updates
 * and toasts. Renders only the notice of a connection lost for a while.
 */
export function InquiryRealtime({ userId }: { userId: string }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  // The handlers live as long as the socket; they read the current page through this ref.
  const pathname = useRef(location.pathname);
  pathname.current = location.pathname;
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const connectionRef = useRef<RealtimeConnection | null>(null);
  // A plan chosen or an account reactivated in this tab updates the current user: a socket the
  // server refused for the old state connects at once instead of waiting for the next tab switch.
  const currentUser = useQuery(currentUserQueryOptions(userId)).data;
  const admitted = currentUser ? handshakeWouldPass(currentUser) : false;
  const [lost, setLost] = useState(false);
  const serviceAvailable = useServiceStatus().available;

  useEffect(() => {
    const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, { ns: 'inquiries', ...options });
    const openInboxId = () => matchPath('/inquiries-thread/:type/:inboxId', pathname.current)?.params.inboxId ?? null;

    const handlers = realtimeHandlers({
      client,
      userId,
      openInboxId,
      notifyMessage: (inboxId, senderName, text) => {
        const show = (name: string | null) =>
          toast(name ? t('toast.newMessageFrom', { name }) : t('toast.newMessage'), {
            id: `message-${inboxId}`,
            description: preview(text),
            duration: NOTICE_MS,
            action: {
              label: t('toast.open'),
              onClick: () =>
                void client
                  .fetchQuery({ queryKey: inquiryKeys.thread(inboxId), queryFn: () => fetchThread(inboxId) })
                  .then((thread) => navigateRef.current(`/inquiries-thread/${thread.inbox.subjectType}/${inboxId}`)),
            },
          });
        if (senderName) return show(senderName);
        // Without a valid plan the thread answers 402, which would send the member to the plans.
        if (!mayUseInquiries(client.getQueryData<User>(currentUserKey(userId)))) return show(null);
        // A conversation this tab has not seen yet: its name comes with the thread.
        client
          .fetchQuery({ queryKey: inquiryKeys.thread(inboxId), queryFn: () => fetchThread(inboxId) })
          .then((thread) => show(memberName(thread.inbox.otherMember, t)))
          .catch(() => show(null));
      },
      notifyAccessRequest: () =>
        toast(t('toast.accessRequest'), {
          id: 'access-request',
          description: t('toast.accessRequestText'),
          duration: NOTICE_MS,
          action: { label: t('toast.review'), onClick: () => void navigateRef.current('/my-requests') },
        }),
      leaveDeletedThread: () => {
        toast.info(t('thread.deletedByOther'));
        void navigateRef.current('/all-inquiries', { replace: true });
      },
    });

    // The socket opens in a task of its own: its first steps (~20 ms on a phone's 4× slower CPU) came inside
    // the commit of the member's first page, one long task with it.
    let connection: RealtimeConnection | null = null;
    let stopWatching = () => {};
    const opening = setTimeout(() => {
      const opened = openRealtime(userId, {
        onJoined: (totalUnreadCount) => client.setQueryData(inquiryKeys.unread, { totalUnreadCount }),
        // Events sent while we were away are lost: what is on screen is reloaded.
        onReconnected: () => {
          void refreshInboxLists(client);
          void client.invalidateQueries({ queryKey: ['inquiries', 'thread'] });
          void client.invalidateQueries({ queryKey: notificationKeys.all });
        },
      });
      for (const [event, handler] of Object.entries(handlers) as [ServerEventName, (payload: unknown) => void][]) {
        (opened.socket as unknown as { on: (e: string, h: (p: unknown) => void) => void }).on(event, handler);
      }
      stopWatching = watchConnection(opened.socket, setLost);
      connection = opened;
      connectionRef.current = opened;
    }, 0);
    return () => {
      clearTimeout(opening);
      connectionRef.current = null;
      stopWatching();
      connection?.close();
    };
  }, [client, userId]);

  useEffect(() => {
    if (admitted) connectionRef.current?.knockIfRefused();
  }, [admitted]);

  // One notice at a time: while the API itself does not answer, its notice says enough.
  return lost && serviceAvailable ? <ConnectionNotice /> : null;
}
