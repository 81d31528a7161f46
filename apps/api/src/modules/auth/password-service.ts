import { TOKEN_TTL } from '@mietmatch/contract';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { hashToken } from '../../lib/tokens.ts';
import { linkMail } from '../../adapters/mail/templates.ts';
import { findUserByEmail, updateUser } from '../users/index.ts';
import { findUserById } from '../../db/members.ts';
import type { AuthDeps, AuthKit } from './auth-kit.ts';
import * as q from './queries.ts';

/** A forgotten password by mailed link, and a changed one: both end the other sessions. */
export function createPasswordActions(d: AuthDeps, kit: AuthKit) {
  const { now, limit, issueMailedToken } = kit;

  return {
    async forgotPassword(email: string, ip: string): Promise<void> {
      await limit(d.rules.forgotPerIp, ip);
      await limit(d.rules.forgotPerEmail, email);
      const user = await findUserByEmail(d.db, email);
      // The answer is the same whether the account exists, so nobody can probe for emails.
      if (!user || user.isSoftDeleted) return;
      await d.db.transaction(async (tx) => {
        await q.expireUserTokens(tx, user.id, 'reset_password', now());
        const token = await issueMailedToken(tx, user.id, 'reset_password', TOKEN_TTL.passwordResetSeconds);
        const link = `${d.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await d.outbox.queue(tx, linkMail('resetPassword', user.language, user.email, user.firstName, link));
      });
    },

    async resetPassword(token: string, newPassword: string): Promise<void> {
      const row = await q.findUserToken(d.db, 'reset_password', hashToken(token));
      if (!row || row.usedAt || row.expiresAt.getTime() < now().getTime()) throw new AppError('InvalidResetToken');
      const passwordHash = await hashPassword(newPassword);
      const ok = await d.db.transaction(async (tx) => {
        if (!(await q.spendUserToken(tx, row.id, now()))) return false;
        const user = await findUserById(tx, row.userId);
        // The link reached the inbox, which proves the address as well.
        const verified = user?.emailVerifiedAt ? {} : { emailVerifiedAt: now() };
        await updateUser(tx, row.userId, { passwordHash, ...verified });
        await q.revokeUserSessions(tx, row.userId, 'password-reset');
        return true;
      });
      if (!ok) throw new AppError('InvalidResetToken');
      await d.realtime.disconnectUser(row.userId);
    },

    async changePassword(
      user: UserRow,
      sessionId: string | undefined,
      oldPassword: string,
      newPassword: string,
    ): Promise<void> {
      if (!(await verifyPassword(user.passwordHash, oldPassword))) {
        throw new AppError('WrongPassword', { fields: { oldPassword: 'WrongPassword' } });
      }
      const passwordHash = await hashPassword(newPassword);
      await d.db.transaction(async (tx) => {
        await updateUser(tx, user.id, { passwordHash });
        await q.revokeUserSessions(tx, user.id, 'password-changed', sessionId);
      });
      // The other sessions end; the one that changed the password keeps its sockets.
      await d.realtime.disconnectUser(user.id, { exceptSessionId: sessionId });
    },
  };
}
