import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { User } from '@mietmatch/contract';
import { apiRequest } from './api-client';
import { clearCheckoutToken, rememberRole, saveSession, useSessionUserId } from './auth-session';

/*
 * The signed-in user is needed by the guards, both layouts and most pages, so its query lives here
 * rather than inside one feature folder.
 */
export const currentUserKey = (userId: string | null) => ['auth', 'current-user', userId] as const;

export function currentUserQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: currentUserKey(userId),
    queryFn: async ({ signal }) => {
      const user = await apiRequest<User>(`/auth/current-user?userId=${encodeURIComponent(userId ?? '')}`, { signal });
      rememberRole(user.id, user.role);
      return user;
    },
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

/**
 * Stores a session an answer handed out (the login, or a plan paid or activated with the checkout token),
 * drops the checkout pass it replaces and loads the user, whose role and plan decide where to go on.
 */
export async function enterSession(
  queryClient: QueryClient,
  session: { access_token: string; userId: string },
): Promise<User> {
  saveSession({ accessToken: session.access_token, userId: session.userId });
  clearCheckoutToken();
  return queryClient.fetchQuery({ ...currentUserQueryOptions(session.userId), staleTime: 0 });
}
