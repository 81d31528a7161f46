import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { inquiryKeys } from './keys';

export function unreadCountQueryOptions() {
  return queryOptions({
    queryKey: inquiryKeys.unread,
    queryFn: () => apiRequest<{ totalUnreadCount: number }>('/inquiry/unread-count'),
    // The socket keeps it current (join answer, totalUnreadCount events); no polling.
    staleTime: Infinity,
    select: (data) => data.totalUnreadCount,
  });
}

/** The member's unread messages over all inboxes; `enabled` is false for admins (no inquiries). */
export function useUnreadCount(enabled = true) {
  return useQuery({ ...unreadCountQueryOptions(), enabled });
}
