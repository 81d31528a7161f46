import type { ActivateFreePlanResponse } from '@mietmatch/contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * Activates the Basic plan. After a login gate there is no session, only the gate's checkout token;
 * inside the app the normal access token is used (and refreshed like any call). With the checkout token
 * the answer also signs in (tokens as the login's, the refresh cookie set).
 */
export function activateFreePlan(checkoutToken?: string) {
  return apiRequest<ActivateFreePlanResponse>('/auth/activate-free-plan', {
    method: 'POST',
    auth: checkoutToken ?? true,
  });
}
