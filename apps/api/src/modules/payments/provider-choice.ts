import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { createLocalProvider, type LocalCheckout } from '../../adapters/payments/local-provider.ts';
import type { PaymentProvider } from '../../adapters/payments/payment-provider.ts';
import { createStripeProvider } from '../../adapters/payments/stripe-provider.ts';
import { localCheckoutStore } from './local-checkout-queries.ts';

/** Stripe when it is configured; otherwise the local test checkout, whose page the app serves (`local`). */
export function choosePaymentProvider(
  config: Config,
  db: Db,
  clock: Clock,
): { provider: PaymentProvider; local?: LocalCheckout } {
  if (config.stripe) return { provider: createStripeProvider({ ...config.stripe, now: () => clock.now() }) };
  const production = config.env === 'production';
  const local = createLocalProvider(localCheckoutStore(db), { appUrl: config.appUrl, production });
  return { provider: local, local };
}
