/**
 * One interface for card payments. Stripe Checkout when keys are configured; otherwise the
 * built-in local checkout, a page of the app marked as a test payment. Either way a payment
 * counts only when the provider says so (retrieve or a signed webhook), never the browser.
 */
export interface CheckoutRequest {
  /** Our payment id, carried in the session's metadata and client reference. */
  paymentId: string;
  userId: string;
  email: string;
  planId: string;
  months: number;
  amountCents: number;
  currency: 'eur';
  description: string;
  successUrl: string;
  cancelUrl: string;
  language: 'de' | 'en';
  /**
   * Fingerprint (SHA-256) of the checkout token the plan page started this checkout with: only its holder
   * is signed in when the payment is verified. Absent for a checkout started inside a session.
   */
  signInKey?: string;
}

/** What both providers keep with a session and hand back on retrieve and in the webhook. */
export function checkoutMetadata(r: CheckoutRequest): Record<string, string> {
  return {
    paymentId: r.paymentId,
    userId: r.userId,
    planId: r.planId,
    months: String(r.months),
    ...(r.signInKey ? { signInKey: r.signInKey } : {}),
  };
}

export interface ProviderSession {
  sessionId: string;
  paid: boolean;
  amountCents: number | null;
  currency: string | null;
  metadata: Record<string, string>;
}

export interface WebhookEvent {
  eventId: string;
  type: string;
  /** Present for completed checkouts. */
  session?: ProviderSession;
}

export interface PaymentProvider {
  readonly name: 'stripe' | 'local';
  createCheckoutSession(request: CheckoutRequest): Promise<{ sessionId: string; url: string }>;
  /** Answers null for a session the provider does not know. */
  retrieveSession(sessionId: string): Promise<ProviderSession | null>;
  /** Verifies the signature over the raw body; throws InvalidWebhookError when it does not hold. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): Promise<WebhookEvent>;
}

export class InvalidWebhookError extends Error {}
