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

const accessKey = ['document-access'] as const;

/** Tenants: the requests they received; landlords: the ones they sent. */
function fetchAccessList() {
  return apiRequest<{ items: AccessEntry[] }>('/document-access');
}

export function useAccessList(enabled = true) {
  return useQuery({ queryKey: accessKey, queryFn: fetchAccessList, enabled });
}

/** Tenant: grant or remove a landlord's access (a pending request can be declined directly). */
function decideAccess(landlordId: string, to: 'granted' | 'removed') {
  return apiRequest<{ status: AccessStatus }>(
    `/document-access/toggle-access?landlordId=${encodeURIComponent(landlordId)}&to=${to}`,
    { method: 'PATCH' },
  );
}

/** Landlord: ask a tenant (by user id) to release their files. */
function requestAccess(tenantId: string) {
  return apiRequest<{ status: AccessStatus }>(`/document-access/request?tenantId=${encodeURIComponent(tenantId)}`, {
    method: 'POST',
  });
}

/** Sets a landlord's access in one step; declining a pending request never grants it on the way. */
async function setAccess({ landlordId, to }: { landlordId: string; from?: AccessStatus; to: 'granted' | 'removed' }) {
  return decideAccess(landlordId, to);
}

export function useToggleAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAccess,
    onSuccess: ({ status }, { landlordId }) => {
      queryClient.setQueryData<{ items: AccessEntry[] }>(accessKey, (data) =>
        data
          ? { items: data.items.map((entry) => (entry.landlordId === landlordId ? { ...entry, status } : entry)) }
          : data,
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
