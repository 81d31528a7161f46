import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TenantRequest } from '@mietmatch/contract';
import { apiRequest } from '../../../lib/api-client';

export interface MemberRequestsPage {
  items: TenantRequest[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * One member's requests as the viewer may see them (`GET /tenant/all?userId=`): admins every one,
 * landlords the visible ones. Keyed under `requests`, so deleting a request (which invalidates
 * every `requests` key) refreshes the profile too.
 */
export function useMemberRequests(userId: string, page: number, pageSize: number) {
  const query = new URLSearchParams({ userId, page: String(page), pageSize: String(pageSize) }).toString();
  return useQuery({
    queryKey: ['requests', 'member', userId, page, pageSize],
    queryFn: ({ signal }) => apiRequest<MemberRequestsPage>(`/tenant/all?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
