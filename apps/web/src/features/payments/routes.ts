import type { RouteObject } from 'react-router';
import { loadDashboardTranslations } from '../../lib/i18n';

/**
 * Signed in or not: the payment provider sends people back here whichever they are (a plan bought after a
 * login gate has no session; a renewal inside the app has one), and the local test checkout stands in for
 * the provider's own page. The app puts them in its public layout.
 */
export const paymentReturnRoutes: RouteObject[] = [
  {
    path: 'verify-payment',
    handle: { title: 'verifyPayment' },
    lazy: async () => {
      const [page] = await Promise.all([import('./pages/verify-payment-page'), loadDashboardTranslations()]);
      return { Component: page.VerifyPaymentPage };
    },
  },
  {
    path: 'local-checkout/:sessionId',
    handle: { title: 'localCheckout', centered: true },
    lazy: async () => {
      const [page] = await Promise.all([import('./pages/local-checkout-page'), loadDashboardTranslations()]);
      return { Component: page.LocalCheckoutPage };
    },
  },
];

/** The additional plan is bought from inside the app, so its way back is behind sign-in. */
export const additionalPlanRoutes: RouteObject[] = [
  {
    path: 'aditional-plan-success',
    handle: { title: 'additionalPlanSuccess' },
    lazy: async () => {
      const [page] = await Promise.all([import('./pages/verify-payment-page'), loadDashboardTranslations()]);
      return { Component: page.AdditionalPlanSuccessPage };
    },
  },
];
