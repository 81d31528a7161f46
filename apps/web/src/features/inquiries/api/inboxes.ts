import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Inbox } from '@mietmatch/contract';
import { apiRequest } from '../../../lib/api-client';
import { inquiryKeys, type InboxFilter, type InboxList } from './keys';

export function fetchInboxes(filter: InboxFilter, page: number, limit: number) {
  return apiRequest<InboxList>(`/inquiry/inboxes?filter=${filter}&page=${page}&limit=${limit}`);
}

/** `GET /inquiry/inboxes?page&limit&filter`, newest activity first. */
export function useInboxes(filter: InboxFilter, page: number, limit: number) {
  return useQuery({
    queryKey: inquiryKeys.inboxList(filter, page, limit),
    queryFn: () => fetchInboxes(filter, page, limit),
    placeholderData: keepPreviousData,
  });
}

/** Pages looked through for an existing conversation before a new one is offered (50 each). */
const LOOKUP_PAGES = 4;

/**
 * The conversation with this member about this subject, if one exists: "Send inquiry" then opens it
 * instead of asking for a first message. Beyond the pages looked at, create-inbox still answers the
 * existing inbox, so nothing is ever duplicated.
 */
export async function findInbox(recipientId: string, subjectType: Inbox['subjectType'], subjectId: string): Promise<Inbox | null> {
  for (let page = 1; page <= LOOKUP_PAGES; page += 1) {
    const list = await fetchInboxes('all', page, 50);
    const hit = list.items.find((i) => i.otherMember.id === recipientId && i.subjectType === subjectType && i.subjectId === subjectId);
    if (hit) return hit;
    if (page * 50 >= list.total) break;
  }
  return null;
}
