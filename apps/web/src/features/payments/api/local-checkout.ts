import { queryOptions } from '@tanstack/react-query';
import type { LocalCheckoutSession } from '@mietmatch/contract';
import { apiRequest } from '../../../lib/api-client';

/*
 * The built-in test checkout plays the payment provider: its calls need no login (the session id is
 * the proof, as on a provider's hosted page).
 */
const path = (sessionId: string) => `/payments/local/${encodeURIComponent(sessionId)}`;

export function localCheckoutQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: ['payments', 'local-checkout', sessionId],
    queryFn: ({ signal }) => apiRequest<LocalCheckoutSession>(path(sessionId), { auth: false, signal }),
    retry: false,
    staleTime: Infinity,
  });
}

export function payLocalCheckout(sessionId: string) {
  return apiRequest<{ redirectUrl: string }>(`${path(sessionId)}/pay`, { method: 'POST', auth: false });
}

export function cancelLocalCheckout(sessionId: string) {
  return apiRequest<{ redirectUrl: string }>(`${path(sessionId)}/cancel`, { method: 'POST', auth: false });
}
