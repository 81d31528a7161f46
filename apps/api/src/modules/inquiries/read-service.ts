import type { UserRow } from '../../db/schema/index.ts';
import type { InquiryDeps, InquiryKit } from './inquiry-kit.ts';
import { otherOf } from './members.ts';
import * as q from './queries.ts';

/** Read state: marking a conversation read, and the unread total the badge shows. */
export function createReadActions(d: InquiryDeps, kit: InquiryKit) {
  const { now, memberInbox } = kit;

  return {
    async markAsRead(user: UserRow, inboxId: string) {
      const inbox = await memberInbox(user, inboxId);
      const marked = await q.markRead(d.db, inbox.id, user.id, now());
      const totalUnreadCount = await q.totalUnread(d.db, user.id);
      d.realtime.toUser(user.id, 'allMessageMarkedRead', { inboxId: inbox.id });
      d.realtime.toUser(user.id, 'totalUnreadCount', { totalUnreadCount });
      if (marked > 0) {
        d.realtime.toUser(otherOf(inbox, user.id), 'markAsRead', { inboxId: inbox.id, readerId: user.id });
      }
      return { marked, totalUnreadCount };
    },

    totalUnread: (user: UserRow) => q.totalUnread(d.db, user.id),
  };
}
