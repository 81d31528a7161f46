import { queryOptions, useQuery } from '@tanstack/react-query';
import { hasValidPlan, type User } from '@mietmatch/contract';
import { apiRequest } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { inquiryKeys } from './keys';

function unreadCountQueryOptions() {
  return queryOptions({
    queryKey: inquiryKeys.unread,
    queryFn: () => apiRequest<{ totalUnreadCount: number }>('/inquiry/unread-count'),
    // The socket keeps it current (join answer, totalUnreadCount events); no polling.
    staleTime: Infinity,
    select: (data) => data.totalUnreadCount,
  });
}

/**
 * Only members who may use the inquiry pages ask: an account without a valid plan would get 402 and
 * be sent to the plans from the pages it may still use (profile, password); admins take no part.
 */
export function mayUseInquiries(user: User | undefined, now = Date.now()) {
  return Boolean(user && user.role !== 'admin' && !user.isDeactivated && hasValidPlan(user, now));
}

/** The member's unread messages over all inboxes. */
export function useUnreadCount() {
  const user = useCurrentUser().data;
  return useQuery({ ...unreadCountQueryOptions(), enabled: mayUseInquiries(user) });
}
