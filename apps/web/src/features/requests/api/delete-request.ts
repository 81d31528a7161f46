import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { requestKeys } from './keys';

function deleteRequest(id: string) {
  return apiRequest<{ message: string }>(`/tenant/delete/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRequest,
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: requestKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: requestKeys.all });
    },
  });
}
