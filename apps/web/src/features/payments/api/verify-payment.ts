import { queryOptions } from '@tanstack/react-query';
import type { VerifyPaymentResponse } from '@mietmatch/contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/auth/verify-payment (plan) or /api/auth/verify-additional-payment (additional renter plan).
 * The server asks the provider and applies the payment once; asking again answers the same result,
 * so a reload of the page is harmless. No login needed: the session id is the proof. A checkout started
 * with the checkout token (no session yet) sends that token along and is answered with a session too.
 */
export function verifyPaymentQueryOptions(sessionId: string, additional: boolean, checkoutToken?: string | null) {
  const query = new URLSearchParams({ session_id: sessionId });
  if (additional) query.set('isAdditionalPlan', 'true');
  const endpoint = additional ? '/auth/verify-additional-payment' : '/auth/verify-payment';
  return queryOptions({
    queryKey: ['payments', 'verify', additional ? 'additional' : 'plan', sessionId],
    queryFn: ({ signal }) =>
      apiRequest<VerifyPaymentResponse>(`${endpoint}?${query.toString()}`, { auth: checkoutToken ?? false, signal }),
    retry: false,
    staleTime: Infinity,
  });
}
