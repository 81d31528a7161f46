import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { notFound, tooMany, type InquiryDeps, type InquiryKit } from './inquiry-kit.ts';
import { available, otherOf } from './members.ts';
import * as q from './queries.ts';

/** Messages in an existing conversation: sending, editing and deleting one's own. */
export function createMessageActions(d: InquiryDeps, kit: InquiryKit) {
  const { now, sendRule, ownMessage, announceMessage } = kit;

  return {
    async send(sender: UserRow, inboxId: string, text: string) {
      // Every round trip before the insert is time the recipient waits for the live message: the
      // membership, the other member's state and the sender's quota are asked side by side (so an
      // attempt that fails counts towards the quota too), then answered in the usual order.
      const [found, retryAfter] = await Promise.all([
        q.findMemberInboxWithOther(d.db, inboxId, sender.id),
        d.limiter.consume(sendRule, sender.id),
      ]);
      if (!found) throw notFound();
      if (!available(found.other)) throw new AppError('RecipientUnavailable');
      if (retryAfter !== null) throw tooMany(retryAfter);
      const { inbox, other } = found;
      const { message, recipientUnread } = await q.insertMessage(d.db, inbox.id, sender.id, text, other.id);
      await announceMessage('newMessage', inbox, message, recipientUnread);
      // After the live delivery, so the check never delays it; it logs its own errors.
      await d.signals?.messageWritten(message);
      return { message, recipientId: other.id };
    },

    async updateMessage(user: UserRow, messageId: string, text: string) {
      const { message, inbox } = await ownMessage(user, messageId);
      const updated = await q.updateMessage(d.db, message.id, text, now());
      await announceMessage('updateMessage', inbox, updated);
      await d.signals?.messageWritten(updated);
      return updated;
    },

    async deleteMessage(user: UserRow, messageId: string) {
      const { message, inbox } = await ownMessage(user, messageId);
      await q.deleteMessage(d.db, message.id);
      for (const member of [inbox.starterId, inbox.recipientId]) {
        d.realtime.toUser(member, 'deleteMessage', { inboxId: inbox.id, messageId: message.id });
      }
      const other = otherOf(inbox, user.id);
      d.realtime.toUser(other, 'totalUnreadCount', { totalUnreadCount: await q.totalUnread(d.db, other) });
      return message;
    },
  };
}
