import { formatBerlinDateTime, formatBerlinTime, type Language, type ViewingCard } from '@mietmatch/contract';
import type { Executor } from '../../db/client.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { findUserById } from '../../db/members.ts';
import * as q from './queries.ts';
import { presentMessage } from './presenter.ts';

export interface ViewingCardPost {
  landlordId: string;
  tenantId: string;
  /** The member whose step it is: the card is their message in the thread. */
  senderId: string;
  card: ViewingCard;
}

/** How a card reaches the two members live (the app's realtime). */
export type CardRealtime = Pick<Realtime, 'toUser'>;

const TEXTS: Record<Language, Record<ViewingCard['event'], string>> = {
  de: {
    invited: 'Einladung zur Besichtigung – bitte wählen Sie einen Termin.',
    booked: 'Besichtigung gebucht',
    moved: 'Besichtigung verschoben auf',
    cancelled: 'Besichtigung abgesagt',
  },
  en: {
    invited: 'Invitation to a viewing – please choose a time.',
    booked: 'Viewing booked',
    moved: 'Viewing moved to',
    cancelled: 'Viewing cancelled',
  },
};
const REASON: Record<Language, string> = { de: 'Grund', en: 'Reason' };

/**
 * The card as plain text, for clients that do not know cards (and the message previews): "Besichtigung
 * gebucht: Di., 1. Dez. 2026, 17:00–17:30" / "Viewing booked: Tue, 1 Dec 2026, 17:00–17:30", a
 * cancellation with its reason. In the recipient's language, times in Berlin.
 */
function viewingCardText(card: ViewingCard, language: Language): string {
  const head = TEXTS[language][card.event];
  if (card.event === 'invited' || card.startsAt === null) return head;
  const when = `${formatBerlinDateTime(card.startsAt, language)}${card.endsAt ? `–${formatBerlinTime(card.endsAt)}` : ''}`;
  const reason = card.event === 'cancelled' && card.reason ? ` ${REASON[language]}: ${card.reason}` : '';
  return `${head}: ${when}.${reason}`;
}

/**
 * Puts a viewing's step into the two members' thread as a card (inside the step's transaction): the
 * conversation about the property, else their latest conversation; none (null) when they have none.
 * Answers what announces it once committed: the new message to both members and the recipient's
 * unread total, as any message. No notification or mail of its own: the viewing's step sends those.
 */
export async function postViewingCard(
  db: Executor,
  post: ViewingCardPost,
  realtime: CardRealtime,
): Promise<(() => Promise<void>) | null> {
  const inbox = await q.findInboxForViewing(db, post.landlordId, post.tenantId, post.card.propertyId);
  if (!inbox) return null;
  const recipientId = post.senderId === post.landlordId ? post.tenantId : post.landlordId;
  // An erased recipient has no language left: German, the platform's first language.
  const language = (await findUserById(db, recipientId))?.language ?? 'de';
  const body = viewingCardText(post.card, language);
  // The insert moves the inbox up (updatedAt) and counts the recipient's unread messages, as a sent message does.
  const { message, recipientUnread } = await q.insertMessage(db, inbox.id, post.senderId, body, recipientId, post.card);
  return async () => {
    realtime.toUser([inbox.starterId, inbox.recipientId], 'newMessage', {
      inboxId: inbox.id,
      message: presentMessage(message),
    });
    realtime.toUser(recipientId, 'totalUnreadCount', { totalUnreadCount: recipientUnread });
  };
}
