import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { localCheckoutSessions } from '../../db/schema/index.ts';
import { InvalidWebhookError, type PaymentProvider } from './payment-provider.ts';

/**
 * The zero-setup checkout: sessions live in our own table and a page of the app
 * (`/local-checkout/<id>`, marked as a test payment) plays the provider's part.
 * It refuses to exist in production.
 */
export function createLocalProvider(db: Db, opts: { appUrl: string; production: boolean }): PaymentProvider & LocalCheckout {
  if (opts.production) throw new Error('the local test checkout cannot run with NODE_ENV=production: configure STRIPE_SECRET_KEY');
  const find = async (id: string) => {
    const [row] = await db.select().from(localCheckoutSessions).where(eq(localCheckoutSessions.id, id)).limit(1);
    return row ?? null;
  };
  return {
    name: 'local',
    async createCheckoutSession(r) {
      const id = `lcs_${randomBytes(18).toString('base64url')}`;
      await db.insert(localCheckoutSessions).values({
        id,
        amountCents: r.amountCents,
        currency: r.currency,
        description: r.description,
        email: r.email,
        successUrl: r.successUrl.replace('{CHECKOUT_SESSION_ID}', id),
        cancelUrl: r.cancelUrl,
        metadata: { paymentId: r.paymentId, userId: r.userId, planId: r.planId, months: String(r.months) },
      });
      return { sessionId: id, url: `${opts.appUrl}/local-checkout/${id}` };
    },
    async retrieveSession(id) {
      const row = await find(id);
      if (!row) return null;
      return { sessionId: row.id, paid: row.status === 'paid', amountCents: row.amountCents, currency: row.currency, metadata: row.metadata };
    },
    async parseWebhook() {
      throw new InvalidWebhookError('the local checkout sends no webhooks');
    },
    find,
    async pay(id, at) {
      const [row] = await db
        .update(localCheckoutSessions)
        .set({ status: 'paid', paidAt: at })
        .where(and(eq(localCheckoutSessions.id, id), eq(localCheckoutSessions.status, 'open')))
        .returning();
      return row ?? (await find(id));
    },
    async cancel(id) {
      const [row] = await db
        .update(localCheckoutSessions)
        .set({ status: 'canceled' })
        .where(and(eq(localCheckoutSessions.id, id), eq(localCheckoutSessions.status, 'open')))
        .returning();
      return row ?? (await find(id));
    },
  };
}

type LocalSessionRow = typeof localCheckoutSessions.$inferSelect;
export interface LocalCheckout {
  find(id: string): Promise<LocalSessionRow | null>;
  pay(id: string, at: Date): Promise<LocalSessionRow | null>;
  cancel(id: string): Promise<LocalSessionRow | null>;
}
