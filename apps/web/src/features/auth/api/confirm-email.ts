import { queryOptions } from '@tanstack/react-query';
import type { ConfirmEmailResponse } from '@mietmatch/contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * A query, not a mutation: opening the link twice (StrictMode, reload) should not call twice. In the
 * browser that signed up, the first answer carries the checkout pass that continues to the plan choice.
 */
export function confirmEmailQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['auth', 'confirm-email', token],
    queryFn: () =>
      apiRequest<ConfirmEmailResponse>(`/auth/confirm-email/${encodeURIComponent(token)}`, { auth: false }),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
