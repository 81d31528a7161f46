import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountBody } from '@mietmatch/contract';
import { apiRequest } from '../../../lib/api-client';

function deleteAccount(body: DeleteAccountBody) {
  return apiRequest<{ message: string }>('/account/delete', { method: 'POST', body });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
