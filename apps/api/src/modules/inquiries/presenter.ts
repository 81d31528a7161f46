import type { Inbox, Message } from '@mietmatch/contract';
import type { InboxRow, MessageRow, UserRow } from '../../db/schema/index.ts';
import { avatarUrls } from '../auth/presenter.ts';

export function presentMessage(m: MessageRow): Message {
  return {
    id: m.id,
    inboxId: m.inboxId,
    senderId: m.senderId,
    message: m.body,
    createdAt: m.createdAt.toISOString(),
    editedAt: m.editedAt?.toISOString() ?? null,
    readAt: m.readAt?.toISOString() ?? null,
  };
}

export function presentInbox(row: InboxRow, viewerId: string, other: UserRow | undefined, last: MessageRow | undefined, unread: number): Inbox {
  return {
    id: row.id,
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    direction: row.starterId === viewerId ? 'sent' : 'received',
    otherMember: other
      ? {
          id: other.id,
          firstName: other.firstName,
          lastName: other.lastName,
          avatarUrl: avatarUrls(other.avatarKey).avatarUrl,
          role: other.role,
          available: !other.isBlocked && !other.isSoftDeleted && !other.isDeactivated,
        }
      : { id: '', firstName: '', lastName: '', avatarUrl: null, role: 'client', available: false },
    lastMessage: last ? presentMessage(last) : null,
    unreadCount: unread,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
