import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type AccessStatus = 'pending' | 'granted' | 'removed';

export interface AccessEntry {
  tenantId: string;
  landlordId: string;
  status: AccessStatus;
  requestedAt: string;
  decidedAt: string | null;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
}

export const accessKey = ['document-access'] as const;

/** Tenants: the requests they received; landlords: the ones they sent. */
export function fetchAccessList() {
  return apiRequest<{ items: AccessEntry[] }>('/document-access');
}

export function useAccessList(enabled = true) {
  return useQuery({ queryKey: accessKey, queryFn: fetchAccessList, enabled });
}

/** Tenant: pending or removed → granted, granted → removed. */
export function toggleAccess(landlordId: string) {
  return apiRequest<{ status: AccessStatus }>(`/document-access/toggle-access?landlordId=${encodeURIComponent(landlordId)}`, { method: 'PATCH' });
}

/** Landlord: ask a tenant (by user id) to release their files. */
export function requestAccess(tenantId: string) {
  return apiRequest<{ status: AccessStatus }>(`/document-access/request?tenantId=${encodeURIComponent(tenantId)}`, { method: 'POST' });
}

/**
 * Sets a landlord's access to `target` with the API's toggle (pending/removed → granted,
 * granted → removed). Declining a pending request has no transition of its own: the toggle runs
 * twice, granting and removing at once, so the landlord ends up without access.
 */
export async function setAccess({ landlordId, from, to }: { landlordId: string; from: AccessStatus; to: 'granted' | 'removed' }) {
  let answer = await toggleAccess(landlordId);
  if (to === 'removed' && from === 'pending' && answer.status === 'granted') answer = await toggleAccess(landlordId);
  return answer;
}

export function useToggleAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAccess,
    onSuccess: ({ status }, { landlordId }) => {
      queryClient.setQueryData<{ items: AccessEntry[] }>(accessKey, (data) =>
        data ? { items: data.items.map((entry) => (entry.landlordId === landlordId ? { ...entry, status } : entry)) } : data,
      );
      void queryClient.invalidateQueries({ queryKey: accessKey });
    },
  });
}

export function useRequestAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestAccess,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['requests', 'detail'] });
      void queryClient.invalidateQueries({ queryKey: accessKey });
    },
  });
}
