import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activateFreePlanResponseSchema,
  changePasswordBodySchema,
  confirmEmailParamsSchema,
  confirmEmailResponseSchema,
  currentUserQuerySchema,
  errorResponseSchema,
  forgotPasswordBodySchema,
  messageResponseSchema,
  registerFieldsSchema,
  resetPasswordBodySchema,
  resetPasswordQuerySchema,
  updateBusinessDetailsBodySchema,
  updateProfileFieldsSchema,
  userSchema,
} from '@mietmatch/contract';
import { requireAuth } from '../../plugins/auth.ts';
import { parseFields, readMultipart } from '../../lib/multipart.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { presentUser } from '../users/index.ts';
import type { AuthCookie } from './refresh-cookie.ts';
import { sessionRoutes, type SessionRouteDeps } from './session-routes.ts';

const multipartNote =
  'multipart/form-data; text fields as in the schema, `avatar` a JPEG, PNG or WebP file of at most 10 MB.';

const tags = ['auth'];

interface AuthRouteDeps extends SessionRouteDeps {
  signupCookie: AuthCookie;
}

/** Signing up and sessions first, then the own account: profile, password and the free plan. */
export function authRoutes(app: FastifyInstance, deps: AuthRouteDeps) {
  signUpRoutes(app, deps);
  sessionRoutes(app, deps);
  accountRoutes(app, deps);
  businessDetailsRoutes(app, deps);
}

/** Sign-up and email confirmation. */
function signUpRoutes(app: FastifyInstance, { auth, signupCookie }: AuthRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/auth/register', {
    schema: {
      tags,
      summary: 'Sign up as tenant (client) or landlord (contractor)',
      description: `${multipartNote} Fields: ${Object.keys(registerFieldsSchema.shape).join(', ')}, avatar (required).`,
      consumes: ['multipart/form-data'],
      response: {
        201: z.object({ message: z.string(), userId: z.string() }),
        400: errorResponseSchema,
        409: errorResponseSchema,
        413: errorResponseSchema,
        415: errorResponseSchema,
      },
    },
    handler: async (request, reply) => {
      const form = await readMultipart(request, ['avatar']);
      const avatar = form.files.avatar?.[0];
      const fields = parseFields(registerFieldsSchema, form.fields, avatar ? {} : { avatar: 'avatarRequired' });
      const user = await auth.register(fields, avatar!, requestLanguage(request.headers['accept-language'], 'de'));
      signupCookie.set(reply, await auth.signupProof(user));
      return reply.status(201).send({ message: 'Registered. Please check your email.', userId: user.id });
    },
  });

  r.get('/api/auth/confirm-email/:token', {
    schema: {
      tags,
      summary: 'Verify an email address with the mailed token',
      description:
        'In the browser that signed up (its sign-up cookie), the first verification of an account without a ' +
        'valid plan also answers email, role, checkout_token and freePlanUsed, as the NoPayment login gate does.',
      params: confirmEmailParamsSchema,
      response: { 200: confirmEmailResponseSchema, 400: errorResponseSchema },
    },
    handler: async (request, reply) => {
      const proof = signupCookie.read(request);
      const pass = await auth.confirmEmail(request.params.token, proof);
      // Its work is done once the address is verified.
      if (proof) signupCookie.clear(reply);
      return { message: 'Email verified', ...pass };
    },
  });
}

/** The logged-in member's own account: profile, forgotten and changed passwords, the free plan. */
function accountRoutes(app: FastifyInstance, { auth, authenticate, refreshCookie }: AuthRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/auth/current-user', {
    schema: {
      tags,
      summary: 'The logged-in user (admins may name another by userId)',
      querystring: currentUserQuerySchema,
      response: { 200: userSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema },
    },
    preHandler: authenticate({ allowDeactivated: true, withoutPlan: true }),
    handler: async (request) => presentUser(await auth.currentUser(requireAuth(request).user, request.query.userId)),
  });

  r.put('/api/auth/update-profile', {
    schema: {
      tags,
      summary: 'Edit own profile',
      description: `${multipartNote} Fields: ${Object.keys(updateProfileFieldsSchema.shape).join(', ')}, avatar (optional). Email, role and password are not changed here. \`businessDetails\`: landlords' details as one JSON text field, as in the \`PATCH\` (left out: unchanged).`,
      consumes: ['multipart/form-data'],
      response: {
        200: userSchema,
        400: errorResponseSchema,
        401: errorResponseSchema,
        413: errorResponseSchema,
        415: errorResponseSchema,
      },
    },
    preHandler: authenticate({ allowDeactivated: true, withoutPlan: true }),
    handler: async (request) => {
      const { user } = requireAuth(request);
      const form = await readMultipart(request, ['avatar']);
      const fields = parseFields(updateProfileFieldsSchema, form.fields);
      return presentUser(await auth.updateProfile(user, fields, form.files.avatar?.[0] ?? null));
    },
  });

  r.post('/api/auth/forgot-password', {
    schema: {
      tags,
      summary: 'Mail a password reset link (same answer whether the account exists)',
      body: forgotPasswordBodySchema,
      response: { 200: messageResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
    },
    handler: async (request) => {
      await auth.forgotPassword(request.body.email, request.ip);
      return { message: 'If an account exists for this email, we sent a link to reset the password.' };
    },
  });

  r.post('/api/auth/reset-password', {
    schema: {
      tags,
      summary: 'Set a new password with the mailed token',
      querystring: resetPasswordQuerySchema,
      body: resetPasswordBodySchema,
      response: { 200: messageResponseSchema, 400: errorResponseSchema },
    },
    handler: async (request) => {
      await auth.resetPassword(request.query.token, request.body.newPassword);
      return { message: 'Password reset' };
    },
  });

  r.patch('/api/auth/change-password', {
    schema: {
      tags,
      summary: 'Change password; other sessions are signed out',
      body: changePasswordBodySchema,
      response: { 200: messageResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
    },
    preHandler: authenticate({ allowDeactivated: true, withoutPlan: true }),
    handler: async (request) => {
      const { user, sessionId } = requireAuth(request);
      await auth.changePassword(user, sessionId, request.body.oldPassword, request.body.newPassword);
      return { message: 'Password updated' };
    },
  });

  r.post('/api/auth/activate-free-plan', {
    schema: {
      tags,
      summary: 'Continue for free: the Basic plan, 3 months, once per account',
      description:
        'Authorization: Bearer with an access token or the checkout_token of a NoPayment/PaymentExpired login ' +
        'answer (or of the first verification). With the checkout token the answer signs in as the login does: ' +
        'access_token, refresh_token, role, userId and the refresh cookie.',
      response: {
        200: activateFreePlanResponseSchema,
        401: errorResponseSchema,
        403: errorResponseSchema,
        409: errorResponseSchema,
      },
    },
    preHandler: authenticate({ allowCheckoutToken: true, withoutPlan: true }),
    handler: async (request, reply) => {
      const { user: caller, tokenType } = requireAuth(request);
      const user = await auth.activateFreePlan(caller);
      const answer = { message: 'Free plan activated', paymentExpiresAt: user.paymentExpiresAt!.toISOString() };
      // The plan is claimed once per account, so this signs in once: no session to open without a login otherwise.
      if (tokenType !== 'checkout') return answer;
      const session = await auth.signInAfterPlan(user);
      if (!session) return answer;
      refreshCookie.set(reply, session.refresh_token);
      return { ...answer, ...session };
    },
  });
}

/** A landlord's business details alone (DSA Art. 30); the multipart profile edit takes them too. */
function businessDetailsRoutes(app: FastifyInstance, { auth, authenticate }: AuthRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.patch('/api/auth/update-profile', {
    schema: {
      tags,
      summary: 'Landlords: list as a business or privately (DSA Art. 30); nothing else changes',
      description:
        'JSON `{ businessDetails }`. `{ isBusiness: true, name, address, phone, email, tradeRegister, noTradeRegister, ' +
        'selfCertified: true }` needs every field (tradeRegister may be empty only with noTradeRegister) and the ' +
        'self-certification again; `{ isBusiness: false }` clears them. Changed details need a new admin check. ' +
        'Only landlords list as a business: anyone else’s `isBusiness: true` is 400 `fields.businessDetails`. ' +
        'The multipart `PUT` takes the same object as the JSON text field `businessDetails`.',
      body: updateBusinessDetailsBodySchema,
      response: { 200: userSchema, 400: errorResponseSchema, 401: errorResponseSchema },
    },
    preHandler: authenticate({ allowDeactivated: true, withoutPlan: true }),
    handler: async (request) =>
      presentUser(await auth.updateBusinessDetails(requireAuth(request).user, request.body.businessDetails)),
  });
}
