import { randomBytes } from 'node:crypto';
import type { localCheckoutSessions } from '../../db/schema/index.ts';
import { checkoutMetadata, InvalidWebhookError, type PaymentProvider } from './payment-provider.ts';

type LocalSessionRow = typeof localCheckoutSessions.$inferSelect;
type NewLocalSessionRow = typeof localCheckoutSessions.$inferInsert;

export interface LocalCheckout {
  find(id: string): Promise<LocalSessionRow | null>;
  pay(id: string, at: Date): Promise<LocalSessionRow | null>;
  cancel(id: string): Promise<LocalSessionRow | null>;
}

/** Where the local checkout keeps its sessions (the payments module's table). */
export interface LocalCheckoutStore extends LocalCheckout {
  insert(values: NewLocalSessionRow): Promise<void>;
}

/**
 * The zero-setup checkout: sessions live in our own table and a page of the app
 * (`/local-checkout/<id>`, marked as a test payment) plays the provider's part.
 * It refuses to exist in production.
 */
export function createLocalProvider(
  store: LocalCheckoutStore,
  opts: { appUrl: string; production: boolean },
): PaymentProvider & LocalCheckout {
  if (opts.production)
    throw new Error('the local test checkout cannot run with NODE_ENV=production: configure STRIPE_SECRET_KEY');
  return {
    name: 'local',
    async createCheckoutSession(r) {
      const id = `lcs_${randomBytes(18).toString('base64url')}`;
      await store.insert({
        id,
        amountCents: r.amountCents,
        currency: r.currency,
        description: r.description,
        email: r.email,
        successUrl: r.successUrl.replace('{CHECKOUT_SESSION_ID}', id),
        cancelUrl: r.cancelUrl,
        metadata: checkoutMetadata(r),
      });
      return { sessionId: id, url: `${opts.appUrl}/local-checkout/${id}` };
    },
    async retrieveSession(id) {
      const row = await store.find(id);
      if (!row) return null;
      return {
        sessionId: row.id,
        paid: row.status === 'paid',
        amountCents: row.amountCents,
        currency: row.currency,
        metadata: row.metadata,
      };
    },
    async parseWebhook() {
      throw new InvalidWebhookError('the local checkout sends no webhooks');
    },
    find: (id) => store.find(id),
    pay: (id, at) => store.pay(id, at),
    cancel: (id) => store.cancel(id),
  };
}
