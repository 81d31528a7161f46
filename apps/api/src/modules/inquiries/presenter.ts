import { type Inbox, lastNameInitial, type Message } from '@mietmatch/contract';
import type { InboxRow, MessageRow, UserRow } from '../../db/schema/index.ts';
import { avatarUrls } from '../users/index.ts';
import { isActiveMember } from '../../db/members.ts';
import { findPaymentPhrase } from '../../lib/payment-text/payment-phrases.ts';

/**
 * A message as `viewerId` reads it. A message removed or restricted by moderation keeps its text for
 * its sender only (marked with `moderation`); its recipient, and a broadcast without a viewer, get
 * an empty text with the mark, so the thread shows "removed by moderation" in its place.
 */
export function presentMessage(m: MessageRow, viewerId?: string): Message {
  const hidden = m.moderation !== null && m.senderId !== viewerId;
  return {
    id: m.id,
    inboxId: m.inboxId,
    senderId: m.senderId,
    message: hidden ? '' : m.body,
    createdAt: m.createdAt.toISOString(),
    editedAt: m.editedAt?.toISOString() ?? null,
    readAt: m.readAt?.toISOString() ?? null,
    // Asks for payment off the platform or names an IBAN: the web shows the recipient the safety
    // banner. Worked out from the text each time it is shown, so an edit takes it away or adds it;
    // only present when true, so every other message keeps its shape.
    ...(findPaymentPhrase(m.body) ? { safetyWarning: true } : {}),
    // Our extras, like the warning, only when they say something: a plain message keeps the spec's shape.
    ...(m.moderation ? { moderation: m.moderation, moderationDecisionId: m.moderationDecisionId } : {}),
    ...(m.viewing ? { viewing: m.viewing } : {}),
  };
}

/** How long a message's preview in the notification centre may be (in UTF-16 units, as clients count). */
const PREVIEW_LENGTH = 120;

/**
 * The start of a message as its recipient may read it, on one line: a message moderation hides
 * previews as nothing, like its place in the thread. Cut on a whole character, ending in "…".
 */
export function messagePreview(m: MessageRow, viewerId: string): string {
  const text = presentMessage(m, viewerId).message.replace(/\s+/g, ' ').trim();
  if (text.length <= PREVIEW_LENGTH) return text;
  let cut = '';
  for (const char of text) {
    if (cut.length + char.length > PREVIEW_LENGTH - 1) break;
    cut += char;
  }
  return `${cut.trimEnd()}…`;
}

type Viewer = Pick<UserRow, 'id' | 'role'>;

/**
 * Only an erasure removes a user row (docs/decisions/004-account-data.md): the other side of the
 * conversation is then a pseudonym that belongs to no account. Neither the pseudonym nor a name is
 * shown; `deleted` tells clients to say "deleted user" instead of leaving the name blank. The role is
 * the opposite of the reader's, as every conversation is between a tenant and a landlord.
 */
function erasedMember(viewer: Viewer): Inbox['otherMember'] {
  const role = viewer.role === 'client' ? 'contractor' : 'client';
  return { id: '', firstName: '', lastName: '', avatarUrl: null, role, available: false, deleted: true };
}

export function presentInbox(
  row: InboxRow,
  viewer: Viewer,
  other: UserRow | undefined,
  last: MessageRow | undefined,
  unread: number,
  /** A tenant who has not yet written to this landlord: first name and initial (request-stages.ts). */
  shortName = false,
): Inbox {
  return {
    id: row.id,
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    direction: row.starterId === viewer.id ? 'sent' : 'received',
    otherMember: other
      ? {
          id: other.id,
          firstName: other.firstName,
          lastName: shortName ? lastNameInitial(other.lastName) : other.lastName,
          avatarUrl: avatarUrls(other.avatarKey).avatarUrl,
          role: other.role,
          available: isActiveMember(other),
          deleted: false,
        }
      : erasedMember(viewer),
    lastMessage: last ? presentMessage(last, viewer.id) : null,
    unreadCount: unread,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
