import { useQuery } from '@tanstack/react-query';
import type { TenantRequest } from '@mietmatch/contract';
import { apiRequest } from '../../../lib/api-client';
import { requestKeys } from './keys';

function fetchRequest(id: string) {
  return apiRequest<TenantRequest>(`/tenant/${encodeURIComponent(id)}`);
}

export function useRequest(id: string | undefined) {
  return useQuery({ queryKey: requestKeys.detail(id ?? ''), queryFn: () => fetchRequest(id!), enabled: Boolean(id) });
}
