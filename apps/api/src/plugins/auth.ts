import type { FastifyRequest } from 'fastify';
import { hasValidPlan } from '@mietmatch/contract';
import { AppError } from '../lib/app-error.ts';
import type { JwtService, TokenType } from '../lib/jwt.ts';
import type { Executor } from '../db/client.ts';
import type { UserRow } from '../db/schema/index.ts';
import { maySignIn } from '../db/members.ts';
import { findUserById } from '../db/members.ts';
import { findUserWithSession } from './auth-session.ts';
import type { Clock } from '../lib/clock.ts';

export interface AuthContext {
  user: UserRow;
  /** Session of an access token; absent for a checkout token. */
  sessionId?: string;
  tokenType: TokenType;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthContext;
  }
}

/** The token of an `Authorization: Bearer` header, whatever its type. */
export function bearerToken(request: FastifyRequest): string | null {
  return tokenOfBearerHeader(request.headers.authorization);
}

/** The token in the value of an `Authorization` header of the Bearer scheme (the realtime handshake's too). */
export function tokenOfBearerHeader(header: string | undefined): string | null {
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : null;
}

export interface AuthOptions {
  /** Deactivated accounts may still use their profile (the specification's /profile-view). */
  allowDeactivated?: boolean;
  /** Also accept the short-lived checkout token of a login gate (plan choice only). */
  allowCheckoutToken?: boolean;
  roles?: UserRow['role'][];
  /** Answer a wrong role with 403 (the admin area) instead of 404. */
  forbidden?: boolean;
  /**
   * Account and plan routes work without a valid plan; every other protected route needs one
   * (402 PaymentRequired), so a new route is closed to expired accounts unless it says otherwise.
   */
  withoutPlan?: boolean;
  /**
   * Sign-in is optional (a notice under DSA Art. 16 may come from anyone): without a token the
   * request goes on anonymous; a token of a blocked or soft-deleted account counts as anonymous too
   * (such a person may still report, like any visitor). A token that is invalid, expired or of an
   * ended session is still 401, so that a client refreshes it instead of reporting as a stranger.
   * Deactivated accounts and ended plans are let through; roles are not checked.
   */
  optional?: boolean;
}

/**
 * Builds a preHandler that resolves the Bearer token to a live user at the moment of the
 * request: a revoked session, a blocked or deleted account stop working at once.
 */
export function createAuthenticate(deps: { db: Executor; jwt: JwtService; clock: Clock }) {
  return (options: AuthOptions = {}) =>
    async function authenticate(request: FastifyRequest) {
      const token = bearerToken(request);
      if (!token && options.optional) return;
      if (!token) throw new AppError('Unauthorized');
      let auth: AuthContext | null = null;
      const access = await deps.jwt.verify(token, 'access');
      if (access?.sid) {
        const row = await findUserWithSession(deps.db, access.sub, access.sid);
        // A block or soft-delete revokes every session; the holder of such a session still learns
        // why (403 Blocked below) rather than a bare 401, so the app can say so at once.
        if (row && row.session.userId === row.user.id && (!row.session.revokedAt || !maySignIn(row.user))) {
          auth = { user: row.user, sessionId: access.sid, tokenType: 'access' };
        }
      } else if (options.allowCheckoutToken) {
        const checkout = await deps.jwt.verify(token, 'checkout');
        const user = checkout ? await findUserById(deps.db, checkout.sub) : null;
        if (user) auth = { user, tokenType: 'checkout' };
      }
      if (!auth) throw new AppError('Unauthorized');
      if (options.optional) {
        if (maySignIn(auth.user)) request.auth = auth;
        return;
      }
      if (!maySignIn(auth.user)) {
        throw new AppError('Blocked', { messageIsCode: true });
      }
      if (auth.user.isDeactivated && !options.allowDeactivated) {
        throw new AppError('Deactivated', { messageIsCode: true });
      }
      if (options.roles && !options.roles.includes(auth.user.role)) {
        throw new AppError(options.forbidden ? 'Forbidden' : 'NotFound');
      }
      if (!options.withoutPlan && !hasValidPlan(auth.user, deps.clock.now())) {
        // Not a login gate (that one is 403 PaymentExpired): the message is the text, like any other error.
        throw new AppError('PaymentRequired');
      }
      request.auth = auth;
    };
}

export type Authenticate = ReturnType<typeof createAuthenticate>;

export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('Unauthorized');
  return request.auth;
}
