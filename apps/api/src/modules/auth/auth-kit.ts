import type { FastifyBaseLogger } from 'fastify';
import { TOKEN_TTL, type CheckoutPass } from '@mietmatch/contract';
import type { Db, Executor } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JwtService } from '../../lib/jwt.ts';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limiter.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import { linkMail } from '../../adapters/mail/templates.ts';
import type { ImageStore } from '../../adapters/storage/image-store.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import type { MailQueue } from '../mail/index.ts';
import * as q from './queries.ts';

export interface AuthRateRules {
  loginPerIp: RateLimitRule;
  loginPerEmail: RateLimitRule;
  forgotPerIp: RateLimitRule;
  forgotPerEmail: RateLimitRule;
}

export const defaultAuthRateRules: AuthRateRules = {
  loginPerIp: { name: 'login-ip', max: 30, windowMs: 15 * 60_000 },
  loginPerEmail: { name: 'login-email', max: 10, windowMs: 15 * 60_000 },
  forgotPerIp: { name: 'forgot-ip', max: 20, windowMs: 60 * 60_000 },
  forgotPerEmail: { name: 'forgot-email', max: 5, windowMs: 60 * 60_000 },
};

export interface AuthDeps {
  db: Db;
  jwt: JwtService;
  /** The app's token secret (JWT_SECRET): it also keys the derivation of a refresh token's successor. */
  tokenSecret: string;
  outbox: MailQueue;
  avatars: ImageStore;
  clock: Clock;
  limiter: RateLimiter;
  rules: AuthRateRules;
  appUrl: string;
  log: FastifyBaseLogger;
  /** An ended session ends its open sockets too, on every node (after the commit). */
  realtime: Pick<Realtime, 'disconnectSession' | 'disconnectUser'>;
}

/** What sign-in and account actions share: rate limits and the mailed single-use links. */
export function createAuthKit(d: AuthDeps) {
  const now = () => d.clock.now();

  async function limit(rule: RateLimitRule, subject: string) {
    const retryAfter = await d.limiter.consume(rule, subject);
    if (retryAfter !== null) {
      throw new AppError('TooManyRequests', { headers: { 'retry-after': String(retryAfter) } });
    }
  }

  /** A single-use token whose link is mailed: pass the transaction that queues the mail. */
  async function issueMailedToken(
    db: Executor,
    userId: string,
    purpose: q.UserTokenPurpose,
    ttlSeconds: number,
  ): Promise<string> {
    const token = randomToken();
    await q.insertUserToken(db, userId, purpose, hashToken(token), new Date(now().getTime() + ttlSeconds * 1000));
    return token;
  }

  /** The token and its mail in the caller's transaction: one never exists without the other. */
  async function sendVerificationMail(db: Executor, user: UserRow) {
    const token = await issueMailedToken(db, user.id, 'verify_email', TOKEN_TTL.emailVerificationSeconds);
    const link = `${d.appUrl}/verify-email?token=${encodeURIComponent(token)}`;
    await d.outbox.queue(db, linkMail('verifyEmail', user.language, user.email, user.firstName, link));
  }

  /**
   * What the plan page needs to choose a plan for this account without a session: the login gate's
   * answer and the first verification in the sign-up's browser hand out the same.
   */
  async function checkoutPass(user: UserRow): Promise<CheckoutPass> {
    // A token good for nothing but choosing a plan for this account (and signing in after paying for one).
    const checkoutToken = await d.jwt.sign({ sub: user.id, typ: 'checkout' }, TOKEN_TTL.checkoutSeconds);
    return {
      email: user.email,
      role: user.role,
      checkout_token: checkoutToken,
      freePlanUsed: user.freePlanUsedAt !== null,
    };
  }

  return { now, limit, issueMailedToken, sendVerificationMail, checkoutPass };
}

export type AuthKit = ReturnType<typeof createAuthKit>;
