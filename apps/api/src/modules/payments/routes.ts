import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkoutQuerySchema,
  createCheckoutBodySchema,
  createCheckoutResponseSchema,
  errorResponseSchema,
  localCheckoutActionResponseSchema,
  localCheckoutSessionSchema,
  verifyPaymentQuerySchema,
  verifyPaymentResponseSchema,
} from '@mietmatch/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { bearerToken, requireAuth, type Authenticate } from '../../plugins/auth.ts';
import type { AuthService } from '../auth/index.ts';
import type { RefreshCookie } from '../auth/index.ts';
import type { LocalCheckout } from '../../adapters/payments/local-provider.ts';
import type { PaymentService } from './service.ts';
import { presentVerifiedPayment } from './presenter.ts';

const tags = ['payments'];

export interface PaymentRouteDeps {
  payments: PaymentService;
  authenticate: Authenticate;
  local?: LocalCheckout;
  clock: Clock;
  /** Signing in after a checkout started with the checkout token: the login's session and cookie. */
  sessions: Pick<AuthService, 'signInAfterPlan'>;
  refreshCookie: RefreshCookie;
}

/** Checkout and verification, the Stripe webhook and, when configured, the local test checkout. */
export function paymentRoutes(app: FastifyInstance, deps: PaymentRouteDeps) {
  checkoutRoutes(app, deps);
  stripeWebhookRoute(app, deps);
  if (deps.local) localCheckoutRoutes(app, deps.local, deps.clock);
}

/** Starting a plan payment and verifying it when the member comes back from the provider. */
function checkoutRoutes(app: FastifyInstance, { payments, authenticate, sessions, refreshCookie }: PaymentRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/auth/create-checkout-session', {
    schema: {
      tags,
      summary: 'Start a card payment for a plan of the caller’s role (or the additional renter plan)',
      description:
        'Authorization: Bearer with an access token or the checkout_token of a NoPayment/PaymentExpired login answer. Amount and months come from the server’s plan table.',
      querystring: checkoutQuerySchema,
      body: createCheckoutBodySchema,
      response: {
        200: createCheckoutResponseSchema,
        400: errorResponseSchema,
        401: errorResponseSchema,
        403: errorResponseSchema,
      },
    },
    preHandler: authenticate({ allowCheckoutToken: true, withoutPlan: true }),
    handler: async (request) => {
      const auth = requireAuth(request);
      return payments.createCheckout(
        auth.user,
        request.body,
        request.query.isAdditionalPlan,
        auth.tokenType === 'checkout' ? bearerToken(request) : null,
      );
    },
  });

  const verifyHandler =
    (additional: boolean) =>
    async (request: FastifyRequest<{ Querystring: { session_id: string } }>, reply: FastifyReply) => {
      const { payment, user, signIn } = await payments.verify(
        request.query.session_id,
        additional,
        bearerToken(request) ?? undefined,
      );
      const answer = presentVerifiedPayment(payment, user);
      if (!signIn) return answer;
      const session = await sessions.signInAfterPlan(user);
      if (!session) return answer;
      refreshCookie.set(reply, session.refresh_token);
      return { ...answer, ...session };
    };
  const verifySchema = (summary: string) => ({
    tags,
    summary,
    description:
      'Asks the payment provider whether the session is paid and applies the payment once. Needs no session: ' +
      'the session id is the proof. A checkout started with the checkout token (no session yet) signs in when ' +
      'this call brings that same token as Bearer: access_token, refresh_token, userId and the refresh cookie, ' +
      'as the login answers them.',
    querystring: verifyPaymentQuerySchema,
    response: { 200: verifyPaymentResponseSchema, 400: errorResponseSchema },
  });
  r.get('/api/auth/verify-payment', { schema: verifySchema('Verify a plan payment'), handler: verifyHandler(false) });
  r.get('/api/auth/verify-additional-payment', {
    schema: verifySchema('Verify an additional-plan payment'),
    handler: verifyHandler(true),
  });
}

function stripeWebhookRoute(app: FastifyInstance, { payments }: PaymentRouteDeps) {
  // Stripe signs the exact bytes it sent: this route keeps the raw body.
  app.register(async (scoped) => {
    // Replaces the app's JSON parser in this scope only.
    scoped.removeContentTypeParser('application/json');
    scoped.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scoped.withTypeProvider<ZodTypeProvider>().post('/api/payments/stripe/webhook', {
      schema: {
        tags,
        summary: 'Stripe webhook (checkout.session.completed), verified by signature',
        response: { 200: z.object({ received: z.boolean(), duplicate: z.boolean() }), 400: errorResponseSchema },
      },
      handler: async (request) => {
        if (!Buffer.isBuffer(request.body)) throw new AppError('InvalidWebhook');
        const signature = request.headers['stripe-signature'];
        const result = await payments.handleWebhook(
          request.body,
          typeof signature === 'string' ? signature : undefined,
        );
        return { received: true, ...result };
      },
    });
  });
}

/** The local test checkout that stands in for Stripe: show a session, pay it or cancel it. */
function localCheckoutRoutes(app: FastifyInstance, local: LocalCheckout, clock: Clock) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const sessionParams = z.object({ sessionId: z.string().regex(/^lcs_[A-Za-z0-9_-]{10,60}$/) });
  const findOpen = async (id: string) => {
    const row = await local.find(id);
    if (!row) throw new AppError('NotFound');
    return row;
  };
  r.get('/api/payments/local/:sessionId', {
    schema: {
      tags,
      summary: 'The local test checkout: a session to show',
      params: sessionParams,
      response: { 200: localCheckoutSessionSchema, 404: errorResponseSchema },
    },
    handler: async (request) => {
      const row = await findOpen(request.params.sessionId);
      return {
        sessionId: row.id,
        status: row.status,
        amountCents: row.amountCents,
        currency: row.currency,
        description: row.description,
        planId: row.metadata.planId ?? '',
        months: Number(row.metadata.months ?? 0),
        email: row.email,
        successUrl: row.successUrl,
        cancelUrl: row.cancelUrl,
      };
    },
  });
  r.post('/api/payments/local/:sessionId/pay', {
    schema: {
      tags,
      summary: 'The local test checkout: pay (test payment, no money moves)',
      params: sessionParams,
      response: { 200: localCheckoutActionResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema },
    },
    handler: async (request) => {
      await findOpen(request.params.sessionId);
      const row = await local.pay(request.params.sessionId, clock.now());
      if (row?.status !== 'paid') throw new AppError('Conflict');
      return { redirectUrl: row.successUrl };
    },
  });
  r.post('/api/payments/local/:sessionId/cancel', {
    schema: {
      tags,
      summary: 'The local test checkout: cancel',
      params: sessionParams,
      response: { 200: localCheckoutActionResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema },
    },
    handler: async (request) => {
      await findOpen(request.params.sessionId);
      const row = await local.cancel(request.params.sessionId);
      if (!row || row.status === 'paid') throw new AppError('Conflict');
      return { redirectUrl: row.cancelUrl };
    },
  });
}
