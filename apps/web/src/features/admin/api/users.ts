import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminAction, User } from '@mietmatch/contract';
import { apiRequest } from '../../../lib/api-client';
import { apiQuery, type UsersFilters } from '../users-filters';

interface UsersPage {
  items: User[];
  total: number;
  page: number;
  pageSize: number;
}

export const adminKeys = {
  all: ['admin'] as const,
  users: (query: string) => ['admin', 'users', query] as const,
  actions: (userId: string) => ['admin', 'actions', userId] as const,
};

function usersQueryOptions(filters: UsersFilters) {
  const query = apiQuery(filters);
  return queryOptions({
    queryKey: adminKeys.users(query),
    queryFn: ({ signal }) => apiRequest<UsersPage>(`/admin/users?${query}`, { signal }),
    // The previous page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export const useUsers = (filters: UsersFilters) => useQuery(usersQueryOptions(filters));

export function useUserActions(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.actions(userId),
    queryFn: ({ signal }) =>
      apiRequest<{ items: AdminAction[] }>(`/admin/users/${encodeURIComponent(userId)}/actions`, { signal }),
    enabled,
  });
}
