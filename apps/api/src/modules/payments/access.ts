import { type AccessRows, proof, tenantOrLandlord } from '../../platform/route-access.ts';

/** Who may call the payments module's routes. */
export const paymentsAccess: AccessRows = {
  'POST /api/auth/create-checkout-session': {
    who: tenantOrLandlord,
    otherRole: 403,
    plan: 'any',
    object: 'own-account',
  },
  'GET /api/auth/verify-payment': proof('the payment session id'),
  'GET /api/auth/verify-additional-payment': proof('the payment session id'),
  'POST /api/payments/stripe/webhook': proof('Stripe’s signature'),
  'GET /api/payments/local/:sessionId': proof('the payment session id'),
  'POST /api/payments/local/:sessionId/pay': proof('the payment session id'),
  'POST /api/payments/local/:sessionId/cancel': proof('the payment session id'),
};
