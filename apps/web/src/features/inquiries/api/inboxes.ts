import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { inquiryKeys, type InboxFilter, type InboxList } from './keys';

function fetchInboxes(filter: InboxFilter, page: number, limit: number) {
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
