import type { QueryClient } from '@tanstack/react-query';
import type { ServerEventName, ServerEventPayload } from '@mietmatch/contract';
import { inquiryKeys, type InboxList, type Thread } from '../api/keys';
import { dropMessage, inboxesDeletedHere, markInboxRead, putMessage, refreshInboxLists } from '../api/thread';
import { memberName } from '../member';
import { markNotificationsReadInCache, putNotification, setUnreadNotifications } from '../../../lib/notification-cache';
import i18n from '../../../lib/i18n';
import { viewingRealtimeHandlers } from '../../viewings';
import '../i18n';

const inquiriesT = (key: string) => i18n.t(key, { ns: 'inquiries' });

/** What the handlers need from the app around them (the router, toasts), so they can be tested alone. */
export interface RealtimeContext {
  client: QueryClient;
  userId: string;
  /** The inbox whose thread page is open in this tab, if any. */
  openInboxId: () => string | null;
  notifyMessage: (inboxId: string, senderName: string | null, text: string) => void;
  notifyAccessRequest: () => void;
  /** The open thread was deleted by the other member. */
  leaveDeletedThread: () => void;
}

/** The other member's name from whatever this tab already holds about the inbox. */
function cachedSenderName(client: QueryClient, inboxId: string): string | null {
  const thread = client.getQueryData<Thread>(inquiryKeys.thread(inboxId));
  if (thread) return memberName(thread.inbox.otherMember, inquiriesT);
  for (const [, list] of client.getQueriesData<InboxList>({ queryKey: inquiryKeys.inboxes })) {
    const inbox = list?.items.find((i) => i.id === inboxId);
    if (inbox) return memberName(inbox.otherMember, inquiriesT);
  }
  return null;
}

type Handlers = { [K in ServerEventName]: (payload: ServerEventPayload<K>) => void };

/**
 * Socket events → TanStack Query caches. Messages of a thread are patched in place (they must show
 * within a second, and the payload is the message itself); lists and counts that the payload does
 * not fully describe are refetched.
 */
export function realtimeHandlers(ctx: RealtimeContext): Handlers {
  const { client } = ctx;
  return {
    newMessage: ({ inboxId, message }) => {
      putMessage(client, inboxId, message);
      void refreshInboxLists(client);
      if (message.senderId === ctx.userId) return;
      if (ctx.openInboxId() === inboxId) {
        // Read as it arrives: the other member sees "Seen", our badge does not flicker up.
        void markInboxRead(client, inboxId).catch(() => undefined);
      } else {
        ctx.notifyMessage(inboxId, cachedSenderName(client, inboxId), message.message);
      }
    },
    updateMessage: ({ inboxId, message }) => {
      putMessage(client, inboxId, message);
      void refreshInboxLists(client);
    },
    deleteMessage: ({ inboxId, messageId }) => {
      dropMessage(client, inboxId, messageId);
      void refreshInboxLists(client);
    },
    createNewInbox: () => void refreshInboxLists(client),
    deleteInbox: ({ inboxId }) => {
      const ours = inboxesDeletedHere.delete(inboxId);
      if (!ours && ctx.openInboxId() === inboxId) ctx.leaveDeletedThread();
      client.removeQueries({ queryKey: inquiryKeys.thread(inboxId) });
      void refreshInboxLists(client);
    },
    // The other member read our messages: the thread shows "Seen".
    markAsRead: ({ inboxId }) => void client.invalidateQueries({ queryKey: inquiryKeys.thread(inboxId) }),
    // We read them, maybe in another tab: that inbox's unread badge goes.
    allMessageMarkedRead: ({ inboxId }) => {
      client.setQueryData<Thread>(inquiryKeys.thread(inboxId), (thread) =>
        thread ? { ...thread, inbox: { ...thread.inbox, unreadCount: 0 } } : thread,
      );
      void refreshInboxLists(client);
    },
    // Moderation: the admin queue and the member's decisions are refetched wherever they are shown.
    newReport: () => void client.invalidateQueries({ queryKey: ['moderation'] }),
    // The owner's listing or request shows its removed/restricted mark at once, not at the next refetch.
    moderationDecision: ({ subjectType }) => {
      void client.invalidateQueries({ queryKey: ['moderation'] });
      if (subjectType === 'property') void client.invalidateQueries({ queryKey: ['properties'] });
      if (subjectType === 'request') void client.invalidateQueries({ queryKey: ['requests'] });
    },
    totalUnreadCount: ({ totalUnreadCount }) => client.setQueryData(inquiryKeys.unread, { totalUnreadCount }),
    newAccessRequest: ({ status }) => {
      // Keys of the document-access and requests features: their lists and details follow the change.
      void client.invalidateQueries({ queryKey: ['document-access'] });
      if (status === 'pending') ctx.notifyAccessRequest();
    },
    accessRequestStatus: () => {
      void client.invalidateQueries({ queryKey: ['document-access'] });
      void client.invalidateQueries({ queryKey: ['requests'] });
    },
    // The notification centre: the bell's dropdown and the page show a new entry without a reload.
    newNotification: (notification) => putNotification(client, notification),
    unreadNotificationsCount: ({ unreadNotificationsCount }) => {
      setUnreadNotifications(client, unreadNotificationsCount);
      // Everything read (maybe in another tab): no entry keeps its dot.
      if (unreadNotificationsCount === 0) markNotificationsReadInCache(client, 'all', new Date().toISOString());
    },
    // Applications: the landlord's pipeline and the tenant's list follow every change (the key of the
    // applications feature); the listing's "takes applications" follows the count.
    newApplication: () => void client.invalidateQueries({ queryKey: ['applications'] }),
    applicationWithdrawn: () => void client.invalidateQueries({ queryKey: ['applications'] }),
    applicationStatus: () => void client.invalidateQueries({ queryKey: ['applications'] }),
    // Viewings: slots, lists and the property's address follow; the other side's step shows as a toast.
    ...viewingRealtimeHandlers(client, ctx.userId),
  };
}
