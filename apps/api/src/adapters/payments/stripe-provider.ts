import Stripe from 'stripe';
import {
  checkoutMetadata,
  InvalidWebhookError,
  type CheckoutRequest,
  type PaymentProvider,
  type ProviderSession,
} from './payment-provider.ts';

/** Five minutes, Stripe's own default: an older signed event is refused as a possible replay. */
const WEBHOOK_TOLERANCE_SECONDS = 300;

export interface StripeOptions {
  secretKey: string;
  webhookSecret?: string;
  /** Another API host for tests, e.g. `http://127.0.0.1:12111`. */
  apiBase?: string;
  now?: () => Date;
}

export function createStripeProvider(opts: StripeOptions): PaymentProvider {
  const base = opts.apiBase ? new URL(opts.apiBase) : undefined;
  const stripe = new Stripe(opts.secretKey, {
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
          protocol: base.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
    maxNetworkRetries: 2,
    timeout: 20_000,
  });

  const toSession = (s: Stripe.Checkout.Session): ProviderSession => ({
    sessionId: s.id,
    paid: s.payment_status === 'paid' || s.payment_status === 'no_payment_required',
    amountCents: s.amount_total ?? null,
    currency: s.currency ?? null,
    metadata: (s.metadata ?? {}) as Record<string, string>,
  });

  return {
    name: 'stripe',
    async createCheckoutSession(r: CheckoutRequest) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        customer_email: r.email,
        client_reference_id: r.userId,
        locale: r.language,
        line_items: [
          {
            quantity: 1,
            price_data: { currency: r.currency, unit_amount: r.amountCents, product_data: { name: r.description } },
          },
        ],
        metadata: checkoutMetadata(r),
        success_url: r.successUrl,
        cancel_url: r.cancelUrl,
      });
      if (!session.url) throw new Error('Stripe answered a checkout session without a URL');
      return { sessionId: session.id, url: session.url };
    },
    async retrieveSession(sessionId) {
      try {
        return toSession(await stripe.checkout.sessions.retrieve(sessionId));
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) return null;
        throw err;
      }
    },
    async parseWebhook(rawBody, signature) {
      if (!opts.webhookSecret || !signature) throw new InvalidWebhookError('missing signature or secret');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          opts.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          opts.now ? opts.now().getTime() : undefined,
        );
      } catch (err) {
        throw new InvalidWebhookError((err as Error).message);
      }
      const isCheckout =
        event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded';
      return {
        eventId: event.id,
        type: event.type,
        session: isCheckout ? toSession(event.data.object as Stripe.Checkout.Session) : undefined,
      };
    },
  };
}
