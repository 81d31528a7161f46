import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicProfile } from '@mietmatch/contract';
import { apiRequest } from '../../../lib/api-client';

const userKeys = {
  profile: (id: string) => ['users', 'profile', id] as const,
};

/** `GET /users/:id` — another member's public profile; 404 when it does not exist or is hidden. */
function publicProfileQueryOptions(id: string) {
  return queryOptions({
    queryKey: userKeys.profile(id),
    queryFn: ({ signal }) => apiRequest<PublicProfile>(`/users/${encodeURIComponent(id)}`, { signal }),
    staleTime: 60_000,
  });
}

export function usePublicProfile(id: string) {
  return useQuery({ ...publicProfileQueryOptions(id), enabled: id !== '' });
}
