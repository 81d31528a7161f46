import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { findPaidPlan, findPlan, planName, type CreateCheckoutBody } from '@mietmatch/contract';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { addMonths, type Clock } from '../../lib/clock.ts';
import type { JwtService } from '../../lib/jwt.ts';
import { hashToken } from '../../lib/tokens.ts';
import { receiptMail } from '../../adapters/mail/templates.ts';
import {
  InvalidWebhookError,
  type PaymentProvider,
  type WebhookEvent,
} from '../../adapters/payments/payment-provider.ts';
import { updateUser } from '../users/index.ts';
import type { MailQueue } from '../mail/index.ts';
import * as q from './queries.ts';
import { sendExpiryReminders } from './reminders.ts';

export interface PaymentDeps {
  db: Db;
  provider: PaymentProvider;
  outbox: MailQueue;
  clock: Clock;
  jwt: JwtService;
  appUrl: string;
  log: FastifyBaseLogger;
}

/** The receipt of an applied payment, in the member's language. */
function receiptOf(payment: q.PaymentRow, u: UserRow, periodStart: Date, periodEnd: Date) {
  const plan = findPlan(payment.planId);
  return receiptMail(u.language, u.email, u.firstName, {
    planName: plan ? planName(plan, u.language) : payment.planId,
    months: payment.months,
    amountCents: payment.amountCents,
    periodStart,
    periodEnd,
  });
}

/**
 * Whether the verify call may sign the person in: it brings the still-valid checkout token of this
 * account, and the provider's session says the checkout was started with that very token. A session
 * id alone (guessed, replayed, opened in another browser) verifies the payment and signs nobody in.
 */
async function startedWith(
  jwt: JwtService,
  checkoutToken: string | undefined,
  signInKey: string | undefined,
  userId: string,
) {
  if (!checkoutToken || !signInKey || hashToken(checkoutToken) !== signInKey) return false;
  const claims = await jwt.verify(checkoutToken, 'checkout');
  return claims?.sub === userId;
}

export function createPaymentService(d: PaymentDeps) {
  const now = () => d.clock.now();
  const verificationFailed = () => new AppError('PaymentVerificationFailed');

  /**
   * Applies a paid payment exactly once: the conditional claim makes a second caller (verify
   * and webhook racing, a redelivered event) a no-op, and the user row is locked while the new
   * expiry is computed from the later of now and the current one.
   */
  async function apply(payment: q.PaymentRow): Promise<UserRow> {
    const result = await d.db.transaction(async (tx) => {
      const user = await q.lockUser(tx, payment.userId);
      if (!user) throw verificationFailed();
      const additional = payment.kind === 'additional';
      const current = additional ? user.additionalPlanExpiresAt : user.paymentExpiresAt;
      const start = current && current > now() ? current : now();
      const end = addMonths(start, payment.months);
      if (!(await q.claimPayment(tx, payment.id, start, end, now()))) return { user, applied: false, start, end };
      const updated = await updateUser(
        tx,
        user.id,
        additional
          ? { additionalPlanExpiresAt: end }
          : { paymentExpiresAt: end, planId: payment.planId, subscriptionMonths: payment.months },
      );
      // The receipt is queued with the payment it confirms.
      await d.outbox.queue(tx, receiptOf(payment, updated!, start, end));
      return { user: updated!, applied: true, start, end };
    });
    return result.user;
  }

  /** The provider's word decides: paid, for this payment, for this amount. */
  async function confirm(sessionId: string) {
    const payment = await q.findPaymentBySession(d.db, d.provider.name, sessionId);
    if (!payment) throw verificationFailed();
    const session = await d.provider.retrieveSession(sessionId);
    if (!session?.paid) throw verificationFailed();
    if (session.metadata.paymentId !== payment.id) throw verificationFailed();
    if (session.amountCents !== null && session.amountCents !== payment.amountCents) throw verificationFailed();
    return { payment, user: await apply(payment), signInKey: session.metadata.signInKey };
  }

  return {
    /** `checkoutToken`: the token the plan page started it with (no session yet); null inside a session. */
    async createCheckout(user: UserRow, body: CreateCheckoutBody, additional: boolean, checkoutToken: string | null) {
      const viaLoginGate = checkoutToken !== null;
      // The token names the account; the body must name the same one.
      if (body.email !== user.email.toLowerCase() || body.role !== user.role) throw new AppError('Forbidden');
      const plan = findPaidPlan(body.role, body.duration, additional);
      if (!plan) throw new AppError('ValidationFailed', { fields: { duration: 'planInvalid' } });
      const paymentId = randomUUID();
      const successPath = additional ? '/aditional-plan-success' : '/verify-payment';
      const cancelPath = viaLoginGate
        ? `/verify-email?email=${encodeURIComponent(user.email)}&role=${user.role}`
        : `/my-subscriptions${additional ? '?isAdditionalPlan=true' : ''}`;
      const session = await d.provider.createCheckoutSession({
        paymentId,
        userId: user.id,
        email: user.email,
        planId: plan.id,
        months: plan.months,
        amountCents: plan.totalCents,
        currency: 'eur',
        description: `${planName(plan, user.language)} – Mietmatch | Rentmatch`,
        successUrl: `${d.appUrl}${successPath}?session_id={CHECKOUT_SESSION_ID}${additional ? '&isAdditionalPlan=true' : ''}`,
        cancelUrl: `${d.appUrl}${cancelPath}`,
        language: user.language,
        ...(checkoutToken ? { signInKey: hashToken(checkoutToken) } : {}),
      });
      await q.insertPayment(d.db, {
        id: paymentId,
        userId: user.id,
        planId: plan.id,
        kind: additional ? 'additional' : 'subscription',
        months: plan.months,
        amountCents: plan.totalCents,
        currency: 'eur',
        provider: d.provider.name,
        providerSessionId: session.sessionId,
      });
      return session;
    },

    /** `checkoutToken`: what the verify call brings as Bearer; `signIn` says whether it earned a session. */
    async verify(sessionId: string, additional: boolean, checkoutToken?: string) {
      const { payment, user, signInKey } = await confirm(sessionId);
      if ((payment.kind === 'additional') !== additional) throw verificationFailed();
      return { payment, user, signIn: await startedWith(d.jwt, checkoutToken, signInKey, user.id) };
    },

    async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<{ duplicate: boolean }> {
      let event: WebhookEvent;
      try {
        event = await d.provider.parseWebhook(rawBody, signature);
      } catch (err) {
        if (err instanceof InvalidWebhookError) throw new AppError('InvalidWebhook');
        throw err;
      }
      if (event.session?.paid) {
        const payment = await q.findPaymentBySession(d.db, d.provider.name, event.session.sessionId);
        // A completed session that is not ours (another app on the same account) is acknowledged and ignored.
        if (payment && event.session.metadata.paymentId === payment.id) await apply(payment);
      }
      return { duplicate: !(await q.recordEvent(d.db, d.provider.name, event.eventId, event.type)) };
    },

    /** One pass of the reminder job; safe to run on every node at once. */
    sendExpiryReminders: () => sendExpiryReminders(d),
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
