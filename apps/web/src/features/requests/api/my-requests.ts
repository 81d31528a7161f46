import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TenantRequest } from '@mietmatch/contract';
import { apiRequest } from '../../../lib/api-client';
import { requestKeys, type Page } from './keys';

function fetchMyRequests(page: number, pageSize: number) {
  return apiRequest<Page<TenantRequest>>(`/tenant/all?page=${page}&pageSize=${pageSize}`);
}

/** A tenant's own requests. */
export function useMyRequests(page = 1, pageSize = 50) {
  return useQuery({
    queryKey: requestKeys.mine(page, pageSize),
    queryFn: () => fetchMyRequests(page, pageSize),
    placeholderData: keepPreviousData,
  });
}
