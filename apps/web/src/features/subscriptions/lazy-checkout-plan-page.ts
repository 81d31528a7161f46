import { lazy } from 'react';
import { loadDashboardTranslations } from '../../lib/i18n';

/**
 * The plan choice half of /verify-email (after a login gate), which the app shares with the mail's link:
 * its code and the plan texts load only when it is shown (inside the app's Suspense).
 */
export const LazyCheckoutPlanPage = lazy(async () => {
  const [page] = await Promise.all([import('./pages/checkout-plan-page'), loadDashboardTranslations()]);
  return { default: page.CheckoutPlanPage };
});
