import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@mietmatch/contract';
import { apiRequest } from './api-client';
import { useSessionUserId } from './auth-session';

/*
 * The signed-in user is needed by the guards, both layouts and most pages, so its query lives here
 * rather than inside one feature folder.
 */
export const currentUserKey = (userId: string | null) => ['auth', 'current-user', userId] as const;

export function currentUserQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: currentUserKey(userId),
    queryFn: ({ signal }) =>
      apiRequest<User>(`/auth/current-user?userId=${encodeURIComponent(userId ?? '')}`, { signal }),
    enabled: Boolean(userId),
    staleTime: 60_000,
    retry: false,
  });
}

export function useCurrentUser() {
  const userId = useSessionUserId();
  return useQuery(currentUserQueryOptions(userId));
}

/** Where each role starts after login or when it opens a public page. */
export function homePathFor(user: Pick<User, 'role' | 'isDeactivated'>) {
  if (user.role === 'admin') return '/all-users';
  if (user.isDeactivated) return '/profile-view';
  return user.role === 'contractor' ? '/all-tenant-requests' : '/my-requests';
}
