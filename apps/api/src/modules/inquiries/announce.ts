import type { InboxRow, MessageRow } from '../../db/schema/index.ts';
import type { RateLimitRule } from '../../lib/rate-limiter.ts';
import { newMessageMail } from '../../adapters/mail/templates.ts';
import { findUserById } from '../../db/members.ts';
import type { InquiryDeps } from './inquiry-kit.ts';
import { available, otherOf } from './members.ts';
import * as q from './queries.ts';
import { messagePreview, presentMessage } from './presenter.ts';

/** Someone who is not connected hears about new messages by mail, at most once per inbox in 15 minutes. */
const OFFLINE_MAIL_RULE: RateLimitRule = { name: 'inquiry-offline-mail', max: 1, windowMs: 15 * 60_000 };

type AnnounceDeps = Pick<InquiryDeps, 'db' | 'limiter' | 'realtime' | 'outbox' | 'appUrl' | 'log' | 'notifier'>;

/** How the members of an inbox hear about a new or changed message: live, or by mail when offline. */
export function createAnnouncer(d: AnnounceDeps) {
  /** Both members hear about a message (the sender's other tabs too); the recipient's unread total follows. */
  async function announceMessage(
    event: 'newMessage' | 'updateMessage',
    inbox: InboxRow,
    message: MessageRow,
    recipientUnread?: number,
  ) {
    // One broadcast to both rooms (one Redis publish across nodes), before anything else is asked.
    const members = [inbox.starterId, inbox.recipientId];
    d.realtime.toUser(members, event, { inboxId: inbox.id, message: presentMessage(message) });
    const recipient = otherOf(inbox, message.senderId);
    const totalUnreadCount = recipientUnread ?? (await q.totalUnread(d.db, recipient));
    d.realtime.toUser(recipient, 'totalUnreadCount', { totalUnreadCount });
    if (event !== 'newMessage' || recipient === message.senderId) return;
    await keepInCentre(inbox, recipient, message);
    await mailIfOffline(inbox, recipient, message.senderId, message.body);
  }

  /** The recipient's notification centre keeps the message (the notifier logs its own failures). */
  async function keepInCentre(inbox: InboxRow, recipientId: string, message: MessageRow) {
    const sender = await findUserById(d.db, message.senderId).catch(() => null);
    await d.notifier.notify(recipientId, 'newMessage', {
      inboxId: inbox.id,
      messageId: message.id,
      senderName: sender ? `${sender.firstName} ${sender.lastName}` : '',
      preview: messagePreview(message, recipientId),
    });
  }

  /**
   * Decided after the live delivery (who is online then), so the mail is queued on its own, after the
   * message's commit: once queued it is not lost, but a failure to queue it leaves the message sent.
   */
  async function mailIfOffline(inbox: InboxRow, recipientId: string, senderId: string, text: string) {
    try {
      if (await d.realtime.isOnline(recipientId)) return;
      if ((await d.limiter.consume(OFFLINE_MAIL_RULE, `${inbox.id}:${recipientId}`)) !== null) return;
      const [recipient, sender] = await Promise.all([findUserById(d.db, recipientId), findUserById(d.db, senderId)]);
      if (!available(recipient) || !sender) return;
      const url = `${d.appUrl}/inquiries-thread/${inbox.subjectType}/${inbox.id}`;
      const senderName = `${sender.firstName} ${sender.lastName}`;
      const { language, email, firstName } = recipient;
      await d.outbox.queue(d.db, newMessageMail(language, email, firstName, senderName, text, url));
    } catch (err) {
      d.log.error({ err }, 'new-message mail could not be queued');
    }
  }

  return { announceMessage };
}
