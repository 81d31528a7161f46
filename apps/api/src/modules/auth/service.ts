import type { FastifyBaseLogger } from 'fastify';
import {
  FREE_PLAN_ID,
  TOKEN_TTL,
  findPlan,
  type Language,
  type LoginResponse,
  type RegisterFields,
  type UpdateProfileFields,
  hasValidPlan,
} from '@mietmatch/contract';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { addMonths, type Clock } from '../../lib/clock.ts';
import type { JwtService } from '../../lib/jwt.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/password.ts';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limiter.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import { linkMail } from '../../adapters/mail/templates.ts';
import type { ImageStore } from '../../adapters/storage/image-store.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import * as q from './queries.ts';
import { canReadUser } from './policy.ts';

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
  mailer: Mailer;
  avatars: ImageStore;
  clock: Clock;
  limiter: RateLimiter;
  rules: AuthRateRules;
  appUrl: string;
  log: FastifyBaseLogger;
  /** An ended session ends its open sockets too, on every node (after the commit). */
  realtime: Pick<Realtime, 'disconnectSession' | 'disconnectUser'>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The profile columns shared by sign-up and profile edit; an omitted optional field is cleared. */
function profileColumns(fields: UpdateProfileFields) {
  return {
    firstName: fields.firstName,
    lastName: fields.lastName,
    address: fields.address ?? null,
    postalArea: fields.postalArea ?? null,
    telephone: fields.telephone ?? null,
    nationality: fields.nationality ?? null,
    profession: fields.profession ?? null,
    relationshipStatus: fields.relationshipStatus ?? null,
  };
}

export function createAuthService(d: AuthDeps) {
  const now = () => d.clock.now();

  async function limit(rule: RateLimitRule, subject: string) {
    const retryAfter = await d.limiter.consume(rule, subject);
    if (retryAfter !== null) {
      throw new AppError('TooManyRequests', 429, { headers: { 'retry-after': String(retryAfter) } });
    }
  }

  /** Mail after commit: a lost mail must not undo an account, and a rolled-back one sends nothing. */
  async function mailSafely(send: () => Promise<void>) {
    try {
      await send();
    } catch (err) {
      d.log.error({ err }, 'sending mail failed');
    }
  }

  async function issueMailedToken(userId: string, purpose: q.UserTokenPurpose, ttlSeconds: number): Promise<string> {
    const token = randomToken();
    await q.insertUserToken(d.db, userId, purpose, hashToken(token), new Date(now().getTime() + ttlSeconds * 1000));
    return token;
  }

  async function sendVerificationMail(user: UserRow) {
    const token = await issueMailedToken(user.id, 'verify_email', TOKEN_TTL.emailVerificationSeconds);
    const link = `${d.appUrl}/verify-email?token=${encodeURIComponent(token)}`;
    await mailSafely(() => d.mailer.send(linkMail('verifyEmail', user.language, user.email, user.firstName, link)));
  }

  async function startSession(user: UserRow): Promise<{ access_token: string; refresh_token: string }> {
    const refresh = randomToken();
    const sessionId = await d.db.transaction(async (tx) => {
      const id = await q.insertSession(tx, user.id);
      await q.insertRefreshToken(tx, id, hashToken(refresh), new Date(now().getTime() + TOKEN_TTL.refreshDays * DAY_MS));
      return id;
    });
    const access = await d.jwt.sign({ sub: user.id, typ: 'access', sid: sessionId }, TOKEN_TTL.accessSeconds);
    return { access_token: access, refresh_token: refresh };
  }

  async function gateAnswer(user: UserRow): Promise<AppError | null> {
    if (user.isBlocked || user.isSoftDeleted) return new AppError('Blocked', 403, { messageIsCode: true });
    if (!user.emailVerifiedAt) return new AppError('EmailNotVerified', 403, { messageIsCode: true });
    if (!hasValidPlan(user, now())) {
      const code = user.paymentExpiresAt ? 'PaymentExpired' : 'NoPayment';
      // A token good for nothing but choosing a plan for this account, for the plan page.
      const checkoutToken = await d.jwt.sign({ sub: user.id, typ: 'checkout' }, TOKEN_TTL.checkoutSeconds);
      return new AppError(code, 403, {
        messageIsCode: true,
        extra: { email: user.email, role: user.role, checkout_token: checkoutToken, freePlanUsed: user.freePlanUsedAt !== null },
      });
    }
    return null;
  }

  async function endSession(sessionId: string, reason: string) {
    await q.revokeSession(d.db, sessionId, reason);
    await d.realtime.disconnectSession(sessionId);
  }

  return {
    async register(fields: RegisterFields, avatar: Buffer, fallbackLanguage: Language): Promise<UserRow> {
      if (await q.findUserByEmail(d.db, fields.email)) throw new AppError('EmailTaken', 409);
      // Check and re-encode the image before anything is written.
      const avatarKey = await d.avatars.save(avatar);
      const passwordHash = await hashPassword(fields.password);
      let user: UserRow;
      try {
        user = await q.insertUser(d.db, {
          email: fields.email,
          passwordHash,
          role: fields.role,
          ...profileColumns(fields),
          language: fields.language ?? fallbackLanguage,
          avatarKey,
        });
      } catch (err) {
        await d.avatars.remove(avatarKey);
        // Two sign-ups with one email at the same moment: the unique index decides.
        if ((err as { code?: string }).code === '23505') throw new AppError('EmailTaken', 409);
        throw err;
      }
      await sendVerificationMail(user);
      return user;
    },

    async confirmEmail(token: string): Promise<void> {
      const row = await q.findUserToken(d.db, 'verify_email', hashToken(token));
      if (!row) throw new AppError('EmailVerificationFailed', 400);
      const user = await q.findUserById(d.db, row.userId);
      if (!user) throw new AppError('EmailVerificationFailed', 400);
      // A second click on the same link finds the address verified: that is a success, not an error.
      if (row.usedAt) {
        if (user.emailVerifiedAt) return;
        throw new AppError('EmailVerificationFailed', 400);
      }
      if (row.expiresAt.getTime() < now().getTime()) throw new AppError('EmailVerificationFailed', 400);
      await d.db.transaction(async (tx) => {
        await q.spendUserToken(tx, row.id, now());
        if (!user.emailVerifiedAt) await q.updateUser(tx, user.id, { emailVerifiedAt: now() });
      });
    },

    async login(email: string, password: string, ip: string): Promise<LoginResponse> {
      await limit(d.rules.loginPerIp, ip);
      await limit(d.rules.loginPerEmail, email);
      const user = await q.findUserByEmail(d.db, email);
      const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
      if (!user || !ok) throw new AppError('InvalidCredentials', 401);
      const gate = await gateAnswer(user);
      if (gate) {
        if (gate.code === 'EmailNotVerified') await sendVerificationMail(user);
        throw gate;
      }
      const tokens = await startSession(user);
      return { ...tokens, role: user.role, userId: user.id, message: 'Login successful' };
    },

    async refresh(userId: string, refreshToken: string): Promise<{ access_token: string; refresh_token: string }> {
      const row = await q.findRefreshToken(d.db, hashToken(refreshToken));
      if (!row || row.userId !== userId || row.sessionRevokedAt) throw new AppError('InvalidRefreshToken', 401);
      if (row.usedAt) {
        // A spent token came back: someone else holds a copy. End the whole session family.
        await endSession(row.sessionId, 'refresh-token-reuse');
        throw new AppError('InvalidRefreshToken', 401);
      }
      if (row.expiresAt.getTime() < now().getTime()) throw new AppError('InvalidRefreshToken', 401);
      const user = await q.findUserById(d.db, row.userId);
      if (!user) throw new AppError('InvalidRefreshToken', 401);
      if (user.isBlocked || user.isSoftDeleted) throw new AppError('Blocked', 403, { messageIsCode: true });
      const next = randomToken();
      const spent = await d.db.transaction(async (tx) => {
        if (!(await q.spendRefreshToken(tx, row.id, now()))) return false;
        await q.insertRefreshToken(tx, row.sessionId, hashToken(next), new Date(now().getTime() + TOKEN_TTL.refreshDays * DAY_MS));
        return true;
      });
      if (!spent) {
        await endSession(row.sessionId, 'refresh-token-reuse');
        throw new AppError('InvalidRefreshToken', 401);
      }
      const access = await d.jwt.sign({ sub: user.id, typ: 'access', sid: row.sessionId }, TOKEN_TTL.accessSeconds);
      return { access_token: access, refresh_token: next };
    },

    async logout(sessionId: string | undefined): Promise<void> {
      if (sessionId) await endSession(sessionId, 'logout');
    },

    async currentUser(requester: UserRow, userId: string | undefined): Promise<UserRow> {
      const id = userId ?? requester.id;
      // Another member's account answers as an unknown one, so nothing tells that it exists.
      if (!canReadUser(requester, id)) throw new AppError('UserNotFound', 404);
      const user = id === requester.id ? requester : await q.findUserById(d.db, id);
      if (!user) throw new AppError('UserNotFound', 404);
      return user;
    },

    async forgotPassword(email: string, ip: string): Promise<void> {
      await limit(d.rules.forgotPerIp, ip);
      await limit(d.rules.forgotPerEmail, email);
      const user = await q.findUserByEmail(d.db, email);
      // The answer is the same whether the account exists, so nobody can probe for emails.
      if (!user || user.isSoftDeleted) return;
      await q.expireUserTokens(d.db, user.id, 'reset_password', now());
      const token = await issueMailedToken(user.id, 'reset_password', TOKEN_TTL.passwordResetSeconds);
      const link = `${d.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
      await mailSafely(() => d.mailer.send(linkMail('resetPassword', user.language, user.email, user.firstName, link)));
    },

    async resetPassword(token: string, newPassword: string): Promise<void> {
      const row = await q.findUserToken(d.db, 'reset_password', hashToken(token));
      if (!row || row.usedAt || row.expiresAt.getTime() < now().getTime()) throw new AppError('InvalidResetToken', 400);
      const passwordHash = await hashPassword(newPassword);
      const ok = await d.db.transaction(async (tx) => {
        if (!(await q.spendUserToken(tx, row.id, now()))) return false;
        const user = await q.findUserById(tx, row.userId);
        // The link reached the inbox, which proves the address as well.
        await q.updateUser(tx, row.userId, { passwordHash, ...(user?.emailVerifiedAt ? {} : { emailVerifiedAt: now() }) });
        await q.revokeUserSessions(tx, row.userId, 'password-reset');
        return true;
      });
      if (!ok) throw new AppError('InvalidResetToken', 400);
      await d.realtime.disconnectUser(row.userId);
    },

    async changePassword(user: UserRow, sessionId: string | undefined, oldPassword: string, newPassword: string): Promise<void> {
      if (!(await verifyPassword(user.passwordHash, oldPassword))) {
        throw new AppError('WrongPassword', 400, { fields: { oldPassword: 'WrongPassword' } });
      }
      const passwordHash = await hashPassword(newPassword);
      await d.db.transaction(async (tx) => {
        await q.updateUser(tx, user.id, { passwordHash });
        await q.revokeUserSessions(tx, user.id, 'password-changed', sessionId);
      });
      // The other sessions end; the one that changed the password keeps its sockets.
      await d.realtime.disconnectUser(user.id, { exceptSessionId: sessionId });
    },

    async updateProfile(user: UserRow, fields: UpdateProfileFields, avatar: Buffer | null): Promise<UserRow> {
      const avatarKey = avatar ? await d.avatars.save(avatar) : undefined;
      const updated = await q.updateUser(d.db, user.id, {
        ...profileColumns(fields),
        ...(fields.language ? { language: fields.language } : {}),
        ...(avatarKey ? { avatarKey } : {}),
      });
      if (!updated) throw new AppError('NotFound', 404);
      if (avatarKey && user.avatarKey) await d.avatars.remove(user.avatarKey);
      return updated;
    },

    /** Basic: 3 months, once per account, extending from the later of now and the current expiry. */
    async activateFreePlan(user: UserRow): Promise<UserRow> {
      if (user.role === 'admin') throw new AppError('Forbidden', 403);
      if (user.freePlanUsedAt) throw new AppError('FreePlanUsed', 409);
      const plan = findPlan(FREE_PLAN_ID)!;
      const start = user.paymentExpiresAt && user.paymentExpiresAt > now() ? user.paymentExpiresAt : now();
      const updated = await q.claimFreePlan(d.db, user.id, {
        paymentExpiresAt: addMonths(start, plan.months),
        planId: plan.id,
        subscriptionMonths: plan.months,
        usedAt: now(),
      });
      if (!updated) throw new AppError('FreePlanUsed', 409);
      return updated;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
