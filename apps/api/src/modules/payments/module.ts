import type { Platform } from '../../platform/platform.ts';
import type { ModuleParts } from '../../platform/module-parts.ts';
import { choosePaymentProvider } from './provider-choice.ts';
import { paymentRoutes, type PaymentRouteDeps } from './routes.ts';
import { createPaymentService } from './service.ts';
import { paymentsAccess } from './access.ts';
import { paymentsAccountData } from './account-data.ts';

/** Plans paid through Stripe Checkout or the local test checkout; a paid plan signs the member in. */
export function paymentsModule(p: Platform, given: Pick<PaymentRouteDeps, 'sessions' | 'refreshCookie'>) {
  const { db, clock } = p;
  const { provider, local } = choosePaymentProvider(p.config, db, clock);
  const service = createPaymentService({
    db,
    provider,
    outbox: p.outbox,
    clock,
    jwt: p.jwt,
    appUrl: p.config.appUrl,
    log: p.log,
  });
  const parts: ModuleParts = {
    access: paymentsAccess,
    account: paymentsAccountData,
    routes: (app) => paymentRoutes(app, { payments: service, authenticate: p.authenticate, local, clock, ...given }),
  };
  return { ...parts, service };
}
