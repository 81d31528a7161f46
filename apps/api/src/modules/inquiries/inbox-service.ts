import type { CreateInboxBody, InboxForQuery } from '@mietmatch/contract';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { findUserById } from '../../db/members.ts';
import { notFound, type InquiryDeps, type InquiryKit } from './inquiry-kit.ts';
import { available } from './members.ts';
import * as q from './queries.ts';

/** Conversations: opening one with a first message, finding, listing, reading and deleting them. */
export function createInboxActions(d: InquiryDeps, kit: InquiryKit) {
  const { now, limitSending, views, memberInbox, announceMessage } = kit;

  /** Landlords write first with their plan; tenants need the additional plan to write first. */
  function assertMayWriteFirst(user: UserRow) {
    if (user.role === 'contractor') return;
    if (user.role === 'client' && user.additionalPlanExpiresAt && user.additionalPlanExpiresAt >= now()) return;
    if (user.role === 'client') throw new AppError('AdditionalPlanRequired', { messageIsCode: true });
    throw new AppError('Forbidden');
  }

  /** The subject must be visible to the sender and belong to the recipient (a profile is the recipient). */
  async function assertSubject(
    sender: UserRow,
    recipientId: string,
    type: CreateInboxBody['subjectType'],
    subjectId: string,
  ) {
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
      // The first message is checked like every other (message-service.ts).
      await d.signals?.messageWritten(message);
      return { inbox: view!, message, recipientId: recipient.id };
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
