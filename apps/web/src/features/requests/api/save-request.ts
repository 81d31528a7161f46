import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TenantRequest } from '@mietmatch/contract';
import { apiRequest } from '../../../lib/api-client';
import { requestKeys } from './keys';

function createRequest(form: FormData) {
  return apiRequest<TenantRequest>('/tenant/create-tenant-request', { method: 'POST', body: form });
}

function updateRequest(id: string, form: FormData) {
  return apiRequest<TenantRequest>(`/tenant/update/${encodeURIComponent(id)}`, { method: 'PATCH', body: form });
}

/** Create (no id) or edit; the answer replaces the cached request and the lists reload. */
export function useSaveRequest(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => (id ? updateRequest(id, form) : createRequest(form)),
    onSuccess: async (saved) => {
      queryClient.setQueryData(requestKeys.detail(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: ['requests', 'mine'] });
    },
  });
}
