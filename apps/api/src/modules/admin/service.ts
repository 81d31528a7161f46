import type { AdminUsersQuery } from '@mietmatch/contract';
import type { Db, Executor } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { moderationMail } from '../../adapters/mail/templates.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import type { MailQueue } from '../mail/index.ts';
import type { ViewingService } from '../viewings/index.ts';
import { revokeUserSessions } from '../auth/index.ts';
import { markBusinessChecked, recordAction, updateUser } from '../users/index.ts';
import { findUserById } from '../../db/members.ts';
import * as q from './queries.ts';

/**
 * Moderation. Admins act on members only (never on admins or themselves); block, warn and
 * soft-delete need a reason, which the member reads in the mail. A block or soft-delete ends
 * every session and open socket at once; unblocking or restoring brings everything back.
 */
export function createAdminService(d: {
  db: Db;
  clock: Clock;
  outbox: MailQueue;
  realtime: Realtime;
  contact: string;
  /** A member who is blocked, deleted or deactivated leaves their viewings: the other side is told. */
  viewings: Pick<ViewingService, 'withdrawMember'>;
}) {
  async function target(admin: UserRow, id: string): Promise<UserRow> {
    const user = await findUserById(d.db, id);
    if (!user) throw new AppError('UserNotFound');
    // The admin sees the account in the table, so it is no secret that it exists: refuse, don't hide.
    if (user.role === 'admin' || user.id === admin.id) throw new AppError('Forbidden');
    return user;
  }
  const needReason = (reason: string | undefined) => {
    if (!reason) throw new AppError('ValidationFailed', { fields: { reason: 'reasonRequired' } });
    return reason;
  };
  /** The member reads the reason in a mail queued with the action: both stand or neither. */
  const mail = (tx: Executor, user: UserRow, kind: 'block' | 'warn', reason: string) =>
    d.outbox.queue(tx, moderationMail(user.language, user.email, user.firstName, kind, reason, d.contact));
  async function cut(user: UserRow, why: string) {
    await revokeUserSessions(d.db, user.id, why);
    await d.realtime.disconnectUser(user.id);
  }

  return {
    list: (f: AdminUsersQuery) => q.listUsers(d.db, f),

    async toggleBlock(admin: UserRow, id: string, reason: string | undefined, state?: boolean) {
      const user = await target(admin, id);
      if (state === user.isBlocked) return user;
      const blocking = !user.isBlocked;
      if (blocking) needReason(reason);
      const updated = await d.db.transaction(async (tx) => {
        await recordAction(tx, admin.id, user.id, blocking ? 'block' : 'unblock', reason);
        if (blocking) await mail(tx, user, 'block', reason!);
        return (await updateUser(tx, user.id, { isBlocked: blocking }))!;
      });
      if (blocking) await cut(user, 'blocked');
      if (blocking) await d.viewings.withdrawMember(user.id);
      return updated;
    },

    async warn(admin: UserRow, id: string, reason: string | undefined) {
      const user = await target(admin, id);
      const why = needReason(reason);
      const updated = await d.db.transaction(async (tx) => {
        await recordAction(tx, admin.id, user.id, 'warn', why);
        await mail(tx, user, 'warn', why);
        return (await updateUser(tx, user.id, { isWarned: true }))!;
      });
      return updated;
    },

    async toggleSoftDelete(admin: UserRow, id: string, reason: string | undefined, state?: boolean) {
      const user = await target(admin, id);
      if (state === user.isSoftDeleted) return user;
      const deleting = !user.isSoftDeleted;
      if (deleting) needReason(reason);
      const updated = await d.db.transaction(async (tx) => {
        await recordAction(tx, admin.id, user.id, deleting ? 'soft_delete' : 'restore', reason);
        return (await updateUser(tx, user.id, { isSoftDeleted: deleting }))!;
      });
      if (deleting) await cut(user, 'soft-deleted');
      if (deleting) await d.viewings.withdrawMember(user.id);
      return updated;
    },

    /** Members switch their own account off and on; admins may do it for members. */
    async toggleAccountStatus(actor: UserRow, userId: string | undefined) {
      const user = !userId || userId === actor.id ? actor : actor.role === 'admin' ? await target(actor, userId) : null;
      if (!user) throw new AppError('UserNotFound');
      const deactivating = !user.isDeactivated;
      const updated = await d.db.transaction(async (tx) => {
        if (actor.role === 'admin' && user.id !== actor.id)
          await recordAction(tx, actor.id, user.id, deactivating ? 'deactivate' : 'reactivate', undefined);
        return (await updateUser(tx, user.id, { isDeactivated: deactivating }))!;
      });
      // A deactivated member keeps the session (the profile page stays theirs) but no live inquiries:
      // the sockets close now and the next handshake is refused with Deactivated.
      if (deactivating) await d.realtime.disconnectUser(user.id);
      // Their future slots and live bookings are cancelled; reactivating brings none of them back.
      if (deactivating) await d.viewings.withdrawMember(user.id);
      return updated;
    },

    /**
     * Marks a business landlord's details (DSA Art. 30) as checked, in the audit log with what was checked.
     * An unknown account is 404 `UserNotFound`, one that lists as no business 404 `NotFound`.
     */
    async checkBusiness(admin: UserRow, id: string) {
      const user = await findUserById(d.db, id);
      if (!user) throw new AppError('UserNotFound');
      if (user.role !== 'contractor' || !user.isBusiness) throw new AppError('NotFound');
      return d.db.transaction(async (tx) => {
        // Only while it still lists as a business: a landlord who turned private meanwhile has nothing to check.
        const checked = await markBusinessChecked(tx, user.id, admin.id, d.clock.now());
        if (!checked) throw new AppError('NotFound');
        const register = checked.businessTradeRegister ?? 'no trade register';
        await recordAction(tx, admin.id, user.id, 'business_check', `${checked.businessName} · ${register}`);
        return checked;
      });
    },

    async actionsOf(userId: string) {
      if (!(await findUserById(d.db, userId))) throw new AppError('UserNotFound');
      return q.actionsOf(d.db, userId);
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
