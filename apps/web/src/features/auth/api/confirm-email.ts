import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** A query, not a mutation: opening the link twice (StrictMode, reload) should not call twice. */
export function confirmEmailQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['auth', 'confirm-email', token],
    queryFn: () => apiRequest<{ message: string }>(`/auth/confirm-email/${encodeURIComponent(token)}`, { auth: false }),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
