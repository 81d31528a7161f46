import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import {
  markNotificationsReadInCache,
  notificationKeys,
  setUnreadNotifications,
  type NotificationListParams,
  type NotificationPage,
} from '../../../lib/notification-cache';
import { mayUseInquiries } from '../../inquiries';

/**
 * The notification centre follows the same rule as the inquiries it reports on: members with a valid
 * plan who are not deactivated; admins take no part (the API would answer 402/403).
 */
export function useMayUseNotifications() {
  return mayUseInquiries(useCurrentUser().data);
}

function fetchNotifications({ unread, page, pageSize }: NotificationListParams) {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (unread) query.set('unread', 'true');
  return apiRequest<NotificationPage>(`/notifications?${query}`);
}

/** A page of the member's notifications, newest first; the socket keeps the first page current. */
export function useNotifications(params: NotificationListParams) {
  const allowed = useMayUseNotifications();
  return useQuery({
    queryKey: notificationKeys.list(params),
    queryFn: () => fetchNotifications(params),
    enabled: allowed,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

/** The bell's number; the socket keeps it current (`unreadNotificationsCount`), so no polling. */
export function useUnreadNotificationsCount() {
  const allowed = useMayUseNotifications();
  return useQuery({
    queryKey: notificationKeys.unread,
    queryFn: () => apiRequest<{ unreadNotificationsCount: number }>('/notifications/unread-count'),
    enabled: allowed,
    staleTime: Infinity,
    select: (data) => data.unreadNotificationsCount,
  });
}

/** Marks some (`ids`) or every (`'all'`) notification read; the answer is the new unread count. */
export function useMarkNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[] | 'all') =>
      apiRequest<{ unreadNotificationsCount: number }>('/notifications/read', {
        method: 'POST',
        body: ids === 'all' ? { all: true } : { ids },
      }),
    onSuccess: ({ unreadNotificationsCount }, ids) => {
      setUnreadNotifications(client, unreadNotificationsCount);
      markNotificationsReadInCache(client, ids, new Date().toISOString());
    },
  });
}
