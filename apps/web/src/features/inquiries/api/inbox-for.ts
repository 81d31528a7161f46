import type { InboxForQuery } from '@mietmatch/contract';
import { ApiError, apiRequest } from '../../../lib/api-client';

/**
 * `GET /inquiry/inbox-for`: the id of my conversation with this member about this subject, or null
 * when there is none yet (the server answers 404). "Send inquiry" then opens that conversation
 * instead of asking for a first message; one small request however many inboxes the member has.
 */
export async function findInboxId({ recipientId, subjectType, subjectId }: InboxForQuery): Promise<string | null> {
  const query = new URLSearchParams({ recipientId, subjectType, subjectId });
  try {
    return (await apiRequest<{ inboxId: string }>(`/inquiry/inbox-for?${query}`)).inboxId;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
