import { TOKEN_TTL, type LoginResponse, hasValidPlan } from '@mietmatch/contract';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { dummyPasswordHash, verifyPassword } from '../../lib/password.ts';
import { hashToken, randomToken, tokenDerivation } from '../../lib/tokens.ts';
import { maySignIn } from '../../db/members.ts';
import { findUserByEmail } from '../users/index.ts';
import { findUserById } from '../../db/members.ts';
import type { AuthDeps, AuthKit } from './auth-kit.ts';
import * as q from './queries.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SessionTokens {
  access_token: string;
  refresh_token: string;
}

const refreshExpiry = (now: Date) => new Date(now.getTime() + TOKEN_TTL.refreshDays * DAY_MS);

/**
 * A refresh token replaced this recently may be presented again: two tabs sharing the refresh cookie
 * refresh at the same moment, or a reload cuts a refresh short before its answer was stored. Each such use
 * answers the pair the first use gave, never a new one. Later, a spent token coming back means a copy is
 * in other hands, and the session ends.
 */
export const REFRESH_REUSE_GRACE_MS = 20_000;

/** Names the key that derives a refresh token's successor from it (see `refresh`). */
const SUCCESSOR_PURPOSE = 'mietmatch refresh token successor v1';

/** Sign-in, the login gates, token refresh and sign-out: the life of a session. */
export function createSessionActions(d: AuthDeps, kit: AuthKit) {
  const { now, limit, sendVerificationMail } = kit;
  /**
   * The token that replaces a refresh token is derived from it with a server key, so a use within the grace
   * finds the same successor again without the database keeping it: only its hash is stored, as of every
   * refresh token, and a database copy hands out no usable token.
   */
  const successorOf = tokenDerivation(d.tokenSecret, SUCCESSOR_PURPOSE);
  /** The access token of a rotation made at `at`: the same instant signs the same token. */
  const accessToken = (userId: string, sessionId: string, at: Date) =>
    d.jwt.sign({ sub: userId, typ: 'access', sid: sessionId }, TOKEN_TTL.accessSeconds, at);

  async function startSession(user: UserRow): Promise<SessionTokens> {
    const refresh = randomToken();
    const sessionId = await d.db.transaction(async (tx) => {
      const id = await q.insertSession(tx, user.id);
      await q.insertRefreshToken(tx, id, hashToken(refresh), refreshExpiry(now()));
      return id;
    });
    const access = await d.jwt.sign({ sub: user.id, typ: 'access', sid: sessionId }, TOKEN_TTL.accessSeconds);
    return { access_token: access, refresh_token: refresh };
  }

  async function gateAnswer(user: UserRow): Promise<AppError | null> {
    if (!maySignIn(user)) return new AppError('Blocked', { messageIsCode: true });
    if (!user.emailVerifiedAt) return new AppError('EmailNotVerified', { messageIsCode: true });
    if (!hasValidPlan(user, now())) {
      const code = user.paymentExpiresAt ? 'PaymentExpired' : 'NoPayment';
      return new AppError(code, { messageIsCode: true, extra: { ...(await kit.checkoutPass(user)) } });
    }
    return null;
  }

  async function endSession(sessionId: string, reason: string) {
    await q.revokeSession(d.db, sessionId, reason);
    await d.realtime.disconnectSession(sessionId);
  }

  return {
    async login(email: string, password: string, ip: string): Promise<LoginResponse> {
      await limit(d.rules.loginPerIp, ip);
      await limit(d.rules.loginPerEmail, email);
      const user = await findUserByEmail(d.db, email);
      const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
      if (!user || !ok) throw new AppError('InvalidCredentials');
      const gate = await gateAnswer(user);
      if (gate) {
        if (gate.code === 'EmailNotVerified') await d.db.transaction((tx) => sendVerificationMail(tx, user));
        throw gate;
      }
      const tokens = await startSession(user);
      return { ...tokens, role: user.role, userId: user.id, message: 'Login successful' };
    },

    async refresh(userId: string, refreshToken: string): Promise<SessionTokens> {
      let row = await q.findRefreshToken(d.db, hashToken(refreshToken));
      if (!row || row.userId !== userId) throw new AppError('InvalidRefreshToken');
      const user = await findUserById(d.db, row.userId);
      if (!user) throw new AppError('InvalidRefreshToken');
      // Blocking revoked the session too; the holder of its token is told why, as on every other route.
      if (!maySignIn(user)) throw new AppError('Blocked', { messageIsCode: true });
      if (row.sessionRevokedAt) throw new AppError('InvalidRefreshToken');
      const withinGrace = (usedAt: Date) => now().getTime() - usedAt.getTime() <= REFRESH_REUSE_GRACE_MS;
      if (row.usedAt && !withinGrace(row.usedAt)) {
        // A spent token came back: someone else holds a copy. End the whole session family.
        await endSession(row.sessionId, 'refresh-token-reuse');
        throw new AppError('InvalidRefreshToken');
      }
      if (row.expiresAt.getTime() < now().getTime()) throw new AppError('InvalidRefreshToken');
      const next = successorOf(refreshToken);
      if (!row.usedAt) {
        const at = now();
        const spent = row;
        // Spending and the successor commit together; of two first uses at once, one spends it.
        const won = await d.db.transaction(async (tx) => {
          if (!(await q.spendRefreshToken(tx, spent.id, at))) return false;
          await q.insertRefreshToken(tx, spent.sessionId, hashToken(next), refreshExpiry(at));
          return true;
        });
        if (won) return { access_token: await accessToken(user.id, spent.sessionId, at), refresh_token: next };
        // The other use spent it a moment ago: answer what that one did.
        row = await q.findRefreshToken(d.db, hashToken(refreshToken));
      }
      // Spent within the grace: the pair its first use gave (same successor, same access token), never a
      // second successor. A successor that is not there (the key changed meanwhile) is no reason to make one.
      const successor = await q.findRefreshToken(d.db, hashToken(next));
      if (!row?.usedAt || successor?.sessionId !== row.sessionId) throw new AppError('InvalidRefreshToken');
      return { access_token: await accessToken(user.id, row.sessionId, row.usedAt), refresh_token: next };
    },

    /**
     * A session without a password, for one who proved the account another way: the holder of the
     * checkout token a paid checkout or the free plan was started with. Whoever calls it checked that proof.
     * Null for an account the login would stop (blocked or deleted meanwhile): the plan is applied all the same.
     */
    async signInAfterPlan(user: UserRow): Promise<(SessionTokens & { role: UserRow['role']; userId: string }) | null> {
      if (!maySignIn(user) || !user.emailVerifiedAt) return null;
      return { ...(await startSession(user)), role: user.role, userId: user.id };
    },

    async logout(sessionId: string | undefined): Promise<void> {
      if (sessionId) await endSession(sessionId, 'logout');
    },
  };
}
