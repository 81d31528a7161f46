import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  loginBodySchema,
  loginGateResponseSchema,
  loginResponseSchema,
  logoutBodySchema,
  messageResponseSchema,
  refreshBodySchema,
  refreshResponseSchema,
} from '@mietmatch/contract';
import { requireAuth, type Authenticate } from '../../plugins/auth.ts';
import type { AuthService } from './service.ts';
import type { RefreshCookie } from './refresh-cookie.ts';
import type { SameSiteOnly } from './same-site-guard.ts';

const tags = ['auth'];
const sameSiteNote =
  'A request whose `Origin` is not the app’s own, or with `Sec-Fetch-Site: cross-site`, is refused with 403 ' +
  '`Forbidden`; one without `Origin` (not from a browser) is not.';

export interface SessionRouteDeps {
  auth: AuthService;
  authenticate: Authenticate;
  refreshCookie: RefreshCookie;
  /** Refresh and logout refuse a request another site started (same-site-guard.ts). */
  sameSiteOnly: SameSiteOnly;
}

/** Log-in, token refresh and log-out. */
export function sessionRoutes(
  app: FastifyInstance,
  { auth, authenticate, refreshCookie, sameSiteOnly }: SessionRouteDeps,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/auth/login', {
    schema: {
      tags,
      summary: 'Log in; gates answer 403 with message EmailNotVerified, NoPayment, PaymentExpired or Blocked',
      body: loginBodySchema,
      response: {
        200: loginResponseSchema,
        400: errorResponseSchema,
        401: errorResponseSchema,
        403: loginGateResponseSchema,
        429: errorResponseSchema,
      },
    },
    handler: async (request, reply) => {
      const answer = await auth.login(request.body.email, request.body.password, request.ip);
      refreshCookie.set(reply, answer.refresh_token);
      return answer;
    },
  });

  r.post('/api/auth/refresh', {
    schema: {
      tags,
      summary: 'Rotate a refresh token',
      description:
        'Without `refreshToken` in the body, the HttpOnly refresh cookie that login and refresh set is used. ' +
        'A refresh token replaced less than 20 seconds ago is accepted again (two tabs, a reload mid-refresh). ' +
        sameSiteNote,
      body: refreshBodySchema,
      response: {
        200: refreshResponseSchema,
        400: errorResponseSchema,
        401: errorResponseSchema,
        403: errorResponseSchema,
      },
    },
    onRequest: sameSiteOnly,
    // Before validation: the cookie stands in for a body's missing refreshToken, and the schema stays the spec's.
    preValidation: async (request) => {
      // Not validated yet: whatever the client sent, of any shape.
      const body: unknown = request.body;
      const fromCookie = refreshCookie.read(request);
      if (!fromCookie || (body !== undefined && (typeof body !== 'object' || body === null))) return;
      const fields = (body ?? {}) as Record<string, unknown>;
      if (!fields.refreshToken) request.body = { ...fields, refreshToken: fromCookie } as typeof request.body;
    },
    handler: async (request, reply) => {
      try {
        const tokens = await auth.refresh(request.body.userId, request.body.refreshToken);
        refreshCookie.set(reply, tokens.refresh_token);
        return tokens;
      } catch (error) {
        // A cookie that no longer works is dropped, so the browser stops sending it.
        if (refreshCookie.read(request)) refreshCookie.clear(reply);
        throw error;
      }
    },
  });

  r.post('/api/auth/logout', {
    schema: {
      tags,
      summary: 'End this session',
      description:
        'Needs no body (`{}` works too; a `refreshToken` in it changes nothing): the session of the access ' +
        `token ends, and its refresh tokens, cookie or body form, answer 401 from then on. ${sameSiteNote}`,
      body: logoutBodySchema,
      response: {
        200: messageResponseSchema,
        400: errorResponseSchema,
        401: errorResponseSchema,
        403: errorResponseSchema,
      },
    },
    onRequest: sameSiteOnly,
    preHandler: authenticate({ allowDeactivated: true, withoutPlan: true }),
    handler: async (request, reply) => {
      await auth.logout(requireAuth(request).sessionId);
      refreshCookie.clear(reply);
      return { message: 'Logged out' };
    },
  });
}
