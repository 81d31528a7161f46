import { inArray } from 'drizzle-orm';
import type { CreateInboxBody, InboxForQuery } from '@mietmatch/contract';
import type { Db } from '../../db/client.ts';
import { users, type InboxRow, type UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limiter.ts';
import { findUserById } from '../users/queries.ts';
import { isActiveMember, type MemberState } from '../users/policy.ts';
import type { PropertyService } from '../properties/service.ts';
import type { TenantRequestService } from '../tenant-requests/service.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import { newMessageMail } from '../../adapters/mail/templates.ts';
import * as q from './queries.ts';
import { presentInbox, presentMessage } from './presenter.ts';

/** A paid "write first" plan must not become a spam cannon. */
export const SEND_RULE: RateLimitRule = { name: 'inquiry-send', max: 30, windowMs: 60_000 };
/** Someone who is not connected hears about new messages by mail, at most once per inbox in 15 minutes. */
const OFFLINE_MAIL_RULE: RateLimitRule = { name: 'inquiry-offline-mail', max: 1, windowMs: 15 * 60_000 };

const available = <U extends MemberState>(u: U | null): u is U => u !== null && isActiveMember(u);

export function createInquiryService(d: {
  db: Db;
  clock: Clock;
  limiter: RateLimiter;
  properties: PropertyService;
  requests: TenantRequestService;
  realtime: Realtime;
  mailer: Mailer;
  appUrl: string;
  log: { error: (obj: object, msg: string) => void };
  sendRule?: RateLimitRule;
}) {
  const now = () => d.clock.now();
  const notFound = () => new AppError('NotFound');

  const tooMany = (retryAfter: number) =>
    new AppError('TooManyRequests', { headers: { 'retry-after': String(retryAfter) } });
  async function limitSending(user: UserRow) {
    const retryAfter = await d.limiter.consume(d.sendRule ?? SEND_RULE, user.id);
    if (retryAfter !== null) throw tooMany(retryAfter);
  }

  /** Landlords write first with their plan; tenants need the additional plan to write first. */
  function assertMayWriteFirst(user: UserRow) {
    if (user.role === 'contractor') return;
    if (user.role === 'client' && user.additionalPlanExpiresAt && user.additionalPlanExpiresAt >= now()) return;
    if (user.role === 'client') throw new AppError('AdditionalPlanRequired', { messageIsCode: true });
    throw new AppError('Forbidden');
  }

  /** The subject must be visible to the sender and belong to the recipient (a profile is the recipient). */
  async function assertSubject(sender: UserRow, recipientId: string, type: CreateInboxBody['subjectType'], subjectId: string) {
    if (type === 'property') {
      const { row } = await d.properties.get(sender, subjectId);
      if (row.ownerId !== recipientId) throw notFound();
    } else if (type === 'request') {
      const { row } = await d.requests.get(sender, subjectId);
      if (row.userId !== recipientId) throw notFound();
    } else if (subjectId !== recipientId) {
      throw notFound();
    }
  }

  async function views(viewer: UserRow, rows: InboxRow[]) {
    const ids = rows.map((r) => r.id);
    const otherIds = [...new Set(rows.map((r) => (r.starterId === viewer.id ? r.recipientId : r.starterId)))];
    const [others, lasts, unread] = await Promise.all([
      otherIds.length ? d.db.select().from(users).where(inArray(users.id, otherIds)) : Promise.resolve([]),
      q.lastMessages(d.db, ids),
      q.unreadCounts(d.db, viewer.id, ids),
    ]);
    const byId = new Map(others.map((u) => [u.id, u]));
    const lastBy = new Map(lasts.map((m) => [m.inboxId, m]));
    return rows.map((r) => presentInbox(r, viewer, byId.get(r.starterId === viewer.id ? r.recipientId : r.starterId), lastBy.get(r.id), unread.get(r.id) ?? 0));
  }

  async function memberInbox(user: UserRow, id: string) {
    const inbox = await q.findMemberInbox(d.db, id, user.id);
    if (!inbox) throw notFound();
    return inbox;
  }

  const otherOf = (inbox: InboxRow, userId: string) => (inbox.starterId === userId ? inbox.recipientId : inbox.starterId);

  /** Both members hear about a message (the sender's other tabs too); the recipient's unread total follows. */
  async function announceMessage(event: 'newMessage' | 'updateMessage', inbox: InboxRow, message: Parameters<typeof presentMessage>[0], recipientUnread?: number) {
    // One broadcast to both rooms (one Redis publish across nodes), before anything else is asked.
    d.realtime.toUser([inbox.starterId, inbox.recipientId], event, { inboxId: inbox.id, message: presentMessage(message) });
    const recipient = otherOf(inbox, message.senderId);
    const totalUnreadCount = recipientUnread ?? (await q.totalUnread(d.db, recipient));
    d.realtime.toUser(recipient, 'totalUnreadCount', { totalUnreadCount });
    if (event === 'newMessage') await mailIfOffline(inbox, recipient, message.senderId, message.body);
  }

  async function mailIfOffline(inbox: InboxRow, recipientId: string, senderId: string, text: string) {
    try {
      if (await d.realtime.isOnline(recipientId)) return;
      if ((await d.limiter.consume(OFFLINE_MAIL_RULE, `${inbox.id}:${recipientId}`)) !== null) return;
      const [recipient, sender] = await Promise.all([findUserById(d.db, recipientId), findUserById(d.db, senderId)]);
      if (!available(recipient) || !sender) return;
      const url = `${d.appUrl}/inquiries-thread/${inbox.subjectType}/${inbox.id}`;
      await d.mailer.send(newMessageMail(recipient.language, recipient.email, recipient.firstName, `${sender.firstName} ${sender.lastName}`, text, url));
    } catch (err) {
      d.log.error({ err }, 'new-message mail failed');
    }
  }

  return {
    /** Opens the conversation about a subject, or continues the existing one, with a first message. */
    async createInbox(sender: UserRow, body: CreateInboxBody) {
      if (body.recipientId === sender.id) {
        throw new AppError('ValidationFailed', { fields: { recipientId: 'invalidValue' } });
      }
      const recipient = await findUserById(d.db, body.recipientId);
      if (!recipient || recipient.role === 'admin' || recipient.role === sender.role) throw notFound();
      if (!available(recipient)) throw new AppError('RecipientUnavailable');
      await assertSubject(sender, recipient.id, body.subjectType, body.subjectId);
      let inbox = await q.findInboxFor(d.db, sender.id, recipient.id, body.subjectType, body.subjectId);
      const isNew = !inbox;
      // Answering in a conversation the other side started needs no plan; starting one does.
      if (!inbox || inbox.starterId === sender.id) assertMayWriteFirst(sender);
      await limitSending(sender);
      const { message, recipientUnread } = await d.db.transaction(async (tx) => {
        inbox ??= await q.insertInbox(tx, sender.id, recipient.id, body.subjectType, body.subjectId);
        return q.insertMessage(tx, inbox.id, sender.id, body.message, recipient.id);
      });
      const row = (await q.findMemberInbox(d.db, inbox!.id, sender.id))!;
      const [view] = await views(sender, [row]);
      if (isNew) {
        const [theirs] = await views(recipient, [row]);
        d.realtime.toUser(recipient.id, 'createNewInbox', { inbox: theirs! });
      }
      await announceMessage('newMessage', row, message, recipientUnread);
      return { inbox: view!, message, recipientId: recipient.id };
    },

    async send(sender: UserRow, inboxId: string, text: string) {
      // Every round trip before the insert is time the recipient waits for the live message: the
      // membership, the other member's state and the sender's quota are asked side by side (so an
      // attempt that fails counts towards the quota too), then answered in the usual order.
      const [found, retryAfter] = await Promise.all([q.findMemberInboxWithOther(d.db, inboxId, sender.id), d.limiter.consume(d.sendRule ?? SEND_RULE, sender.id)]);
      if (!found) throw notFound();
      if (!available(found.other)) throw new AppError('RecipientUnavailable');
      if (retryAfter !== null) throw tooMany(retryAfter);
      const { inbox, other } = found;
      const { message, recipientUnread } = await q.insertMessage(d.db, inbox.id, sender.id, text, other.id);
      await announceMessage('newMessage', inbox, message, recipientUnread);
      return { message, recipientId: other.id };
    },

    /**
     * The caller's own conversation with a member about a subject, so "Send inquiry" can open it
     * directly. The stored pair always contains the caller, so nobody learns about others' inboxes.
     */
    async inboxFor(user: UserRow, query: InboxForQuery) {
      const inbox = await q.findInboxFor(d.db, user.id, query.recipientId, query.subjectType, query.subjectId);
      if (!inbox) throw notFound();
      return inbox;
    },

    async list(user: UserRow, filter: 'sent' | 'received' | 'all', page: number, limit: number) {
      const { rows, total } = await q.listInboxes(d.db, user.id, filter, page, limit);
      return { items: await views(user, rows), total };
    },

    async thread(user: UserRow, inboxId: string) {
      const inbox = await memberInbox(user, inboxId);
      const [view] = await views(user, [inbox]);
      return { inbox: view!, messages: await q.threadMessages(d.db, inbox.id) };
    },

    async markAsRead(user: UserRow, inboxId: string) {
      const inbox = await memberInbox(user, inboxId);
      const marked = await q.markRead(d.db, inbox.id, user.id, now());
      const totalUnreadCount = await q.totalUnread(d.db, user.id);
      d.realtime.toUser(user.id, 'allMessageMarkedRead', { inboxId: inbox.id });
      d.realtime.toUser(user.id, 'totalUnreadCount', { totalUnreadCount });
      if (marked > 0) d.realtime.toUser(otherOf(inbox, user.id), 'markAsRead', { inboxId: inbox.id, readerId: user.id });
      return { marked, totalUnreadCount };
    },

    totalUnread: (user: UserRow) => q.totalUnread(d.db, user.id),

    async updateMessage(user: UserRow, messageId: string, text: string) {
      const message = await q.findOwnMessage(d.db, messageId, user.id);
      const inbox = message ? await memberInbox(user, message.inboxId).catch(() => null) : null;
      if (!message || !inbox) throw notFound();
      const updated = await q.updateMessage(d.db, message.id, text, now());
      await announceMessage('updateMessage', inbox, updated);
      return updated;
    },

    async deleteMessage(user: UserRow, messageId: string) {
      const message = await q.findOwnMessage(d.db, messageId, user.id);
      const inbox = message ? await memberInbox(user, message.inboxId).catch(() => null) : null;
      if (!message || !inbox) throw notFound();
      await q.deleteMessage(d.db, message.id);
      for (const member of [inbox.starterId, inbox.recipientId]) d.realtime.toUser(member, 'deleteMessage', { inboxId: inbox.id, messageId: message.id });
      const other = otherOf(inbox, user.id);
      d.realtime.toUser(other, 'totalUnreadCount', { totalUnreadCount: await q.totalUnread(d.db, other) });
      return message;
    },

    /** Deleting an inbox removes the whole chat for both members. */
    async deleteInbox(user: UserRow, inboxId: string) {
      const inbox = await memberInbox(user, inboxId);
      await q.deleteInbox(d.db, inbox.id);
      for (const member of [inbox.starterId, inbox.recipientId]) {
        d.realtime.toUser(member, 'deleteInbox', { inboxId: inbox.id });
        d.realtime.toUser(member, 'totalUnreadCount', { totalUnreadCount: await q.totalUnread(d.db, member) });
      }
      return inbox;
    },
  };
}

export type InquiryService = ReturnType<typeof createInquiryService>;
