import { apiRequest } from '../../../lib/api-client';

/**
 * Activates the Basic plan. After a login gate there is no session, only the gate's checkout token;
 * inside the app the normal access token is used (and refreshed like any call).
 */
export function activateFreePlan(checkoutToken?: string) {
  return apiRequest<{ message: string; paymentExpiresAt: string }>('/auth/activate-free-plan', {
    method: 'POST',
    auth: checkoutToken ?? true,
  });
}
