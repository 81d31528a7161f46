import type { PlanAudience } from '@mietmatch/contract';
import { apiRequest } from '../../../lib/api-client';

export interface CheckoutOrder {
  role: PlanAudience;
  email: string;
  /** Months of the chosen plan; the server takes plan and price from its own table. */
  duration: number;
  additional?: boolean;
}

/**
 * POST /api/auth/create-checkout-session → `{ url, sessionId }`. Signed in: the stored access token.
 * After a NoPayment/PaymentExpired login gate there is no session, only the gate's checkout token.
 */
export function createCheckoutSession({ role, email, duration, additional }: CheckoutOrder, checkoutToken?: string) {
  return apiRequest<{ url: string; sessionId: string }>(
    `/auth/create-checkout-session${additional ? '?isAdditionalPlan=true' : ''}`,
    {
      method: 'POST',
      body: { role, email, duration },
      auth: checkoutToken ?? true,
    },
  );
}
