/**
 * Leaving the single-page app for another document: the payment provider's page (Stripe Checkout
 * is on another origin) or the local test checkout. One seam, so component tests can watch it.
 */
export const browserLocation = {
  assign(url: string) {
    window.location.assign(url);
  },
};
